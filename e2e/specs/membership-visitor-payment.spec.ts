import { CREATE_AN_ACCOUNT } from '@sift/contracts';
import { expect, test } from '../core/fixtures';
import { freshEmail, lastMail } from '../core/membership';
import { PaymentPage } from '../pages/payment.page';

test('a visitor on /membership/payment signs up first (002 §2.1) and comes back to payment with the plan; ir_click_id goes with the signup', async ({ page }) => {
  const email = freshEmail('visitor-pays');
  // What the sign-up calls send (ky sends a stream body, which the browser's request events do not show).
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __signupBodies: string[] }).__signupBodies = sent;
    const original = window.fetch;
    window.fetch = async (input, init) => {
      if (input instanceof Request && input.method === 'POST' && new URL(input.url).pathname === '/users/') sent.push(await input.clone().text());
      return original(input, init);
    };
  });
  const signupBodies = async () =>
    (await page.evaluate(() => (window as unknown as { __signupBodies: string[] }).__signupBodies)).map((b) => JSON.parse(b) as Record<string, unknown>);
  // An affiliate link: the click id is kept on arrival, wherever the visitor goes next.
  await page.goto('/wizard/v2/services?irclickid=clk-e2e-42');
  await expect(page.getByRole('progressbar', { name: 'Sign-up progress' })).toBeVisible();

  await page.goto('/membership/payment?selected_plan_id=2');
  await expect(page).toHaveURL(/\/membership\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: CREATE_AN_ACCOUNT })).toBeVisible();

  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  if (await form.getByLabel('Confirm email').isVisible()) await form.getByLabel('Confirm email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('watch-together-1');
  await form.getByLabel('Confirm password').fill('watch-together-1');
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/membership\/confirm-email$/);
  expect(await signupBodies()).toEqual([expect.objectContaining({ email, ir_click_id: 'clk-e2e-42' })]);
  const { code } = await lastMail(page.request, email);
  await page.getByRole('textbox', { name: 'Character 1 of 6' }).click();
  await page.keyboard.type(code!);

  // Back on payment, with the plan the visitor came with.
  await expect(page).toHaveURL(/\/membership\/payment\?selected_plan_id=2$/);
  const payment = new PaymentPage(page);
  await expect(payment.form.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  // The signup with the mailed code carried it too.
  expect((await signupBodies())[1]).toMatchObject({ confirmation_code: code, ir_click_id: 'clk-e2e-42' });
});
