/**
 * A release whose pages rendered per request cannot be rendered by its renderer (issue 19, docs/decisions/0159): a
 * build of mf-discovery whose renderer throws on every page (the browser's code is the real one) is refused by the
 * release's renderer check, and the registry stays as it was; the same build forced live (the release tool's test-only
 * --unverified) costs members only the rendering: their title pages come as the member frame and the app renders them.
 * The build is mf-discovery's own with its renderer replaced: building a variant would cost the suite a minute.
 */
import path from 'node:path';
import fs from 'node:fs';
import { expect, test } from '../core/fixtures';
import { RELEASE_TEST_TIMEOUT_MS, runReleaseScript, saveReleaseState } from '../core/releases';
import { DEMO, E2E_REGISTRY_FILE, REPO_ROOT } from '../core/site';
import { signInWithProfile } from '../pages/discovery';
import { remoteRoot } from '../pages/remote';

const THROWS = "exports.default = { renderRequest: async () => { throw new Error('The title header cannot render on a server (e2e fixture).'); } };\n";

test.describe.configure({ mode: 'serial', timeout: RELEASE_TEST_TIMEOUT_MS });

let restoreReleases: () => void;
let broken: string;

test.beforeAll(() => {
  restoreReleases = saveReleaseState();
  broken = path.join(REPO_ROOT, '.e2e-broken-renderer');
  fs.rmSync(broken, { recursive: true, force: true });
  fs.cpSync(path.join(REPO_ROOT, 'mf-discovery', 'dist'), broken, { recursive: true });
  fs.writeFileSync(path.join(broken, 'renderer', 'renderer.cjs'), THROWS);
  // Another build to the release tool: a build id is released once.
  const releaseFile = path.join(broken, 'sift-release.json');
  const release = JSON.parse(fs.readFileSync(releaseFile, 'utf8')) as { buildId: string };
  fs.writeFileSync(releaseFile, JSON.stringify({ ...release, buildId: `${release.buildId}-broken-renderer-${Date.now()}` }));
});

test("a discovery release whose title pages its renderer cannot render is refused before it goes live", async () => {
  const before = fs.readFileSync(E2E_REGISTRY_FILE, 'utf8');
  const result = runReleaseScript('release', ['discovery', '--from-build', broken]);
  expect(result.status, result.output).toBe(2);
  expect(result.output).toMatch(/\/movie\/[a-z0-9-]+ \(discovery, rendered per request\): its renderer rendered nothing: .*The title header cannot render on a server/);
  expect(result.output).toMatch(/\/show\/[a-z0-9-]+ \(discovery, rendered per request\): its renderer rendered nothing/);
  expect(result.output).toContain('the registry is unchanged');
  expect(fs.readFileSync(E2E_REGISTRY_FILE, 'utf8')).toBe(before);
});

test("forced live, a member's title page comes without its rendering, and the app renders it", async ({ page, consoleErrors }) => {
  const forced = runReleaseScript('release', ['discovery', '--from-build', broken, '--unverified'], {
    SIFT_RELEASE_ALLOW_UNVERIFIED: '1',
  });
  expect(forced.status, forced.output).toBe(0);
  expect(JSON.parse(fs.readFileSync(E2E_REGISTRY_FILE, 'utf8')).remotes.discovery.version).toMatch(/-broken-renderer-/);

  await signInWithProfile(page, DEMO.parent, 'Parker');
  const html = await (await page.request.get('/movie/harbor-lights')).text();
  expect(html).toContain('data-path="/movie/harbor-lights" data-remote="discovery" data-kind="member"');
  expect(html).not.toContain('discovery-title__backdrop');
  await page.goto('/movie/harbor-lights');
  const discovery = remoteRoot(page, 'discovery');
  await expect(discovery.getByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeVisible();
  await expect(discovery.locator('img.discovery-title__backdrop')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.afterAll(() => {
  restoreReleases?.();
  fs.rmSync(path.join(REPO_ROOT, '.e2e-broken-renderer'), { recursive: true, force: true });
});
