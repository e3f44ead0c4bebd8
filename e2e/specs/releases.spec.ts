/**
 * Releasing and rolling back one remote (issue 7 §2): the growth team ships a new page with `pnpm release marketing`
 * and takes it back with `pnpm rollback marketing`; the shell is never rebuilt; a release that cannot load or that
 * claims another remote's path is refused and the registry stays as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../core/fixtures';
import { marketingVariant, runReleaseScript, treeDigest } from '../core/releases';
import { E2E_REGISTRY_FILE, REPO_ROOT } from '../core/site';
import { remoteRoot } from '../pages/remote';

const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
const liveVersion = () => JSON.parse(fs.readFileSync(E2E_REGISTRY_FILE, 'utf8')).remotes.marketing.version as string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let firstVersion: string;
let summerVersion: string;
const shellDigest = treeDigest(SHELL_DIST);

test('a marketing release adds /summer; after a reload mf-marketing serves it and the shell is unchanged', async ({ page }) => {
  firstVersion = liveVersion();
  await page.goto('/summer');
  await expect(page).toHaveURL(/\/$/);

  const dir = marketingVariant('summer', {
    route: "route('summer', '/summer', 'Summer of filters', routeKinds.landing)",
    page: { name: 'summer', exportName: 'SummerPage', fixture: 'summer/summer.page.tsx' },
  });
  const result = runReleaseScript('release', ['marketing', '--dir', dir]);
  expect(result.status, result.output).toBe(0);
  summerVersion = liveVersion();
  expect(summerVersion).not.toBe(firstVersion);
  expect(result.output).toContain(`marketing ${summerVersion} is live`);

  await page.goto('/summer');
  await expect(page.getByRole('heading', { level: 1, name: 'Summer of filters' })).toBeVisible();
  await expect(remoteRoot(page, 'marketing')).toHaveAttribute('data-build', summerVersion);
  await expect(page).toHaveTitle('Summer of filters | Sift');
  expect(treeDigest(SHELL_DIST)).toBe(shellDigest);
});

test('pnpm rollback marketing returns to the previous version; /summer goes to / again', async ({ page }) => {
  const result = runReleaseScript('rollback', ['marketing']);
  expect(result.status, result.output).toBe(0);
  expect(liveVersion()).toBe(firstVersion);

  await page.goto('/summer');
  await expect(page).toHaveURL(/\/$/);
  await expect(remoteRoot(page, 'marketing')).toHaveAttribute('data-build', firstVersion);

  const list = runReleaseScript('releases', ['marketing']);
  expect(list.output).toMatch(new RegExp(`\\* live ${firstVersion}`));
  expect(list.output).toContain(summerVersion);
  expect(treeDigest(SHELL_DIST)).toBe(shellDigest);
});

test('a release without ./start and a release claiming /browse are refused; the registry is unchanged', async () => {
  const before = fs.readFileSync(E2E_REGISTRY_FILE, 'utf8');

  const noStart = runReleaseScript('release', ['marketing', '--dir', marketingVariant('no-start', { exposes: { './main': './src/start.tsx' } })]);
  expect(noStart.status, noStart.output).toBe(2);
  expect(noStart.output).toContain("The release does not expose './start' (it exposes ./main).");
  expect(noStart.output).toContain('the registry is unchanged');
  expect(fs.readFileSync(E2E_REGISTRY_FILE, 'utf8')).toBe(before);

  const collision = runReleaseScript('release', [
    'marketing',
    '--dir',
    marketingVariant('collision', { route: "route('summerBrowse', '/browse', 'Browse the summer', routeKinds.landing)" }),
  ]);
  expect(collision.status, collision.output).toBe(2);
  expect(collision.output).toContain('Path /browse is claimed by');
  expect(collision.output).toContain('discovery (route browse)');
  expect(fs.readFileSync(E2E_REGISTRY_FILE, 'utf8')).toBe(before);
});

test.afterAll(() => {
  for (const name of ['summer', 'no-start', 'collision']) fs.rmSync(path.join(REPO_ROOT, `.e2e-${name}`), { recursive: true, force: true });
});
