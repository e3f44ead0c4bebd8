import type { APIRequestContext } from '@playwright/test';
import { expect, signInByApi, test } from '../core/fixtures';
import { DEMO, SITE_URL } from '../core/site';
import { ProfileChooser } from '../pages/profile-chooser.page';
import { remoteRoot } from '../pages/remote';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Every file, in every app's build, that carries react-dom (from the federation manifests). */
async function reactDomFiles(request: APIRequestContext): Promise<Map<string, string>> {
  const registry = (await (await request.get('/registry.json')).json()) as { remotes: Record<string, { manifest: string }> };
  const manifests = {
    shell: `${SITE_URL}/mf-manifest.json`,
    ...Object.fromEntries(Object.entries(registry.remotes).map(([name, entry]) => [name, entry.manifest])),
  };
  const files = new Map<string, string>();
  for (const [app, manifestUrl] of Object.entries(manifests)) {
    const manifest = (await (await request.get(manifestUrl)).json()) as Manifest;
    for (const shared of manifest.shared.filter((s) => s.name === 'react-dom' || s.name.startsWith('react-dom/'))) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        files.set(new URL(file, manifestUrl).href, app);
      }
    }
  }
  return files;
}

test('react-dom is fetched once for a session that visits all five remotes', async ({ page }) => {
  const candidates = await reactDomFiles(page.request);
  expect(new Set(candidates.values()).size).toBe(6); // every app could provide it...
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
  expect(fetched.length).toBeGreaterThan(0);
  expect(new Set(fetched.map((url) => candidates.get(url)))).toEqual(new Set(['shell']));
  expect(new Set(fetched).size).toBe(fetched.length);
});
