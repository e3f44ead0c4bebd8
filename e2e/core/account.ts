import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newMemberByApi } from './membership';
import { API_URL } from './site';

export interface GiftCard {
  code: string;
  pin: string;
  /** Cents. */
  amount: number;
}

/**
 * A new gift card of `amount` cents, issued by the development API (POST /dev/gift-cards/) for the spec that redeems
 * it: the demo cards redeem once, so a spec redeeming one could not run twice on the same site.
 */
export async function issueGiftCard(request: APIRequestContext, amount: number): Promise<GiftCard> {
  const res = await request.post(`${API_URL}dev/gift-cards/`, { data: { amount } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as GiftCard;
}

/** A PIN that is not the card's. */
export const wrongPinOf = (card: GiftCard) => String((Number(card.pin) + 1) % 10_000).padStart(card.pin.length, '0');

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
