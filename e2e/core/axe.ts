/**
 * axe-core in the page (injected directly: @axe-core/playwright needs Node 22): the serious and critical
 * violations of what is on screen now.
 */
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(__filename);
const AXE = require.resolve('axe-core/axe.min.js');

type AxeRun = (context: object, options: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;

/** The serious and critical violations inside the given parts of the page (the ones present). */
export async function seriousAxeViolations(page: Page, include: string[] = ['main', '[role="dialog"]']): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
    const present = selectors.filter((selector) => document.querySelector(selector));
    const context = present.length ? { include: present.map((selector) => [selector]) } : document;
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include);
}

/** Fails on serious or critical violations in one part of the page (a remote's root), or the whole page. */
export async function expectNoSeriousAxeViolations(page: Page, selector?: string): Promise<void> {
  expect(await seriousAxeViolations(page, selector ? [selector] : ['body'])).toEqual([]);
}
