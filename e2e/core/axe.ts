import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** axe-core's browser build, injected into the page (PLATFORM.md: axe-core runs anywhere; its Playwright wrapper needs Node 22). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * No serious or critical accessibility violation on the page as it is now (every default axe rule), leaving out the
 * parts matched by `exclude` (another team's element with a known finding, named where it is used).
 */
export async function expectNoSeriousAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [['html']], exclude: excluded.map((selector) => [selector]) }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, exclude);
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}
