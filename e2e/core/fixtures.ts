import { test as base, expect, type Page } from '@playwright/test';
import { API_URL, DEMO_PASSWORD, SITE_URL } from './site';

/** Signs in through the API and hands the browser the token cookie, as the login page would. */
export async function signInByApi(page: Page, email: string): Promise<void> {
  const response = await page.request.post(`${API_URL}api-token-auth/`, {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), `login of ${email} answered ${response.status()}`).toBeTruthy();
  const { token } = (await response.json()) as { token: string };
  await page.context().addCookies([
    { name: 'sift_token', value: token, url: SITE_URL, secure: true, sameSite: 'Lax' },
  ]);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});
export { expect };
