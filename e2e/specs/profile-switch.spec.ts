import { expect, test } from '../core/fixtures';
import { DEMO } from '../core/site';
import { apiGet, signInWithProfile } from '../pages/discovery';
import { Navbar } from '../pages/navbar';
import { ProfileChooser } from '../pages/profile-chooser.page';

interface WatchlistPage {
  results: { id: number; title: string }[];
}

/**
 * 000 §4.7: selecting a profile clears the profile's cached data (filters, watchlist, locations, tag summaries) and
 * reloads the watchlist. Switching away and back well inside the data's minute of freshness must show each profile
 * its own watchlist, never the one the other profile had just loaded. The demo subscriber is only read here.
 */
test("switching profiles and back within a minute shows each profile its own watchlist (000 §4.7)", async ({ page }) => {
  const { token, profileId: parker } = await signInWithProfile(page, DEMO.parent, 'Parker');
  const profiles = await apiGet<{ results: { id: number; name: string }[] }>(page, 'profiles/', token);
  const riley = profiles.results.find((p) => p.name === 'Riley')!.id;
  const titles = async (profileId: number) =>
    new Set((await apiGet<WatchlistPage>(page, 'watchlist/?limit=100', token, profileId)).results.map((w) => w.title));
  const parkers = await titles(parker);
  const rileys = await titles(riley);
  const onlyParker = [...parkers].find((t) => !rileys.has(t))!;
  const onlyRiley = [...rileys].find((t) => !parkers.has(t))!;
  expect(onlyParker, 'the demo data gives Parker a title Riley has not listed').toBeTruthy();
  expect(onlyRiley, 'the demo data gives Riley a title Parker has not listed').toBeTruthy();

  const navbar = new Navbar(page);
  const chooser = new ProfileChooser(page);
  const grid = page.getByLabel('My Watchlist');
  const started = Date.now();

  await page.goto('/watchlist');
  await expect(grid.getByText(onlyParker, { exact: true })).toBeVisible();

  await navbar.go('Manage Profiles');
  await chooser.pick('Riley');
  await navbar.go('Watchlist');
  await expect(grid.getByText(onlyRiley, { exact: true })).toBeVisible();
  await expect(grid.getByText(onlyParker, { exact: true })).toHaveCount(0);

  await navbar.go('Manage Profiles');
  await chooser.pick('Parker');
  await navbar.go('Watchlist');
  await expect(grid.getByText(onlyParker, { exact: true })).toBeVisible();
  await expect(grid.getByText(onlyRiley, { exact: true })).toHaveCount(0);
  expect(Date.now() - started, 'the switch back happened inside the minute the answers stay fresh').toBeLessThan(60_000);
});

test('choosing a profile reloads its watchlist at once, even for a page that does not show it (000 §4.7)', async ({ page }) => {
  const { token } = await signInWithProfile(page, DEMO.parent, 'Parker');
  const profiles = await apiGet<{ results: { id: number; name: string }[] }>(page, 'profiles/', token);
  const riley = profiles.results.find((p) => p.name === 'Riley')!.id;
  const rileysWatchlist: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/watchlist-items/') && r.headers()['x-sift-profile-id'] === String(riley)) rileysWatchlist.push(r.url());
  });
  // Straight to the account page after choosing: nothing on it shows the watchlist.
  await page.goto('/profiles?redirect=%2Faccount');
  await new ProfileChooser(page).pick('Riley');
  await expect(page).toHaveURL(/\/account$/);
  await expect.poll(() => rileysWatchlist.length).toBeGreaterThan(0);
});
