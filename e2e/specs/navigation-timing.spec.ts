/**
 * How long moving between pages of different remotes takes (issue 19), measured in the browser from the click to the
 * new page's main content: /browse -> a title -> /account -> /browse, five rounds, as parent@ (Parker). The first
 * visit of each remote in the session is printed apart (its code may still have to be fetched; the shell prefetches
 * the navbar's remotes when idle and a link's remote on hover, decision 0088), then the p95 of the rounds that found
 * the code loaded. Figures to read, not to assert (timings on a shared machine are noise): the spec asserts only that
 * each page shows. Targets: p95 <= 300 ms with the remote's code loaded, <= 800 ms when it must be fetched.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../core/fixtures';
import { DEMO } from '../core/site';
import { signInWithProfile } from '../pages/discovery';
import { Navbar } from '../pages/navbar';

const ROUNDS = 5;

/** Clicks `target` and answers the milliseconds from the click until `shown` (run in the page) is true. */
async function timed(page: Page, click: () => Promise<void>, shown: string, arg: string): Promise<number> {
  await page.evaluate(() => {
    (window as { navClickAt?: number }).navClickAt = undefined;
    document.addEventListener('click', () => ((window as { navClickAt?: number }).navClickAt = performance.now()), { capture: true, once: true });
  });
  await click();
  const handle = await page.waitForFunction(
    ([predicate, value]) => {
      const done = new Function('value', `return (${predicate})(value);`)(value) as boolean;
      const clickAt = (window as { navClickAt?: number }).navClickAt;
      return done && clickAt !== undefined ? performance.now() - clickAt : false;
    },
    [shown, arg] as const,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** The page's main content, in the app (not a pre-rendered or member frame). */
const TITLE_SHOWN = `(title) => [...document.querySelectorAll('#root .remote-root[data-remote="discovery"] h1')].some((h) => h.textContent === title)`;
const ACCOUNT_SHOWN = `() => Boolean(document.querySelector('#root .remote-root[data-remote="account"] main h1'))`;
const BROWSE_SHOWN = `() => Boolean(document.querySelector('#root .remote-root[data-remote="discovery"] section.ui-poster-row'))`;

/** The value below which `p` percent of the runs fall (nearest rank). */
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];

test('moving between remotes: browse, a title, the account and back, timed from click to content', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  await signInWithProfile(page, DEMO.parent, 'Parker');
  await page.goto('/browse');
  await expect(page.locator('#root section.ui-poster-row').first()).toBeVisible();
  const navbar = new Navbar(page);
  const times: Record<string, { first?: number; loaded: number[] }> = {
    'browse -> title': { loaded: [] },
    'title -> account': { loaded: [] },
    'account -> browse': { loaded: [] },
  };
  const visited = new Set<string>(['discovery']);
  const record = (step: string, remote: string, ms: number) => {
    if (!visited.has(remote)) {
      visited.add(remote);
      times[step].first = ms;
    } else times[step].loaded.push(ms);
  };

  for (let round = 0; round < ROUNDS; round++) {
    const poster = page.locator('#root section.ui-poster-row').first().locator('a.ui-poster__link').nth(round);
    const title = (await poster.getAttribute('href'))!;
    const name = (await poster.locator('img, .ui-poster__placeholder').first().evaluate((el) => el.getAttribute('alt') ?? el.textContent ?? ''))!;
    record('browse -> title', 'discovery', await timed(page, () => poster.click(), TITLE_SHOWN, name));
    await expect(page).toHaveURL(new RegExp(`${title}$`));

    await navbar.openMenu();
    record('title -> account', 'account', await timed(page, () => navbar.root.getByRole('link', { name: 'Account', exact: true }).click(), ACCOUNT_SHOWN, ''));
    await expect(page).toHaveURL(/\/account$/);

    record('account -> browse', 'discovery', await timed(page, () => navbar.go('Browse'), BROWSE_SHOWN, ''));
    await expect(page).toHaveURL(/\/browse$/);
  }

  const lines = Object.entries(times).map(
    ([step, { first, loaded }]) =>
      `${step.padEnd(18)} first visit of the remote: ${first === undefined ? '   -  ' : `${first.toFixed(0).padStart(4)} ms`}   code loaded: p95 ${percentile(loaded, 95).toFixed(0).padStart(4)} ms, median ${percentile(loaded, 50).toFixed(0)} ms (${loaded.length} runs: ${loaded.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log(`\nCross-remote navigation, click to main content (targets: p95 <= 300 ms loaded, <= 800 ms fetched):\n${lines.join('\n')}`);
  expect(consoleErrors).toEqual([]);
});
