import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, SITE_URL } from './site';

let counter = 0;
/** A fresh address for an account a test creates (tests run in parallel and never share one). */
export const freshEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}${Math.floor(Math.random() * 1e6)}@e2e.example`;

/** The newest mail to `to` in the development outbox (codes and links). */
export async function lastMail(request: APIRequestContext, to: string): Promise<{ code: string | null; link: string | null; subject: string }> {
  let mail: { code: string | null; link: string | null; subject: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}dev/outbox.json?to=${encodeURIComponent(to)}`);
      mail = ((await response.json()) as typeof mail[])[0];
      return Boolean(mail);
    })
    .toBe(true);
  return mail!;
}

/**
 * A new account made through the API (no subscription), signed in in the browser. The server asks for the e-mail to
 * be confirmed first (202, a code mailed to the outbox), then the signup with the code answers 201.
 */
export async function newMemberByApi(page: Page, prefix = 'member'): Promise<{ email: string; password: string; token: string }> {
  const email = freshEmail(prefix);
  const password = 'watch-together-1';
  let response = await page.request.post(`${API_URL}users/`, { data: { email, password } });
  if (response.status() === 202) {
    const { code } = await lastMail(page.request, email);
    response = await page.request.post(`${API_URL}users/`, { data: { email, password, confirmation_code: code } });
  }
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.context().addCookies([{ name: 'sift_token', value: token, url: SITE_URL, secure: true, sameSite: 'Lax' }]);
  return { email, password, token };
}

/** What the API says about the account's subscription. */
export async function mySubscription(request: APIRequestContext, token: string) {
  const response = await request.get(`${API_URL}subscriptions/my-subscription/`, { headers: { authorization: `Token ${token}` } });
  return (await response.json()) as { subscription: { id: number; status_v2: string; subscription_is_active: boolean; plan_id: number } | null; subscription_is_active: boolean };
}
