/**
 * A marketing-only release changes the pre-rendered landing page (issue 9, item 5; docs/decisions/0023): the growth
 * team edits the hero's words and runs `pnpm release marketing`; the next load of / carries the new words in the
 * HTML the server sends (the pre-rendered page), and the shell was not rebuilt. Rolled back after.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../core/fixtures';
import { marketingVariant, RELEASE_TEST_TIMEOUT_MS, runReleaseScript, treeDigest } from '../core/releases';
import { E2E_REGISTRY_FILE, E2E_SHELL_DIST, REPO_ROOT } from '../core/site';
import { MarketingPage } from '../pages/marketing.page';

const SHELL_DIST = E2E_SHELL_DIST;
const HERO_FILE = 'src/features/hero/hero-copy.ts';
const OLD_LEAD = 'Sift skips or mutes the profanity, nudity, violence and other scenes you choose';
const NEW_LEAD = 'Movie night, your way: Sift skips or mutes the scenes you choose';
const registry = () => JSON.parse(fs.readFileSync(E2E_REGISTRY_FILE, 'utf8')) as { remotes: { marketing: { version: string; documents?: Record<string, string> } } };

test.describe.configure({ mode: 'serial', timeout: RELEASE_TEST_TIMEOUT_MS });

const shellDigest = treeDigest(SHELL_DIST);
let released = false;

test('a marketing release changes the hero in the pre-rendered HTML; the shell is not rebuilt', async ({ page }) => {
  const before = registry().remotes.marketing;
  expect(before.documents?.['/']).toMatch(new RegExp(`/${before.version}/documents/landing\\.html$`));
  const html = async () => (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(await html()).toContain(OLD_LEAD);

  const dir = marketingVariant('new-hero', { edit: { file: HERO_FILE, from: OLD_LEAD, to: NEW_LEAD } });
  const result = runReleaseScript('release', ['marketing', '--dir', dir]);
  expect(result.status, result.output).toBe(0);
  released = true;
  expect(result.output).toMatch(/Pre-rendered 12 page\(s\)/);
  const after = registry().remotes.marketing;
  expect(after.version).not.toBe(before.version);
  expect(after.documents?.['/']).toMatch(new RegExp(`/${after.version}/documents/landing\\.html$`));

  // The next load: the new words are in the HTML itself, before any script runs...
  const served = await html();
  expect(served).toContain(NEW_LEAD);
  expect(served).not.toContain(OLD_LEAD);
  // ...and in the page once the app has taken it over.
  const landing = new MarketingPage(page);
  await landing.open('/');
  await expect(landing.section('Introduction')).toContainText(NEW_LEAD);
  await expect(landing.app).toHaveAttribute('data-build', after.version);
  expect(treeDigest(SHELL_DIST)).toBe(shellDigest);
});

test.afterAll(() => {
  if (released) {
    const result = runReleaseScript('rollback', ['marketing']);
    expect(result.status, result.output).toBe(0);
  }
  fs.rmSync(path.join(REPO_ROOT, '.e2e-new-hero'), { recursive: true, force: true });
});
