import { ACCOUNT_DISABLED, FIELD_REQUIRED, LOGIN_HELP_LINK, PROVIDE_PASSWORD, SUPPORT_ARTICLE_LOGIN_URL } from '@sift/contracts';
import { expect, test } from '../core/fixtures';
import { API_URL, DEMO, DEMO_PASSWORD, SITE_URL } from '../core/site';
import { LoginPage } from '../pages/login.page';
import { ProfileChooser } from '../pages/profile-chooser.page';
import { remoteRoot } from '../pages/remote';
import { Navbar } from '../pages/navbar';

test('a private page sends a visitor to login and, after choosing a profile, back to that page', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);

  await new LoginPage(page).signIn(DEMO.parent);
  const chooser = new ProfileChooser(page);
  await expect(page).toHaveURL(/\/profiles\?redirect=%2Faccount$/);
  await expect(chooser.heading).toBeVisible();
  await chooser.pick('Parker');

  await expect(page).toHaveURL(/\/account$/);
  await expect(remoteRoot(page, 'account')).toBeVisible();
  await expect(new Navbar(page).root).toHaveAttribute('data-variant', 'member');
});

test("/login paints from the HTML, and what a visitor types and sends before the shell's scripts have even run signs in (decision 0137)", async ({ page }) => {
  // The shell's scripts and the membership remote's code (not its stylesheet, which the page is painted with) are held
  // until the visitor has sent the form, as on a slow phone: only the page's own inline script is there to hold the
  // press, and the take-over surely comes after.
  const registry = (await (await page.request.get(`${SITE_URL}/registry.json`)).json()) as { remotes: Record<string, { manifest: string }> };
  const membership = new URL(registry.remotes.membership.manifest).origin;
  const shell = new URL(SITE_URL).origin;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin === membership || url.origin === shell,
    async (route) => {
      const type = route.request().resourceType();
      if (new URL(route.request().url()).origin === membership ? type !== 'stylesheet' : type === 'script') await held;
      await route.continue();
    },
  );
  await page.goto('/login');
  const prerendered = page.locator('#sift-document');
  const form = prerendered.getByRole('form', { name: 'Log in' });
  await expect(form).toBeVisible();
  await form.getByLabel('Email').fill(DEMO.parent);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByLabel('Password').press('Enter');
  // The browser did not send the form (the password never goes into a URL); the app has not taken over yet.
  await expect(page).toHaveURL(/\/login$/);
  await expect(prerendered).toHaveCount(1);

  release();
  await expect(page).toHaveURL(/\/profiles\?redirect=%2Fbrowse$/);
  await expect(new ProfileChooser(page).heading).toBeVisible();
});

test('wrong credentials keep the visitor on the login page with the server message', async ({ page }) => {
  await page.goto('/login');
  await new LoginPage(page).signIn(DEMO.parent, 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.parent);
});

test("a disabled account: the server's reason and the 'Help!' link to the support article, still on the login page (000 §5)", async ({ page }) => {
  await page.goto('/login');
  await new LoginPage(page).signIn(DEMO.disabled);
  await expect(page.getByRole('alert')).toContainText(ACCOUNT_DISABLED);
  await expect(page.getByRole('link', { name: LOGIN_HELP_LINK })).toHaveAttribute('href', SUPPORT_ARTICLE_LOGIN_URL);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.disabled);
});

test('logging out clears the session and returns to the landing page', async ({ page }) => {
  await page.goto('/login?next=%2Fbrowse');
  await new LoginPage(page).signIn(DEMO.parent);
  await new ProfileChooser(page).pick('Parker');
  await expect(page).toHaveURL(/\/browse$/);
  await new Navbar(page).go('Log Out');
  await expect(page).toHaveURL(`${SITE_URL}/`);
  await expect(new Navbar(page).root).toHaveAttribute('data-variant', 'visitor');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sift_token')).toBeUndefined();
});

test('an onboarded subscriber who logs in without a next page goes to /browse, through the profile chooser (the ruling on 000 §4.2)', async ({ page }) => {
  await page.goto('/login');
  await new LoginPage(page).signIn(DEMO.parent);
  await new ProfileChooser(page).pick('Parker');
  await expect(page).toHaveURL(/\/browse$/);
  await expect(remoteRoot(page, 'discovery')).toBeVisible();
});

test('/login/:emailAs pre-fills the e-mail beside next (000 §2.5), and the login goes to next', async ({ page }) => {
  await page.goto(`/login/${encodeURIComponent(DEMO.parent)}?next=%2Faccount`);
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form.getByLabel('Email')).toHaveValue(DEMO.parent);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await new ProfileChooser(page).pick('Parker');
  await expect(page).toHaveURL(/\/account$/);
});

test("the login form sends both fields even when empty and shows the server's field errors under them (000 §5)", async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(DEMO.parent);
  // The server's answers tell what was sent: 'Please provide a password.' is its word for a password sent empty (a
  // password left out would be 'This field is required.'). The request body itself is a stream the browser does
  // not show.
  const loginAnswer = () => page.waitForResponse((r) => r.url() === `${API_URL}api-token-auth/` && r.request().method() === 'POST');
  const sent = loginAnswer();
  await form.getByRole('button', { name: 'Log In' }).click();
  expect(await (await sent).json()).toEqual({ password: [PROVIDE_PASSWORD] });
  await expect(form.getByText(PROVIDE_PASSWORD)).toBeVisible();

  await form.getByLabel('Email').fill('');
  const both = loginAnswer();
  await form.getByRole('button', { name: 'Log In' }).click();
  expect(await (await both).json()).toEqual({ username: [FIELD_REQUIRED], password: [PROVIDE_PASSWORD] });
  await expect(form.getByText(FIELD_REQUIRED)).toBeVisible();
  await expect(form.getByText(PROVIDE_PASSWORD)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
