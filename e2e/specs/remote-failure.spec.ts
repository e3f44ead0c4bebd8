/**
 * Failure is designed in (issue 7, docs/decisions/0001): for each of the five remotes in turn, when all of its files
 * fail to load, or when its page throws while rendering, its routes show the maintenance notice in the content area
 * only, while the navbar and a page of another remote keep working.
 */
import type { Page } from '@playwright/test';
import type { RemoteName } from '@sift/build-config/ports';
import { expect, signInByApi, test } from '../core/fixtures';
import { DEMO, REMOTE_ORIGINS } from '../core/site';
import { Navbar } from '../pages/navbar';
import { ProfileChooser } from '../pages/profile-chooser.page';
import { remoteRoot } from '../pages/remote';

/** A page of each remote, and the navbar link to a page of another remote. */
const CASES: { remote: RemoteName; path: string; other: { link: string; remote: RemoteName } }[] = [
  { remote: 'marketing', path: '/about', other: { link: 'Browse', remote: 'discovery' } },
  { remote: 'discovery', path: '/watchlist', other: { link: 'Default Filters', remote: 'player' } },
  { remote: 'player', path: '/default-filters', other: { link: 'Browse', remote: 'discovery' } },
  { remote: 'membership', path: '/setup/intro', other: { link: 'Browse', remote: 'discovery' } },
  { remote: 'account', path: '/account', other: { link: 'Browse', remote: 'discovery' } },
];

const MAINTENANCE = "Sorry! It's not you. It's us.";

async function signedInAsParker(page: Page) {
  await signInByApi(page, DEMO.parent);
  await page.goto('/profiles');
  await new ProfileChooser(page).pick('Parker');
  await expect(page).toHaveURL(/\/browse$/);
}

async function expectOnlyThatAreaDown(page: Page, remote: RemoteName, other: (typeof CASES)[number]['other']) {
  await expect(page.getByRole('heading', { name: MAINTENANCE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@sift.example' })).toBeVisible();
  await expect(remoteRoot(page, remote)).toHaveCount(0);
  const navbar = new Navbar(page);
  await expect(navbar.root).toBeVisible();
  await navbar.go(other.link);
  await expect(remoteRoot(page, other.remote)).toBeVisible();
  await expect(page.getByRole('heading', { name: MAINTENANCE })).toHaveCount(0);
}

test.describe.configure({ mode: 'parallel' });

for (const { remote, path, other } of CASES) {
  test(`${remote}: with all its files failing, its routes show the maintenance notice and the rest works`, async ({ page }) => {
    await signedInAsParker(page);
    const files = `${REMOTE_ORIGINS[remote]}/**`;
    await page.route(files, (route) => route.abort('connectionrefused'));
    await page.goto(path);
    // The route is known from the registry even with the remote down: it must not fall through to /.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectOnlyThatAreaDown(page, remote, other);

    // Once its files are back, "Try again" brings the page.
    await page.goBack();
    await page.unroute(files);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(remoteRoot(page, remote)).toBeVisible();
  });

  test(`${remote}: when its page throws while rendering, only its area shows the maintenance notice`, async ({ page }) => {
    // Every page frame sets the document title; for this remote, that throws, as a broken page would.
    await page.addInitScript((broken) => {
      const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
      Object.defineProperty(document, 'title', {
        get: () => descriptor.get!.call(document),
        set: (value: string) => {
          if (document.querySelector(`.remote-root[data-remote="${broken}"]`)) throw new Error(`${broken} page failed (e2e)`);
          descriptor.set!.call(document, value);
        },
      });
    }, remote);
    await signedInAsParker(page);
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectOnlyThatAreaDown(page, remote, other);
  });
}
