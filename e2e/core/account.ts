import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newMemberByApi } from './membership';
import { API_URL } from './site';

/**
 * Demo gift cards the specs redeem (packages/api-server/src/seed/account.seed.ts, docs/demo-accounts.md). Each e2e run
 * starts on a fresh database; a spec that redeems a card uses its own, so specs never share one.
 */
export const GIFT_CARDS = {
  redeemTwice: { code: 'SIFT25ALPHA', pin: '2501', amount: 2_500 },
  wrongPin: { code: 'SIFT25BRAVO', pin: '2502', amount: 2_500 },
  paymentPage: { code: 'SIFT50ECHO', pin: '5005', amount: 5_000 },
} as const;

export const authHeaders = (token: string) => ({ authorization: `Token ${token}` });

/** Billing calls act as a profile with account access (docs/decisions/0065): the account's primary profile, as the site sends it. */
export async function billingHeaders(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  const profiles = (await (await request.get(`${API_URL}profiles/`, { headers: authHeaders(token) })).json()) as { results: { id: number; is_primary: boolean }[] };
  return { ...authHeaders(token), 'x-sift-profile-id': String(profiles.results.find((p) => p.is_primary)!.id) };
}

/** Makes `number` the member's default card, as the payment page would (the sandbox tokenizes it). */
export async function setCardByApi(request: APIRequestContext, token: string, number: string): Promise<void> {
  const pm = await request.post(`${API_URL}payments/sandbox/payment-methods/`, { data: { number, exp_month: 12, exp_year: 2031, cvc: '123' } });
  expect(pm.status()).toBe(201);
  const saved = await request.post(`${API_URL}stripe/customer/`, {
    headers: await billingHeaders(request, token),
    data: { token: (await pm.json()).id, name: 'Pat Doe', address_zip: '84101', address_country: 'US' },
  });
  expect(saved.status()).toBe(200);
}

/** A new member with a monthly plan paid by the sandbox's 4242 card, signed in in the browser. */
export async function newSubscriberByApi(page: Page, prefix = 'subscriber') {
  const member = await newMemberByApi(page, prefix);
  await setCardByApi(page.request, member.token, '4242424242424242');
  const sub = await page.request.post(`${API_URL}subscriptions/`, { headers: await billingHeaders(page.request, member.token), data: { subscription_plan_id: 2 } });
  expect(sub.status()).toBe(201);
  const subscription = (await sub.json()) as { id: number; status_v2: string };
  expect(subscription.status_v2).toBe('active');
  return { ...member, subscriptionId: subscription.id };
}

/** The member's subscription as the API says. */
export async function subscriptionOf(request: APIRequestContext, token: string) {
  const response = await request.get(`${API_URL}subscriptions/my-subscription/`, { headers: authHeaders(token) });
  return ((await response.json()) as { subscription: Record<string, unknown> | null }).subscription;
}

/** The member's credit balance in cents. */
export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${API_URL}transactions/balance/`, { headers: await billingHeaders(request, token) });
  return ((await response.json()) as { balance: number }).balance;
}
