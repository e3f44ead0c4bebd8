import type { APIRequestContext } from '@playwright/test';
import { expect, signInByApi, test } from '../core/fixtures';
import { DEMO, SITE_URL } from '../core/site';
import { ProfileChooser } from '../pages/profile-chooser.page';
import { remoteRoot } from '../pages/remote';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * The shared packages checked: react-dom, zod (zod/mini, shared in part: docs/decisions/0139, 0155) and ky (shared
 * without being a singleton, taken from the shell while its version fits: 0156).
 */
const PACKAGES = ['react-dom', 'zod', 'ky'] as const;
type Package = (typeof PACKAGES)[number];

/** Every file, in every app's build, that carries one of PACKAGES (from the federation manifests): URL -> app, package. */
async function sharedFiles(request: APIRequestContext): Promise<Map<string, { app: string; pkg: Package }>> {
  const registry = (await (await request.get('/registry.json')).json()) as { remotes: Record<string, { manifest: string }> };
  const manifests = {
    shell: `${SITE_URL}/mf-manifest.json`,
    ...Object.fromEntries(Object.entries(registry.remotes).map(([name, entry]) => [name, entry.manifest])),
  };
  const files = new Map<string, { app: string; pkg: Package }>();
  for (const [app, manifestUrl] of Object.entries(manifests)) {
    const manifest = (await (await request.get(manifestUrl)).json()) as Manifest;
    for (const pkg of PACKAGES) {
      for (const shared of manifest.shared.filter((s) => s.name === pkg || s.name.startsWith(`${pkg}/`))) {
        for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
          files.set(new URL(file, manifestUrl).href, { app, pkg });
        }
      }
    }
  }
  return files;
}

test('react-dom, zod and ky are each fetched once for a session that visits all five remotes', async ({ page }) => {
  const candidates = await sharedFiles(page.request);
  const apps = (pkg: Package, urls: Iterable<string>) =>
    new Set([...urls].filter((url) => candidates.get(url)?.pkg === pkg).map((url) => candidates.get(url)!.app));
  // Every app could provide each of them...
  for (const pkg of PACKAGES) expect(apps(pkg, candidates.keys()).size, pkg).toBe(6);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (candidates.has(request.url())) fetched.push(request.url());
  });

  await signInByApi(page, DEMO.parent);
  await page.goto('/profiles');
  await new ProfileChooser(page).pick('Parker');
  // One document from here on: in-site navigation through every remote, as a person clicks through.
  for (const [path, remote] of [
    ['/browse', 'discovery'],
    ['/default-filters', 'player'],
    ['/account', 'account'],
    ['/membership/plan', 'membership'],
    ['/jobs', 'marketing'],
  ] as const) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(remoteRoot(page, remote)).toBeVisible();
  }
  // ...but only the shell's copy was fetched, each of its files once.
  for (const pkg of PACKAGES) expect(apps(pkg, fetched), pkg).toEqual(new Set(['shell']));
  expect(new Set(fetched).size).toBe(fetched.length);
});
