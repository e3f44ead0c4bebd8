/**
 * A release whose page throws cannot take the site down (issue 18, docs/decisions/0072, 0073): a build of mf-discovery
 * whose browse page throws while rendering in the browser is refused by the whole-site verification, and the registry stays as it
 * was; the same build forced live (the release tool's test-only --unverified) shows the maintenance notice on /browse
 * only, while the navbar, the profile menu, the remote's other pages, /account and /login keep working.
 */
import path from 'node:path';
import fs from 'node:fs';
import { expect, signInByApi, test } from '../core/fixtures';
import { buildApp, RELEASE_TEST_TIMEOUT_MS, remoteVariant, runReleaseScript, saveReleaseState } from '../core/releases';
import { DEMO, E2E_REGISTRY_FILE, REPO_ROOT, SITE_URL } from '../core/site';
import { Navbar } from '../pages/navbar';
import { ProfileChooser } from '../pages/profile-chooser.page';
import { remoteRoot } from '../pages/remote';

const MAINTENANCE = "Sorry! It's not you. It's us.";
// In the browser only: a page that throws while it is pre-rendered is refused before any verification (a member's
// /browse is pre-rendered at release: decision 0144); this release must reach the whole-site verification.
const THROWS = "  if (route?.name === 'browse' && typeof window !== 'undefined') throw new Error('The browse page is broken (e2e fixture).');\n";

test.describe.configure({ mode: 'serial', timeout: RELEASE_TEST_TIMEOUT_MS });

let restoreReleases: () => void;
let broken: string;

test.beforeAll(async () => {
  // Builds take a while on a busy machine: the hook has the tests' time, not the default.
  test.setTimeout(RELEASE_TEST_TIMEOUT_MS);
  restoreReleases = saveReleaseState();
  const dir = remoteVariant('discovery', 'broken-browse', {
    edit: { file: 'src/pages/browse.page.tsx', from: '  const route = usePageRoute();\n', to: `  const route = usePageRoute();\n${THROWS}` },
  });
  broken = await buildApp(dir);
});

test('a discovery release whose browse page throws is refused by the whole-site verification', async () => {
  const before = fs.readFileSync(E2E_REGISTRY_FILE, 'utf8');
  const result = runReleaseScript('release', ['discovery', '--dir', path.dirname(broken), '--from-build', broken]);
  expect(result.status, result.output).toBe(2);
  expect(result.output).toContain(`/browse (discovery, as a visitor): the maintenance notice ('${MAINTENANCE}') shows.`);
  expect(result.output).toContain(`/browse (discovery, as a member): the maintenance notice ('${MAINTENANCE}') shows.`);
  expect(result.output).toMatch(/Verification in Chromium took [\d.]+ s/);
  expect(result.output).toContain('the registry is unchanged');
  expect(fs.readFileSync(E2E_REGISTRY_FILE, 'utf8')).toBe(before);
});

test('forced live, it shows the notice on /browse only: the navbar, the profile menu, /discover, /account and /login work', async ({ page, browser }) => {
  const forced = runReleaseScript('release', ['discovery', '--dir', path.dirname(broken), '--from-build', broken, '--unverified'], {
    SIFT_RELEASE_ALLOW_UNVERIFIED: '1',
  });
  expect(forced.status, forced.output).toBe(0);
  expect(forced.output).toContain('goes live UNVERIFIED');
  const version = JSON.parse(fs.readFileSync(E2E_REGISTRY_FILE, 'utf8')).remotes.discovery.version as string;

  await signInByApi(page, DEMO.parent);
  await page.goto('/profiles');
  await new ProfileChooser(page).pick('Parker');
  await expect(page).toHaveURL(/\/browse$/);
  // The notice in discovery's area, inside its own page: the release is live, its other parts work.
  const discovery = remoteRoot(page, 'discovery');
  await expect(discovery).toHaveAttribute('data-build', version);
  await expect(discovery.getByRole('heading', { name: MAINTENANCE })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);

  const navbar = new Navbar(page);
  await expect(navbar.root).toBeVisible();
  await expect(page.locator('footer.lowbar')).toBeVisible();
  // The navbar's search is discovery's widget: it still mounts beside the broken page.
  await expect(page.locator('.remote-widget[data-remote="discovery"][data-widget="search"]')).toBeAttached();
  await (await navbar.openCategories()).getByRole('link', { name: 'All Categories' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(discovery.locator('main[data-route="discover"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: MAINTENANCE })).toHaveCount(0);

  await navbar.openMenu();
  await expect(navbar.root.getByRole('link', { name: 'Manage Profiles' })).toBeVisible();
  await navbar.go('Account');
  await expect(page).toHaveURL(/\/account$/);
  await expect(remoteRoot(page, 'account').locator('main[data-route="account"]')).toBeVisible();

  const context = await browser.newContext({ baseURL: SITE_URL });
  const visitor = await context.newPage();
  try {
    await visitor.goto('/login');
    // /login is pre-rendered (decision 0137): the visitor reaches for it, and the app takes it over.
    await visitor.keyboard.press('Shift');
    await expect(remoteRoot(visitor, 'membership').getByRole('form', { name: 'Log in' })).toBeVisible();
    await expect(new Navbar(visitor).root.getByRole('link', { name: 'Log In' })).toBeVisible();
    await visitor.goto('/browse');
    await expect(remoteRoot(visitor, 'discovery').getByRole('heading', { name: MAINTENANCE })).toBeVisible();
    await expect(new Navbar(visitor).root).toBeVisible();
  } finally {
    await context.close();
  }
});

test.afterAll(() => {
  restoreReleases?.();
  fs.rmSync(path.join(REPO_ROOT, '.e2e-broken-browse'), { recursive: true, force: true });
});
