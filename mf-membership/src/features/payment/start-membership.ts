import {
  PLACEHOLDER_PAYMENT_TOKEN,
  STORAGE_KEYS,
  SUBSCRIPTION_MISSING,
  SUBSCRIPTION_POLL_MS,
  SUBSCRIPTION_POLL_TIMES,
  type SubscribeResponse,
  type SubscriptionPlan,
} from '@sift/contracts';
import type { ApiClient } from '@sift/api-client';
import type { BillingDetails, CardEntryHandle } from '@sift/payment-ui';

export interface StartMembershipInput {
  userId: number;
  plan: SubscriptionPlan;
  promoCode: string | null;
  billing: BillingDetails;
  card: CardEntryHandle | null;
  rupi: string | null;
  /** The affiliate click id the visitor arrived with (002 §7 subscribe: ir_click_id). */
  irClickId?: string | null;
}

export interface StartMembershipDeps {
  api: Pick<ApiClient, 'membership'>;
  sleep?: (ms: number) => Promise<void>;
  newKey?: () => string;
}

export class PaymentFailed extends Error {}

const storageKey = (input: Pick<StartMembershipInput, 'userId' | 'plan' | 'promoCode'>) =>
  `${input.userId}:${input.plan.id}:${(input.promoCode ?? '').toLowerCase()}`;

/**
 * The idempotency key of this user's subscribe request for this plan and promo, kept in session storage until the
 * membership is active: a double click, a retry or a reload in the middle sends the same key, so the server answers
 * the same subscription (docs/decisions/0035).
 */
export function subscribeKeyFor(input: Pick<StartMembershipInput, 'userId' | 'plan' | 'promoCode'>, newKey: () => string): string {
  const wanted = storageKey(input);
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.subscribeKey) ?? 'null') as { for: string; key: string } | null;
    if (stored?.for === wanted) return stored.key;
    const key = newKey();
    sessionStorage.setItem(STORAGE_KEYS.subscribeKey, JSON.stringify({ for: wanted, key }));
    return key;
  } catch {
    return newKey();
  }
}

export const hasSubscribeInFlight = () => sessionStorage.getItem(STORAGE_KEYS.subscribeKey) !== null;
export const forgetSubscribeKey = () => sessionStorage.removeItem(STORAGE_KEYS.subscribeKey);

/**
 * Start Membership (002 §4): the card becomes the customer's default (a plan without billing info uses the
 * placeholder token), the plan is subscribed with the idempotency key, a payment that requires action is confirmed
 * with the provider's client library, then the subscription is polled every 1 s, up to 5 times, until status_v2 is
 * active. A failed payment throws the provider's message (from the latest payment info).
 */
export async function startMembership(input: StartMembershipInput, deps: StartMembershipDeps): Promise<SubscribeResponse> {
  const { api } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const token = input.plan.requires_billing_info && input.card ? await input.card.createToken(input.billing) : PLACEHOLDER_PAYMENT_TOKEN;
  await api.membership.saveCustomer({ token, ...input.billing });
  const key = subscribeKeyFor(input, deps.newKey ?? (() => crypto.randomUUID()));
  let subscription = await api.membership.subscribe({
    subscription_plan_id: input.plan.id,
    subscription_promo_code: input.promoCode,
    idempotency_key: key,
    rupi: input.rupi,
    ir_click_id: input.irClickId ?? null,
    plan_id: input.plan.id,
    price: input.plan.price,
    promo: input.promoCode,
    name: input.billing.name,
    zip: input.billing.address_zip,
  });
  const payment = subscription.latest_payment;
  if (subscription.status_v2 !== 'active' && payment?.status === 'requires_action' && input.card) {
    let refused: Error | null = null;
    await input.card.confirm(payment).catch((error: Error) => {
      refused = error;
    });
    subscription = await api.membership.confirmPaymentIntent(subscription.id, payment.intent_id);
    if (refused && subscription.status_v2 !== 'active') {
      forgetSubscribeKey();
      throw new PaymentFailed((refused as Error).message);
    }
  }
  for (let attempt = 0; subscription.status_v2 !== 'active' && attempt < SUBSCRIPTION_POLL_TIMES; attempt++) {
    const failed = subscription.latest_payment?.status === 'requires_payment_method';
    if (failed) break;
    await sleep(SUBSCRIPTION_POLL_MS);
    const summary = await api.membership.mySubscription();
    if (summary.subscription?.id === subscription.id) subscription = { ...summary.subscription, latest_payment: subscription.latest_payment };
  }
  if (subscription.status_v2 === 'active') {
    forgetSubscribeKey();
    return subscription;
  }
  // Still incomplete: the next try is a new request (the server replaces the incomplete subscription).
  forgetSubscribeKey();
  const latest = await api.membership.latestPayment(subscription.id).catch(() => null);
  throw new PaymentFailed(latest?.error_message ?? SUBSCRIPTION_MISSING);
}
