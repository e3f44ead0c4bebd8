/**
 * A year of billing in simulated time (docs/decisions/0062-0065), shared by the jest suite (test/billing-year.test.ts,
 * on PGlite and on PostgreSQL) and `pnpm --filter @sift/api-server billing-year` (which prints what it costs in time).
 *
 * Fifteen members, each with a script of what they do and when (all at 00:00 UTC): monthly, yearly, a trial promo, a
 * once promo, a three-month promo, STAY50 from the cancel flow, gift credit, referral credit (both sides), a card the
 * bank declines from month four (dunning to cancellation), a card that needs 3-D Secure at every renewal, a card
 * replaced while past due, a member who subscribes on 31 January, an upgrade to annual mid-period, a cancellation at
 * period end, and a cancellation undone. The clock moves one day at a time for 13 months: each day the members act
 * through the API, then the billing tick runs and the job queue is drained; each member's access is read from the API.
 *
 * `expectedLedger` then says what every member should have been charged, computed again here from the spec's rules
 * (calendar months clamped to the month's end, anchored on the first billing day; discounts once / for N months /
 * forever; trials; credit spent only by paid invoices; dunning on day 1, 3, 5; proration to the second), written
 * without the server's code.
 */
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import type { SiftServer } from '../src/server';
import { call, signUp } from './helpers/test-server';
import { addCard, billingCall, tick } from './billing-helpers';

export const DAY = 24 * 3600 * 1000;
export const YEAR_START = Date.parse('2027-01-01T00:00:00Z');
/** 13 months of days: the last tick is at 2028-02-01 00:00 UTC. */
export const YEAR_DAYS = 396;
const MONTHLY = 999;
const YEARLY = 9_990;
const REFERRAL = 999;

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

type CardBehaviour = 'ok' | 'decline' | 'authenticate';

/** What a member does; every date is a day at 00:00 UTC, and what a member does on a day comes before that day's tick. */
export interface MemberScript {
  key: string;
  plan: 'monthly' | 'yearly';
  start: number;
  card: string;
  promo?: { code: string; trialDays?: number; percentOff?: number; amountOff?: number; duration?: 'once' | 'repeating' | 'forever'; months?: number };
  giftCard?: { code: string; pin: string; amount: number };
  /** Joins with this member's referral link. */
  referredBy?: string;
  /** The bank declines this member's card from this day (the card stays; charges fail). */
  bankDeclinesFrom?: number;
  /** Attaches a working card (4242) on this day. */
  replaceCardOn?: number;
  /** Completes 3-D Secure of a renewal this many days after it (the card asks at every payment). */
  authenticateAfterDays?: number;
  cancelOn?: number;
  reactivateOn?: number;
  stay50On?: number;
  upgradeOn?: number;
}

export const MEMBERS: MemberScript[] = [
  { key: 'monthly', plan: 'monthly', start: day('2027-01-02'), card: '4242424242424242' },
  { key: 'yearly', plan: 'yearly', start: day('2027-01-03'), card: '4242424242424242' },
  { key: 'trial', plan: 'monthly', start: day('2027-01-04'), card: '4242424242424242', promo: { code: 'free14', trialDays: 14 } },
  { key: 'once', plan: 'monthly', start: day('2027-01-05'), card: '4242424242424242', promo: { code: 'vidfor1', amountOff: 899, duration: 'once' } },
  { key: 'three-months', plan: 'monthly', start: day('2027-01-06'), card: '4242424242424242', promo: { code: 'babycomeback', percentOff: 50, duration: 'repeating', months: 3 } },
  { key: 'stay50', plan: 'monthly', start: day('2027-01-07'), card: '4242424242424242', stay50On: day('2027-02-17') },
  { key: 'gift', plan: 'monthly', start: day('2027-01-08'), card: '4242424242424242', giftCard: { code: 'SIFT50FOXTROT', pin: '5006', amount: 5_000 } },
  { key: 'referred', plan: 'monthly', start: day('2027-01-09'), card: '4242424242424242', referredBy: 'monthly' },
  { key: 'declines', plan: 'monthly', start: day('2027-01-10'), card: '4242424242424242', bankDeclinesFrom: day('2027-04-01') },
  { key: '3ds', plan: 'monthly', start: day('2027-01-11'), card: '4000002760003184', authenticateAfterDays: 1 },
  { key: 'replaced', plan: 'monthly', start: day('2027-01-12'), card: '4242424242424242', bankDeclinesFrom: day('2027-02-01'), replaceCardOn: day('2027-02-14') },
  { key: 'jan31', plan: 'monthly', start: day('2027-01-31'), card: '4242424242424242' },
  { key: 'upgrade', plan: 'monthly', start: day('2027-01-13'), card: '4242424242424242', upgradeOn: day('2027-03-23') },
  { key: 'cancel', plan: 'monthly', start: day('2027-01-14'), card: '4242424242424242', cancelOn: day('2027-02-19') },
  { key: 'reactivate', plan: 'monthly', start: day('2027-01-15'), card: '4242424242424242', cancelOn: day('2027-02-20'), reactivateOn: day('2027-02-25') },
];

export interface Member {
  script: MemberScript;
  userId: number;
  token: string;
  subscriptionId: number;
  /** Whether the API said the subscription was active, per simulated day index (from the member's start). */
  access: Map<number, boolean>;
  /** What the API's promo_price said the next invoice would charge, per simulated day index. */
  promoPrice: Map<number, string | null>;
  /** What the payment page's preview and the annual dialog said the upgrade would charge. */
  upgradePreview?: { dueToday: number; chargeEstimate: number };
}

export interface YearRun {
  members: Member[];
  /** Wall-clock milliseconds the simulated year took (days loop only), and by phase. */
  elapsedMs: number;
  days: number;
  phases: { act: number; tick: number; access: number };
}

/** 3-D Secure of a payment waiting for it, as the member's browser completes it. */
async function authenticate(app: SiftServer, token: string, subscriptionId: number) {
  const payment = await billingCall(app, 'GET', `/subscriptions/${subscriptionId}/latest-payment/`, { token });
  if (payment.body.status !== 'requires_action') return;
  const done = await call(app, 'POST', `/payments/sandbox/intents/${payment.body.intent_id}/authenticate/`, { body: { client_secret: payment.body.client_secret, outcome: 'complete' } });
  if (done.status !== 200) throw new Error(`authenticate: ${done.status} ${JSON.stringify(done.body)}`);
  await billingCall(app, 'POST', `/subscriptions/${subscriptionId}/confirm-payment-intent/`, { token, body: { intent_id: payment.body.intent_id } });
}

async function must(res: Promise<{ status: number; body: unknown }>, what: string) {
  const answer = await res;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** The bank starts declining a member's card: the provider's side of the card changes, the member's does not. */
async function bankDeclines(app: SiftServer, userId: number) {
  const [user] = await app.sift.db.select({ customerId: t.users.stripeCustomerId }).from(t.users).where(eq(t.users.id, userId));
  await app.sift.db.update(t.sandboxPaymentMethods).set({ behaviour: 'declined_on_charge' }).where(eq(t.sandboxPaymentMethods.customerId, user.customerId!));
}

async function act(app: SiftServer, script: MemberScript, member: Member | undefined, today: number, members: Map<string, Member>): Promise<Member | undefined> {
  if (today === script.start) {
    const me = await signUp(app);
    if (script.giftCard) await must(billingCall(app, 'POST', `/runa-gift-card/${script.giftCard.code}/redeem/`, { token: me.token, body: { pin: script.giftCard.pin } }), 'gift card');
    await must(addCard(app, me.token, script.card), 'card');
    const rupi = script.referredBy ? (await app.sift.db.select({ code: t.users.referralCode }).from(t.users).where(eq(t.users.id, members.get(script.referredBy)!.userId)))[0].code : undefined;
    const sub = await must(
      billingCall(app, 'POST', '/subscriptions/', {
        token: me.token,
        body: { subscription_plan_id: script.plan === 'yearly' ? 3 : 2, ...(script.promo && { subscription_promo_code: script.promo.code }), ...(rupi && { rupi }) },
      }),
      'subscribe',
    );
    const created: Member = { script, userId: me.id, token: me.token, subscriptionId: (sub.body as { id: number }).id, access: new Map(), promoPrice: new Map() };
    await authenticate(app, me.token, created.subscriptionId);
    return created;
  }
  if (!member) return member;
  const { token, subscriptionId } = member;
  if (script.bankDeclinesFrom === today) await bankDeclines(app, member.userId);
  if (script.replaceCardOn === today) {
    const saved = await must(addCard(app, token, '4242424242424242'), 'replace card');
    if ((saved.body as { past_due_payment?: { status: string } }).past_due_payment?.status !== 'succeeded') throw new Error(`the new card did not pay: ${JSON.stringify(saved.body)}`);
  }
  if (script.cancelOn === today) await must(billingCall(app, 'POST', '/subscriptions/cancel/', { token }), 'cancel');
  if (script.reactivateOn === today) await must(billingCall(app, 'POST', '/subscriptions/reactivate/', { token }), 'reactivate');
  if (script.stay50On === today) await must(billingCall(app, 'POST', `/subscriptions/${subscriptionId}/redeem-discount/`, { token, body: {} }), 'STAY50');
  if (script.upgradeOn === today) {
    const preview = await must(billingCall(app, 'GET', '/subscriptions/preview/?subscription_plan_id=3', { token }), 'preview');
    const annual = await must(billingCall(app, 'GET', `/subscriptions/${subscriptionId}/preview-annual-pricing/`, { token }), 'annual preview');
    member.upgradePreview = { dueToday: (preview.body as { due_today: number }).due_today, chargeEstimate: (annual.body as { charge_estimate: number }).charge_estimate };
    await must(billingCall(app, 'POST', `/subscriptions/${subscriptionId}/activate-annual-pricing/`, { token }), 'upgrade');
  }
  if (script.authenticateAfterDays !== undefined) await authenticate(app, token, subscriptionId);
  return member;
}

/**
 * Runs the year on a server whose clock is `clock` (a manual clock the server's settable clock wraps). The server must
 * allow tokens to live the whole year (limits tokenIdleMs / tokenAbsoluteMs).
 */
export async function runYear(app: SiftServer, clock: { now(): number; advance(ms: number): void }, options: { days?: number; checkAccess?: boolean } = {}): Promise<YearRun> {
  const days = options.days ?? (Number(process.env.BILLING_YEAR_DAYS) || YEAR_DAYS);
  const members = new Map<string, Member>();
  const started = Date.now();
  const phases = { act: 0, tick: 0, access: 0 };
  const lap = (phase: keyof typeof phases, since: number) => (phases[phase] += Date.now() - since);
  for (let index = 0; index <= days; index++) {
    const today = YEAR_START + index * DAY;
    if (clock.now() < today) clock.advance(today - clock.now());
    let since = Date.now();
    for (const script of MEMBERS) {
      const member = await act(app, script, members.get(script.key), today, members);
      if (member) members.set(script.key, member);
    }
    lap('act', since);
    since = Date.now();
    await tick(app);
    lap('tick', since);
    since = Date.now();
    if (options.checkAccess !== false) {
      for (const member of members.values()) {
        const summary = await billingCall(app, 'GET', '/subscriptions/my-subscription/', { token: member.token });
        member.access.set(index, Boolean(summary.body.subscription_is_active));
        member.promoPrice.set(index, summary.body.subscription?.promo_price ?? null);
      }
    }
    lap('access', since);
  }
  return { members: [...members.values()], elapsedMs: Date.now() - started, days, phases };
}

// ---- the rules, written again (no server code): what each member should have been charged ----

export interface ExpectedInvoice {
  periodStart: string;
  total: number;
  credit: number;
  card: number;
  status: 'paid' | 'uncollectible';
  /** When it was paid. */
  paidOn: string | null;
  reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
}

export interface ExpectedMember {
  invoices: ExpectedInvoice[];
  /** The first instant without access (null: still has it at the end). */
  accessEnds: number | null;
  creditLeft: number;
}

const daysInMonth = (year: number, month: number) => [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month];

/** `months` calendar months after `from`: the same day, or the month's last day when it has fewer. */
function calendarMonths(from: number, months: number): number {
  const d = new Date(from);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  return Date.UTC(year, month, Math.min(d.getUTCDate(), daysInMonth(year, month)), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
}

const iso = (at: number) => new Date(at).toISOString();

/**
 * Computes a member's invoices from the rules. `creditAt(at)` is credit the member got from outside by `at` (gift
 * cards, referral rewards); credit is spent only when an invoice is paid, first, before the card.
 */
function expectedFor(script: MemberScript, creditEvents: { at: number; amount: number }[], end: number): ExpectedMember {
  const invoices: ExpectedInvoice[] = [];
  let spent = 0;
  const creditBy = (at: number) => creditEvents.filter((e) => e.at <= at).reduce((sum, e) => sum + e.amount, 0) - spent;
  const cardWorks = (at: number) => !(script.bankDeclinesFrom !== undefined && at >= script.bankDeclinesFrom && !(script.replaceCardOn !== undefined && at >= script.replaceCardOn));
  const price = script.plan === 'yearly' ? YEARLY : MONTHLY;
  const months = script.plan === 'yearly' ? 12 : 1;
  const promo = script.promo;
  const trialEnd = promo?.trialDays ? script.start + promo.trialDays * DAY : null;

  // The discount on the subscription: from the start (a promo) or from the day STAY50 was taken.
  let discount: { percentOff?: number; amountOff?: number; once: boolean; until: number | null; used: boolean } | null =
    promo && (promo.percentOff || promo.amountOff)
      ? { percentOff: promo.percentOff, amountOff: promo.amountOff, once: promo.duration === 'once', until: promo.duration === 'repeating' ? calendarMonths(script.start, promo.months!) : null, used: false }
      : null;
  const off = (amount: number, at: number) => {
    if (script.stay50On !== undefined && at >= script.stay50On && !discount) discount = { percentOff: 50, once: false, until: calendarMonths(script.stay50On, 3), used: false };
    if (!discount || discount.used || (discount.until !== null && at >= discount.until)) return 0;
    if (discount.once) discount.used = true;
    return discount.percentOff ? Math.round((amount * discount.percentOff) / 100) : Math.min(amount, discount.amountOff!);
  };

  /** Pays an invoice made at `at`: on that day if the card works (or credit covers it), else by dunning. */
  const bill = (at: number, periodStart: number, subtotal: number, reason: ExpectedInvoice['reason'], discountable = true): number | null => {
    const total = subtotal - (discountable ? off(subtotal, at) : 0);
    const attempts = [at, ...(reason === 'subscription_cycle' ? [1, 3, 5].map((d) => at + d * DAY) : [])];
    // A card replaced while past due pays at once, between two attempts.
    if (script.replaceCardOn !== undefined && script.replaceCardOn > at && script.replaceCardOn < attempts[attempts.length - 1]) attempts.push(script.replaceCardOn);
    attempts.sort((a, b) => a - b);
    for (const attempt of attempts) {
      if (attempt > end) return null;
      const credit = Math.min(total, Math.max(0, creditBy(attempt)));
      const card = total - credit;
      // 3-D Secure at every payment: the member completes it `authenticateAfterDays` later (the first one on the spot).
      const paidAt = script.authenticateAfterDays !== undefined && card > 0 && reason === 'subscription_cycle' ? at + script.authenticateAfterDays * DAY : attempt;
      if (card === 0 || cardWorks(attempt)) {
        // The payment made at `attempt` asked for `card`: credit covers the rest when it is paid.
        spent += credit;
        invoices.push({ periodStart: iso(periodStart), total, credit, card, status: 'paid', paidOn: iso(paidAt), reason });
        return paidAt;
      }
    }
    invoices.push({ periodStart: iso(periodStart), total, credit: 0, card: 0, status: 'uncollectible', paidOn: null, reason });
    return -1;
  };

  let anchor = trialEnd ?? script.start;
  let interval = months;
  let periodStart = script.start;
  if (!trialEnd) bill(script.start, script.start, price, 'subscription_create');
  let index = trialEnd ? 0 : 1;
  let currentPrice = price;
  let lastPeriodValue = price - (invoices[0] ? price - invoices[0].total : 0);
  for (;;) {
    const boundary = calendarMonths(anchor, index * interval);
    // An upgrade before this boundary: the unused part of the period is credited against the yearly price, paid at once.
    if (script.upgradeOn !== undefined && script.upgradeOn < boundary && script.upgradeOn > periodStart) {
      const unused = Math.round((lastPeriodValue * (boundary - script.upgradeOn)) / (boundary - periodStart));
      bill(script.upgradeOn, script.upgradeOn, Math.max(0, YEARLY - unused), 'subscription_update', false);
      anchor = script.upgradeOn;
      interval = 12;
      index = 1;
      currentPrice = YEARLY;
      lastPeriodValue = YEARLY;
      periodStart = script.upgradeOn;
      discount = null;
      continue;
    }
    if (boundary > end) return { invoices, accessEnds: null, creditLeft: creditBy(end) };
    const cancelled = script.cancelOn !== undefined && script.cancelOn < boundary && !(script.reactivateOn !== undefined && script.reactivateOn < boundary);
    if (cancelled) return { invoices, accessEnds: boundary, creditLeft: creditBy(end) };
    const paid = bill(boundary, boundary, currentPrice, 'subscription_cycle');
    if (paid === -1) return { invoices, accessEnds: boundary + 5 * DAY, creditLeft: creditBy(end) };
    lastPeriodValue = invoices[invoices.length - 1].total;
    periodStart = boundary;
    index++;
  }
}

/** Every member's expected ledger; referral credit reaches both sides the day the referred member first pays with money. */
export function expectedLedger(end = YEAR_START + YEAR_DAYS * DAY): Map<string, ExpectedMember> {
  const out = new Map<string, ExpectedMember>();
  const credits = new Map<string, { at: number; amount: number }[]>(MEMBERS.map((m) => [m.key, m.giftCard ? [{ at: m.start, amount: m.giftCard.amount }] : []]));
  // The referred member's first payment: computed first, since it makes the referrer's credit.
  const referred = MEMBERS.filter((m) => m.referredBy);
  for (const script of referred) {
    const first = expectedFor(script, credits.get(script.key)!, end).invoices.find((i) => i.status === 'paid' && i.card > 0);
    if (!first) continue;
    const at = Date.parse(first.paidOn!);
    credits.get(script.key)!.push({ at: at + 1, amount: REFERRAL });
    credits.get(script.referredBy!)!.push({ at: at + 1, amount: REFERRAL });
  }
  for (const script of MEMBERS) out.set(script.key, expectedFor(script, credits.get(script.key)!, end));
  return out;
}

/** What the year tells about one member: the invoices the server recorded, and its sandbox charges. */
export async function observedLedger(app: SiftServer, member: Member) {
  const db = app.sift.db;
  const invoices = await db.select().from(t.invoices).where(eq(t.invoices.userId, member.userId));
  invoices.sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime() || a.invoicedAt.getTime() - b.invoicedAt.getTime());
  const [user] = await db.select({ customerId: t.users.stripeCustomerId }).from(t.users).where(eq(t.users.id, member.userId));
  const charges = await db.select().from(t.sandboxCharges).where(eq(t.sandboxCharges.customerId, user.customerId!));
  const [customer] = await db.select().from(t.sandboxCustomers).where(eq(t.sandboxCustomers.id, user.customerId!));
  const balance = await db.select().from(t.sandboxBalanceTransactions).where(eq(t.sandboxBalanceTransactions.customerId, user.customerId!));
  const notices = await db.select().from(t.billingNotices).where(eq(t.billingNotices.userId, member.userId));
  const credits = await db.select().from(t.accountCredits).where(eq(t.accountCredits.userId, member.userId));
  return { invoices, charges, creditLeft: Math.max(0, -customer.balance), balance, notices, credits };
}
