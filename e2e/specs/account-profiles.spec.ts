import { ADD_PROFILE, MANAGE_PROFILES, PRIMARY_PROFILE_ACCESS_NOTE, PROFILE_LIMIT_REACHED, PROFILE_NAME_REQUIRED_SHOWN } from '@sift/contracts';
import { authHeaders, newSubscriberByApi } from '../core/account';
import { expect, test } from '../core/fixtures';
import { API_URL } from '../core/site';
import { Navbar } from '../pages/navbar';
import { ProfileChooser } from '../pages/profile-chooser.page';

test('profiles: add up to 6, a seventh is refused, the primary cannot be deleted', async ({ page }) => {
  const member = await newSubscriberByApi(page, 'profiles');
  await page.goto('/profiles');
  await page.getByRole('link', { name: ADD_PROFILE }).click();
  await expect(page).toHaveURL(/\/profiles\/new$/);

  // The name is required ('*Required').
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(PROFILE_NAME_REQUIRED_SHOWN)).toBeVisible();

  for (const [index, name] of ['Avery', 'Blake', 'Casey', 'Drew', 'Emery'].entries()) {
    if (index > 0) {
      await page.getByRole('link', { name: ADD_PROFILE }).click();
    }
    await page.getByRole('radio', { name: 'Animals avatar 2' }).check();
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/profiles\/manage$/);
    await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
  }
  // Six now: no Add Profile, and the server refuses a seventh.
  await expect(page.getByRole('link', { name: `Edit ${'Emery'}` })).toBeVisible();
  await expect(page.getByTestId('profile-limit')).toHaveText(PROFILE_LIMIT_REACHED);
  await expect(page.getByRole('link', { name: ADD_PROFILE })).toHaveCount(0);
  await page.goto('/profiles/new');
  await expect(page.getByText(PROFILE_LIMIT_REACHED)).toBeVisible();
  const seventh = await page.request.post(`${API_URL}profiles/`, { headers: authHeaders(member.token), data: { name: 'Seventh' } });
  expect(seventh.status()).toBe(400);

  // The primary profile: always account access, no Delete.
  await page.goto('/profiles/manage');
  await page.getByRole('link', { name: /^Edit / }).first().click();
  await expect(page.getByRole('switch', { name: 'Account access' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Account access' })).toBeChecked();
  await expect(page.getByText(PRIMARY_PROFILE_ACCESS_NOTE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Another profile can be deleted.
  await page.goto('/profiles/manage');
  await page.getByRole('link', { name: 'Edit Emery' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Emery?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/profiles\/manage$/);
  await expect(page.getByRole('link', { name: 'Edit Emery' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: ADD_PROFILE })).toBeVisible();
});

test('a child profile loses the account links at once when its account access is switched off', async ({ page }) => {
  await newSubscriberByApi(page, 'childaccess');
  // A second profile with account access, chosen as the active profile.
  await page.goto('/profiles/new');
  await page.getByLabel('Name').fill('Kid');
  await page.getByRole('switch', { name: 'Account access' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/profiles\/manage$/);
  await page.goto('/profiles');
  await new ProfileChooser(page).pick('Kid');
  await page.goto('/profiles/manage');
  const navbar = new Navbar(page);
  await navbar.openMenu();
  await expect(navbar.root.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await navbar.openMenu();

  await page.getByRole('link', { name: 'Edit Kid' }).click();
  const access = page.getByRole('switch', { name: 'Account access' });
  await expect(access).toBeChecked();
  await access.click();
  await expect(access).not.toBeChecked();
  // At once: the navbar's account links are gone, and the account screens send this profile to /browse.
  await navbar.openMenu();
  await expect(navbar.root.getByRole('link', { name: MANAGE_PROFILES })).toBeVisible();
  await expect(navbar.root.getByRole('link', { name: 'Account', exact: true })).toHaveCount(0);
  await expect(navbar.root.getByRole('link', { name: 'Refer a Friend' })).toHaveCount(0);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/browse$/);
});
