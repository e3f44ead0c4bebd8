import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(__filename);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/**
 * Runs axe-core in the page (injected directly: @axe-core/playwright needs Node 22) and fails on serious or
 * critical violations, naming each rule and its first element. `selector` limits it to one part (a remote's root).
 */
export async function expectNoSeriousAxeViolations(page: Page, selector?: string): Promise<void> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async (scope) => {
    const context = scope ? document.querySelector(scope) : document;
    const result = await (window as unknown as { axe: { run: (context: Element | Document | null) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe.run(context);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`);
  }, selector ?? null);
  expect(violations).toEqual([]);
}
