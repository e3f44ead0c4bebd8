/**
 * Production's shape (docs/decisions/0061, 0062): two API processes that only send jobs (SIFT_WORKER=0) and two
 * workers (SIFT_WORKER=1) on one PostgreSQL. Members subscribe through both APIs; the development clock is moved
 * through one API (its offset is shared through the database) past each month's renewal and the dunning days; the
 * workers do the billing. Each renewal is billed once: one invoice per period, one charge per paid invoice, one
 * receipt each. PostgreSQL run only (PGlite serves one process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { FIXTURE_MEDIA_DIR, openTestDatabase } from './helpers/test-server';

jest.setTimeout(30 * 60 * 1000);

const DATABASE = process.env.TEST_DATABASE_URL;
const MONTHS = 12;
const GOOD = 8;
const DECLINING = 2;
const START = Date.parse('2027-01-05T00:00:00Z');

interface Proc {
  child: ChildProcess;
  url?: string;
}

function start(env: NodeJS.ProcessEnv, ready: RegExp): Promise<Proc> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')], {
      cwd: path.join(__dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        NODE_OPTIONS: '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SIFT_SEED_WORKS: '30',
        SIFT_DEMO_MEDIA_DIR: FIXTURE_MEDIA_DIR,
        SIFT_JOBS_SCHEDULE: 'off',
        SIFT_JOBS_POLL_MS: '200',
        SIFT_RATE_LIMIT_PER_MINUTE: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = ready.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.stderr!.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => reject(new Error(`process exited ${code}: ${err.slice(-2000)}`)));
  });
}

async function http(base: string, method: string, url: string, options: { token?: string; profile?: number; body?: unknown } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-sift-platform': 'web',
      ...(options.token && { authorization: `Token ${options.token}` }),
      ...(options.profile && { 'x-sift-profile-id': String(options.profile) }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const describeOnPostgres = DATABASE ? describe : describe.skip;

describeOnPostgres('two API processes and two workers on one PostgreSQL', () => {
  const procs: Proc[] = [];
  let drop: () => Promise<void>;
  let db: import('../src/db/database').Database;
  let apis: string[] = [];

  beforeAll(async () => {
    const scratch = await openTestDatabase();
    db = scratch.database;
    drop = scratch.drop;
    const env = { DATABASE_URL: scratch.url! };
    // The first API migrates and seeds; the others start on the migrated database (and would wait on its lock).
    procs.push(await start({ ...env, SIFT_WORKER: '0' }, /listening on (http:\/\/[\d.:]+)/));
    const rest = await Promise.all([
      start({ ...env, SIFT_WORKER: '0' }, /listening on (http:\/\/[\d.:]+)/),
      start({ ...env, SIFT_WORKER: '1' }, /Sift worker \S+ (running) jobs/),
      start({ ...env, SIFT_WORKER: '1' }, /Sift worker \S+ (running) jobs/),
    ]);
    procs.push(...rest);
    apis = [procs[0].url!, procs[1].url!];
  });

  afterAll(async () => {
    for (const proc of procs) proc.child.kill('SIGTERM');
    await Promise.all(procs.map((p) => new Promise((resolve) => (p.child.exitCode !== null ? resolve(null) : p.child.once('exit', resolve)))));
    await drop?.();
  });

  /** Moves the shared clock through the first API and waits until the workers have done everything now due. */
  async function moveClock(at: number) {
    const moved = await http(apis[0], 'PUT', '/dev/clock/', { body: { now: new Date(at).toISOString() } });
    expect(moved.status).toBe(200);
    // The other API reads the shared offset at once when asked.
    expect(Date.parse((await http(apis[1], 'GET', '/dev/clock/')).body.now)).toBeGreaterThanOrEqual(at);
    let idle = 0;
    for (let i = 0; i < 600 && idle < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const [jobs] = [await http(apis[1], 'GET', '/dev/jobs/')];
      const [undelivered] = await db.db.select({ n: sql<number>`count(*)::int` }).from(t.sandboxEvents).where(sql`${t.sandboxEvents.deliveredAt} is null`);
      const [unapplied] = await db.db.select({ n: sql<number>`count(*)::int` }).from(t.billingEvents).where(sql`${t.billingEvents.processedAt} is null`);
      idle = jobs.body.pending === 0 && undelivered.n === 0 && unapplied.n === 0 ? idle + 1 : 0;
    }
    expect(idle).toBe(3);
  }

  it('bills each renewal once', async () => {
    await moveClock(START);
    const members: { email: string; token: string; profile: number; id: number; declining: boolean }[] = [];
    for (let i = 0; i < GOOD + DECLINING; i++) {
      const api = apis[i % 2];
      const email = `proc-${i}-${Date.now()}@test.example`;
      let res = await http(api, 'POST', '/users/', { body: { email, password: 'secret-pass-1' } });
      if (res.status === 202) {
        const mail = await http(api, 'GET', `/dev/outbox.json?to=${encodeURIComponent(email)}`);
        res = await http(api, 'POST', '/users/', { body: { email, password: 'secret-pass-1', confirmation_code: mail.body[0].code } });
      }
      expect(res.status).toBe(201);
      const { token, id } = res.body;
      const profile = (await http(api, 'GET', '/profiles/', { token })).body.results[0].id;
      const declining = i >= GOOD;
      const pm = await http(api, 'POST', '/payments/sandbox/payment-methods/', { body: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' } });
      expect((await http(api, 'POST', '/stripe/customer/', { token, profile, body: { token: pm.body.id } })).status).toBe(200);
      const sub = await http(api, 'POST', '/subscriptions/', { token, profile, body: { subscription_plan_id: 2 } });
      expect(sub.status).toBe(201);
      members.push({ email, token, profile, id, declining });
    }
    // The declining members' bank starts declining before the second month.
    for (const m of members.filter((x) => x.declining)) {
      const [user] = await db.db.select({ customerId: t.users.stripeCustomerId }).from(t.users).where(eq(t.users.id, m.id));
      await db.db.update(t.sandboxPaymentMethods).set({ behaviour: 'declined_on_charge' }).where(eq(t.sandboxPaymentMethods.customerId, user.customerId!));
    }

    // Each month: the renewal, then dunning's day 1, 3 and 5 (the tick finds what is due at each).
    const { monthsAfter } = await import('../src/billing/calendar');
    for (let month = 1; month <= MONTHS; month++) {
      const boundary = monthsAfter(new Date(START), month).getTime();
      for (const days of [0, 1, 3, 5]) await moveClock(boundary + days * 86_400_000 + 3_600_000);
    }

    for (const m of members) {
      const [user] = await db.db.select({ customerId: t.users.stripeCustomerId }).from(t.users).where(eq(t.users.id, m.id));
      const invoices = await db.db.select().from(t.sandboxInvoices).where(eq(t.sandboxInvoices.customerId, user.customerId!));
      const charges = await db.db.select().from(t.sandboxCharges).where(eq(t.sandboxCharges.customerId, user.customerId!));
      const periods = invoices.map((i) => i.periodStart.getTime());
      expect(new Set(periods).size).toBe(periods.length);
      const paid = invoices.filter((i) => i.status === 'paid');
      expect(charges.map((c) => c.invoiceId).sort()).toEqual(paid.map((i) => i.id).sort());
      if (m.declining) {
        // The first payment, then the second month failed four times: cancelled, never charged again.
        expect(paid).toHaveLength(1);
        expect(invoices.filter((i) => i.status === 'uncollectible')).toHaveLength(1);
        expect(invoices.find((i) => i.status === 'uncollectible')!.attemptCount).toBe(4);
      } else {
        expect(paid).toHaveLength(1 + MONTHS);
      }
      // A receipt for each paid invoice, sent (a failure names the invoice and what became of its receipt).
      const notices = await db.db.select().from(t.billingNotices).where(eq(t.billingNotices.userId, m.id));
      const receiptOf = (id: string) => notices.find((n) => n.key === `receipt:${id}`);
      const state = (id: string) => (receiptOf(id)?.sentAt ? 'sent' : receiptOf(id) ? `written, not sent (${receiptOf(id)!.attempts} tries)` : 'none');
      expect(paid.map((i) => `${i.id} ${i.periodStart.toISOString()}: ${state(i.id)}`)).toEqual(paid.map((i) => `${i.id} ${i.periodStart.toISOString()}: sent`));
      expect(notices.filter((n) => n.kind === 'receipt')).toHaveLength(paid.length);
      // A year later the session has ended: sign in again.
      const signedIn = await http(apis[1], 'POST', '/api-token-auth/', { body: { username: m.email, password: 'secret-pass-1' } });
      const summary = await http(apis[0], 'GET', '/subscriptions/my-subscription/', { token: signedIn.body.token });
      expect(summary.body.subscription_is_active).toBe(!m.declining);
    }
    // Every event stored once and applied; nothing failed.
    const [failed] = ((await db.db.execute(sql`select count(*)::int as n from pgboss.job where state = 'failed'`)) as unknown as { rows: { n: number }[] }).rows;
    expect(failed.n).toBe(0);
  });
});
