/**
 * Issue 17's proof: a year of billing in simulated time (test/billing-year-scenario.ts), on PGlite here and on
 * PostgreSQL in the PostgreSQL run. The server's clock moves one day at a time for 13 months; each day the members act
 * through the API, the billing tick runs and the job queue is drained. Then the ledger: every charge equals what the
 * rules say (computed again in the scenario, without the server's code), no period is charged twice, no credit is lost,
 * access on each day matches the payment state, and every member got one receipt per paid invoice.
 * @long-running: minutes of one worker (started first: packages/build-config/jest-sequencer.js).
 */
import { eq, isNull, sql } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { DAY, expectedLedger, MEMBERS, observedLedger, runYear, YEAR_START, type YearRun } from './billing-year-scenario';
import { manualClock, startTestServer, type TestServer } from './helpers/test-server';
import { billingCall } from './billing-helpers';

jest.setTimeout(60 * 60 * 1000);

let server: TestServer;
let run: YearRun;
let expected: ReturnType<typeof expectedLedger>;
const YEAR_MS = 400 * DAY;

beforeAll(async () => {
  const clock = manualClock(YEAR_START);
  server = await startTestServer({ clock, limits: { tokenIdleMs: YEAR_MS, tokenAbsoluteMs: YEAR_MS } });
  run = await runYear(server.app, clock);
  expected = expectedLedger(YEAR_START + run.days * DAY);
  process.stdout.write(`billing year: ${run.members.length} members, ${run.days} days in ${(run.elapsedMs / 1000).toFixed(1)} s (members acting ${(run.phases.act / 1000).toFixed(1)} s, billing ticks ${(run.phases.tick / 1000).toFixed(1)} s, access checks ${(run.phases.access / 1000).toFixed(1)} s)\n`);
});
afterAll(() => server?.close());

const member = (key: string) => run.members.find((m) => m.script.key === key)!;

it('covers every member of the scenario', () => {
  expect(run.members.map((m) => m.script.key).sort()).toEqual(MEMBERS.map((m) => m.key).sort());
  expect(run.members.length).toBeGreaterThanOrEqual(12);
});

describe.each(MEMBERS.map((m) => [m.key] as const))('%s', (key) => {
  it('was charged what the rules say, each period once', async () => {
    const observed = await observedLedger(server.app, member(key));
    const want = expected.get(key)!;
    expect(
      observed.invoices.map((i) => ({
        periodStart: i.periodStart.toISOString(),
        total: i.total,
        credit: i.creditApplied,
        card: i.amountPaid,
        status: i.status,
        paidOn: i.paidAt?.toISOString() ?? null,
        reason: i.billingReason,
      })),
    ).toEqual(want.invoices);
    // Money taken: one charge per invoice paid with the card, of its card amount; nothing else.
    const paidByCard = observed.invoices.filter((i) => i.status === 'paid' && i.amountPaid > 0);
    expect(observed.charges.map((c) => c.amount).sort()).toEqual(paidByCard.map((i) => i.amountPaid).sort());
    expect(new Set(observed.charges.map((c) => c.invoiceId)).size).toBe(observed.charges.length);
    // No period paid twice: the paid invoices' periods do not overlap, except a change of plan's own period.
    const paid = observed.invoices.filter((i) => i.status === 'paid').sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
    for (let i = 1; i < paid.length; i++) {
      if (paid[i].billingReason !== 'subscription_update') expect(paid[i].periodStart.getTime()).toBeGreaterThanOrEqual(paid[i - 1].periodEnd.getTime());
    }
  });

  it('lost no credit: what was added, less what paid invoices spent, is the balance', async () => {
    const observed = await observedLedger(server.app, member(key));
    const added = observed.credits.reduce((sum, c) => sum + c.amount, 0);
    const spent = observed.invoices.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.creditApplied, 0);
    expect(observed.creditLeft).toBe(added - spent);
    expect(observed.creditLeft).toBe(expected.get(key)!.creditLeft);
    // The provider's own ledger agrees: its balance transactions sum to the balance.
    expect(0 - observed.balance.reduce((sum, b) => sum + b.amount, 0) || 0).toBe(observed.creditLeft);
    // A refused payment spent nothing: every credit spent belongs to a paid invoice.
    const spentByProvider = observed.balance.filter((b) => b.type === 'applied_to_invoice').reduce((sum, b) => sum + b.amount, 0);
    expect(spentByProvider).toBe(spent);
  });

  it('had access on exactly the days the payment state allows', () => {
    const m = member(key);
    const ends = expected.get(key)!.accessEnds;
    const wrong: string[] = [];
    for (const [index, active] of m.access) {
      const at = YEAR_START + index * DAY;
      const should = at >= m.script.start && (ends === null || at < ends);
      if (active !== should) wrong.push(`${new Date(at).toISOString().slice(0, 10)}: ${active}`);
    }
    expect(wrong).toEqual([]);
  });

  it("says in its promo fields what the next invoice charges, until the discount ends (a trial aside: it shows the price after it)", () => {
    if (key === 'trial') return;
    const m = member(key);
    const invoices = expected.get(key)!.invoices;
    const wrong: string[] = [];
    for (const [index, promoPrice] of m.promoPrice) {
      const at = YEAR_START + index * DAY;
      const next = invoices.find((i) => Date.parse(i.periodStart) > at);
      const ends = expected.get(key)!.accessEnds;
      const renewing = next && (ends === null || Date.parse(next.periodStart) < ends);
      const full = m.script.plan === 'yearly' || (m.script.upgradeOn !== undefined && at >= m.script.upgradeOn) ? 9_990 : 999;
      // STAY50 is known from the day it is taken, not before.
      const known = m.script.stay50On === undefined || at >= m.script.stay50On;
      const want = renewing && known && next.total < full ? (next.total / 100).toFixed(2).replace(/\.00$/, '') : null;
      if (promoPrice !== want) wrong.push(`${new Date(at).toISOString().slice(0, 10)}: ${promoPrice} (want ${want})`);
    }
    expect(wrong).toEqual([]);
  });

  it('got one receipt per paid invoice, each sent', async () => {
    const observed = await observedLedger(server.app, member(key));
    const receipts = observed.notices.filter((n) => n.kind === 'receipt');
    const paid = observed.invoices.filter((i) => i.status === 'paid');
    expect(receipts.map((r) => r.key).sort()).toEqual(paid.map((i) => `receipt:${i.providerInvoiceId}`).sort());
    expect(receipts.every((r) => r.sentAt !== null)).toBe(true);
  });
});

describe('the year, in particular', () => {
  it('bills the member who subscribed on 31 January on the last day of shorter months', async () => {
    const observed = await observedLedger(server.app, member('jan31'));
    expect(observed.invoices.map((i) => i.periodStart.toISOString().slice(0, 10))).toEqual([
      '2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30', '2027-07-31',
      '2027-08-31', '2027-09-30', '2027-10-31', '2027-11-30', '2027-12-31', '2028-01-31',
    ]);
  });

  it('dunning: a mail at each failed attempt (renewal, day 1, day 3), the end after day 5, access ended then', async () => {
    const observed = await observedLedger(server.app, member('declines'));
    const failed = observed.notices.filter((n) => n.kind === 'payment_failed').map((n) => n.key.split(':').pop());
    expect(failed.sort()).toEqual(['1', '2', '3']);
    expect(observed.notices.filter((n) => n.kind === 'dunning_ended')).toHaveLength(1);
    const answer = await billingCall(server.app, 'GET', '/subscriptions/my-subscription/', { token: member('declines').token });
    expect(answer.body).toMatchObject({ subscription_is_active: false, subscription: { is_renewing: false, is_past_due: false } });
  });

  it('the upgrade charged what both previews said', async () => {
    const upgrade = member('upgrade');
    const charged = expected.get('upgrade')!.invoices.find((i) => i.reason === 'subscription_update')!;
    expect(upgrade.upgradePreview).toEqual({ dueToday: charged.card, chargeEstimate: charged.card });
  });

  it('reminded the trial and the yearly member ahead, and asked the 3-D Secure member to confirm each renewal', async () => {
    const trial = await observedLedger(server.app, member('trial'));
    expect(trial.notices.filter((n) => n.kind === 'trial_ending')).toHaveLength(1);
    const yearly = await observedLedger(server.app, member('yearly'));
    expect(yearly.notices.filter((n) => n.kind === 'renewal_reminder')).toHaveLength(1);
    const threeDs = await observedLedger(server.app, member('3ds'));
    const renewals = threeDs.invoices.filter((i) => i.billingReason === 'subscription_cycle').length;
    expect(threeDs.notices.filter((n) => n.kind === 'payment_action_required')).toHaveLength(renewals);
  });

  it('left nothing behind: every event applied, every notice sent, no job failed', async () => {
    const db = server.app.sift.db;
    expect(await db.select().from(t.billingEvents).where(isNull(t.billingEvents.processedAt))).toEqual([]);
    expect(await db.select().from(t.billingNotices).where(isNull(t.billingNotices.sentAt))).toEqual([]);
    expect(await db.select().from(t.sandboxEvents).where(isNull(t.sandboxEvents.deliveredAt))).toEqual([]);
    expect(await server.app.sift.jobs.pending()).toBe(0);
    const failed = (await db.execute(sql`select count(*)::int as n from pgboss.job where state = 'failed'`)) as unknown as { rows?: { n: number }[] } | { n: number }[];
    expect((Array.isArray(failed) ? failed : failed.rows!)[0].n).toBe(0);
    // And the sandbox's events reached the handler once each.
    const [events] = await db.select({ n: t.billingEvents.id }).from(t.billingEvents).where(eq(t.billingEvents.provider, 'sandbox')).limit(1);
    expect(events).toBeDefined();
  });
});
