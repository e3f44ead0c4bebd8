import { CONFIRMATION_CODE_INVALID, EMAILS_MUST_MATCH, NEW_PASSWORDS_DO_NOT_MATCH, PASSWORD_MIN_8, PROVIDE_CURRENT_PASSWORD } from '@sift/contracts';
import { newSubscriberByApi } from '../core/account';
import { expect, test } from '../core/fixtures';
import { freshEmail, lastMail } from '../core/membership';
import { AccountPage } from '../pages/account.page';
import { LoginPage } from '../pages/login.page';
import { Navbar } from '../pages/navbar';

test('a member changes name, e-mail (code from the outbox) and password, then logs in with the new password', async ({ page, consoleErrors }) => {
  const member = await newSubscriberByApi(page, 'settings');
  const account = new AccountPage(page);
  await account.open();

  // Name
  await account.section('Account and billing info').getByRole('button', { name: 'Change name' }).click();
  const nameDialog = account.dialog('Change name');
  await nameDialog.getByLabel('First name').fill('Robin');
  await nameDialog.getByLabel('Last name').fill('Hale');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog).toBeHidden();
  await expect(page.getByTestId('account-name')).toHaveText('Robin Hale');

  // E-mail: the rules first, then the code mailed to the new address (a wrong one clears the boxes).
  const newEmail = freshEmail('renamed');
  await account.section('Account and billing info').getByRole('button', { name: 'Change email' }).click();
  const emailDialog = account.dialog('Change email');
  await emailDialog.getByLabel('New email', { exact: true }).fill(newEmail);
  await emailDialog.getByLabel('Confirm new email').fill(`x${newEmail}`);
  await emailDialog.getByLabel('Password').fill(member.password);
  await emailDialog.getByRole('button', { name: 'Send code' }).click();
  await expect(emailDialog.getByText(EMAILS_MUST_MATCH)).toBeVisible();
  await emailDialog.getByLabel('Confirm new email').fill(newEmail);
  await emailDialog.getByRole('button', { name: 'Send code' }).click();
  const boxes = emailDialog.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox');
  await expect(boxes.first()).toBeFocused();
  await boxes.first().pressSequentially('ZZZZZZ');
  await expect(emailDialog.getByText(CONFIRMATION_CODE_INVALID)).toBeVisible();
  await expect(boxes.first()).toHaveValue('');
  const { code } = await lastMail(page.request, newEmail);
  await boxes.first().pressSequentially(code!);
  await expect(emailDialog.getByText(`Your e-mail is now ${newEmail}.`)).toBeVisible();
  await emailDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);

  // Password: the three texts of 002 §5, then the server's message, then success.
  await account.section('Account and billing info').getByRole('button', { name: 'Change password' }).click();
  const passwordDialog = account.dialog('Change password');
  const submit = passwordDialog.getByRole('button', { name: 'Change password' });
  await passwordDialog.getByLabel('New password', { exact: true }).fill('short');
  await passwordDialog.getByLabel('Confirm new password').fill('other');
  await submit.click();
  await expect(passwordDialog.getByText(PROVIDE_CURRENT_PASSWORD)).toBeVisible();
  await expect(passwordDialog.getByText(NEW_PASSWORDS_DO_NOT_MATCH)).toBeVisible();
  await passwordDialog.getByLabel('Confirm new password').fill('short');
  await passwordDialog.getByLabel('Current password').fill(member.password);
  await submit.click();
  await expect(passwordDialog.getByText(PASSWORD_MIN_8)).toBeVisible();
  await passwordDialog.getByLabel('Current password').fill('not-my-password');
  await passwordDialog.getByLabel('New password', { exact: true }).fill('brand-new-secret-9');
  await passwordDialog.getByLabel('Confirm new password').fill('brand-new-secret-9');
  await submit.click();
  await expect(passwordDialog.getByText('Your current password is incorrect.')).toBeVisible();
  await passwordDialog.getByLabel('Current password').fill(member.password);
  await submit.click();
  await expect(passwordDialog).toBeHidden();
  await expect(page.getByText('Your password has been changed.', { exact: true })).toBeVisible();

  // The new e-mail and password sign in.
  await new Navbar(page).go('Log Out');
  await page.goto('/login');
  await new LoginPage(page).signIn(newEmail, 'brand-new-secret-9');
  // A member who has not onboarded goes on to setup (000 §4.2): signed in either way.
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account');
  await expect(page.getByTestId('account-name')).toHaveText('Robin Hale');
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);
  expect(consoleErrors).toEqual([]);
});
