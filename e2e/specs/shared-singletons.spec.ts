import { expect, signInByApi, test } from '../core/fixtures';
import { DEMO } from '../core/site';
import { ProfileChooser } from '../pages/profile-chooser.page';
import { remoteRoot } from '../pages/remote';

test('react-dom is fetched once for a session that visits all five remotes', async ({ page }) => {
  const reactDomFetches: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (request.resourceType() === 'script' && /react-dom/.test(url)) reactDomFetches.push(url);
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
  expect(reactDomFetches.length).toBeGreaterThan(0);
  expect(new Set(reactDomFetches.map((url) => new URL(url).origin))).toEqual(new Set(['http://localhost:3000']));
  expect(new Set(reactDomFetches).size).toBe(reactDomFetches.length);
});
