/** axe-core in the page (Chromium): the serious and critical violations of what is on screen now. */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(__filename);
const AXE = require.resolve('axe-core/axe.min.js');

/** Checks the page's own content (`main`, where a remote renders) and any open dialog, not the shell's chrome. */
export async function seriousAxeViolations(page: Page, include: string[] = ['main', '[role="dialog"]']): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const present = selectors.filter((selector) => document.querySelector(selector));
    const results = await axe.run({ include: present.map((selector) => [selector]) }, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include);
}
