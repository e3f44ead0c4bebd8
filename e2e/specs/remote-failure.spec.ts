import { expect, signInByApi, test } from '../core/fixtures';
import { DEMO, REMOTE_ORIGINS } from '../core/site';
import { Navbar } from '../pages/navbar';
import { ProfileChooser } from '../pages/profile-chooser.page';
import { remoteRoot } from '../pages/remote';

test('a remote that cannot load degrades to the maintenance notice in its own area only', async ({ page }) => {
  await signInByApi(page, DEMO.parent);
  await page.goto('/profiles');
  await new ProfileChooser(page).pick('Parker');

  const playerFiles = `${REMOTE_ORIGINS.player}/**`;
  await page.route(playerFiles, (route) => route.abort('connectionrefused'));

  await page.goto('/watch/harbor-lights');
  await expect(page.getByRole('heading', { name: "Sorry! It's not you. It's us." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@sift.example' })).toBeVisible();
  const navbar = new Navbar(page);
  await expect(navbar.root).toBeVisible();

  await navbar.go('Browse');
  await expect(page).toHaveURL(/\/browse$/);
  await expect(remoteRoot(page, 'discovery')).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: "Sorry! It's not you. It's us." })).toBeVisible();
  await page.unroute(playerFiles);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(remoteRoot(page, 'player')).toBeVisible();
  await expect(page).toHaveURL(/\/watch\/harbor-lights$/);
});
