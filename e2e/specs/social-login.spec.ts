import { SOCIAL_STATE_INVALID } from '@sift/contracts';
import { expect, test } from '../core/fixtures';
import { freshEmail } from '../core/membership';
import { API_URL, REMOTE_ORIGINS } from '../core/site';
import { Navbar } from '../pages/navbar';
import { ProfileChooser } from '../pages/profile-chooser.page';
import { remoteRoot } from '../pages/remote';

test('a new identity creates an account (201); the same identity later logs in (200)', async ({ page }) => {
  const email = freshEmail('social');
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url() === `${API_URL}auth/social/google/` && response.request().method() === 'POST') statuses.push(response.status());
  });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The local OpenID Connect provider's sign-in page (the stand-in for Google).
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Name (optional)').fill('Robin Social');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/membership\/plan/);
  expect(statuses).toEqual([201]);

  await new Navbar(page).openMenu();
  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-variant', 'visitor');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The provider remembers the browser's session: no sign-in page the second time, as with Google.
  await expect(page).toHaveURL(/\/membership\/plan/);
  expect(statuses).toEqual([201, 200]);
});

test("a press on 'Continue with Google' still held when the app takes /login over is not lost", async ({ page }) => {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Continue with Google' });
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // The press starts the app; it mounts the login page behind the pre-rendered one before the press ends.
  await page.mouse.down();
  await expect(page.locator('#root .remote-root[data-remote="membership"]').getByRole('button', { name: 'Continue with Google', includeHidden: true })).toBeAttached();
  await page.mouse.up();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
});

test('a tampered state lands on /login with the message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Apple' })).toBeVisible();
  // The provider's answer must not reach the app with its real state: the app would sign in at once and use the
  // state up. mf-membership, which handles /oauth/apple, does not load for that answer.
  const membership = `${REMOTE_ORIGINS.membership}/**`;
  await page.route(membership, (route) => route.abort());
  await page.getByRole('button', { name: /Avery Brooks/ }).click();
  await page.waitForURL(/\/oauth\/apple\?/);
  const url = new URL(page.url());
  // Leave that page before mf-membership may load again: the shell retries a remote that failed (decision 0115),
  // and a retry on this page would use the real state up and sign in.
  await page.goto('about:blank');
  await page.unroute(membership);
  // What came back with a different state: never accepted.
  url.searchParams.set('state', 'tampered');
  await page.goto(url.href);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText(SOCIAL_STATE_INVALID);
});

test('signing up with Google from the sign-up step continues the wizard', async ({ page }) => {
  const email = freshEmail('wizard-social');
  await page.goto('/membership/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/membership\/plan$/);
  await expect(page.getByRole('button', { name: 'Choose Monthly' })).toBeVisible();
});

test('a social login from a remembered /account page comes back to /account, not into the sign-up flow (000 §4.4, issue 22)', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  // "Parker Lane" is the Google login of parent@sift.example (an active, onboarded member).
  await page.getByRole('button', { name: /Parker Lane/ }).click();
  await expect(page).toHaveURL(/\/profiles\?redirect=%2Faccount$/);
  await new ProfileChooser(page).pick('Parker');
  await expect(page).toHaveURL(/\/account$/);
  await expect(remoteRoot(page, 'account')).toBeVisible();
});
