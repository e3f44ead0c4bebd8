/**
 * The job queue (docs/decisions/0061) on this file's database (PGlite here through pg-boss's PGlite adapter,
 * PostgreSQL through our pool in the PostgreSQL run): a job sent in a transaction exists only if it commits; a keyed
 * job waits once however often it is sent; a working process polls and runs jobs by itself; a failed job is tried
 * again; mail after the answer is a job (a request's answer does not wait for the mail, and the mail is not lost).
 */
import { sql } from 'drizzle-orm';
import { JobQueue, type JobHandlers } from '../src/jobs/job-queue';
import { QUEUES } from '../src/jobs/job-types';
import { call, lastMail, settled, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function jobsOf(kind: string) {
  const result = (await app().sift.db.execute(sql`select state, data from pgboss.job where data->>'kind' = ${kind}`)) as unknown as { rows?: { state: string }[] } | { state: string }[];
  return Array.isArray(result) ? result : result.rows!;
}

it('sends a job in a transaction only if the transaction commits', async () => {
  const db = app().sift.db;
  await db.transaction(async (tx) => {
    await app().sift.jobs.send('billing.notice', { key: 'committed' }, { key: 'committed', tx: tx as never });
  });
  await expect(
    db.transaction(async (tx) => {
      await app().sift.jobs.send('billing.notice', { key: 'rolled-back' }, { key: 'rolled-back', tx: tx as never });
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  const keys = (await jobsOf('billing.notice')).map((j) => (j as unknown as { data: { data: { key: string } } }).data.data.key);
  expect(keys).toContain('committed');
  expect(keys).not.toContain('rolled-back');
  await settled(app());
});

it('queues a keyed job once while it waits, however often it is sent', async () => {
  for (let i = 0; i < 5; i++) await app().sift.jobs.send('sandbox.subscription-due', { subscriptionId: 'sub_same' }, { key: 'sub_same' });
  expect((await jobsOf('sandbox.subscription-due')).filter((j) => j.state === 'created')).toHaveLength(1);
  await settled(app());
});

it('counts a job as pending from the moment it is sent until it has run (not from a cache a minute old)', async () => {
  await settled(app());
  // A job an earlier test left to retry (its subscription does not exist) still counts: it will run again.
  const before = await app().sift.jobs.pending();
  await app().sift.jobs.send('billing.notice', { key: 'pending-now' }, { key: 'pending-now' });
  expect(await app().sift.jobs.pending()).toBe(before + 1);
  await settled(app());
  expect(await app().sift.jobs.pending()).toBe(before);
});

it('a working process runs jobs by itself, and tries a failed one again', async () => {
  const ran: string[] = [];
  let failures = 1;
  const handlers: JobHandlers = {
    'mail.send': async (_ctx, data) => {
      if (data.message.subject === 'flaky' && failures-- > 0) throw new Error('the mail server was down');
      ran.push(data.message.subject);
    },
  };
  const worker = new JobQueue(server.database, { work: true, schedule: false, pollMs: 50 });
  await worker.start(app().sift, handlers);
  try {
    // Sent by another process (the test's server), run by the worker without anyone draining.
    await app().sift.jobs.send('mail.send', { message: { to: 'a@test.example', subject: 'hello', text: 'x' } });
    await app().sift.jobs.send('mail.send', { message: { to: 'a@test.example', subject: 'flaky', text: 'x' } });
    const deadline = Date.now() + 60_000;
    while (!(ran.includes('hello') && ran.includes('flaky')) && Date.now() < deadline) {
      // The retry waits out pg-boss's backoff (seconds, real time).
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ran.filter((s) => s === 'hello')).toHaveLength(1);
    expect(ran.filter((s) => s === 'flaky')).toHaveLength(1);
  } finally {
    await worker.stop();
  }
});

it("drain waits for a job the polling loop fetched, even when that fetch answers after drain's found nothing", async () => {
  // On PostgreSQL the polling loop's fetch and drain's run on two connections: the loop's may take the job first and
  // answer last. Before, drain then saw nothing due and nothing running, and returned before the job ran (a server
  // that runs jobs and is drained: the e2e site's /dev/jobs/drain/). Here the loop's answer is held until drain has
  // made its pass.
  const ran: string[] = [];
  const worker = new JobQueue(server.database, { work: true, schedule: false, pollMs: 50 });
  await worker.start(app().sift, { 'mail.send': async (_ctx, data) => void ran.push(data.message.subject) });
  const boss = (worker as unknown as { boss: { fetch: (...args: unknown[]) => Promise<unknown[]> } }).boss;
  const fetch = boss.fetch.bind(boss);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let tookIt!: () => void;
  const loopTookIt = new Promise<void>((resolve) => (tookIt = resolve));
  let drainFetches = 0;
  let drainFetched!: () => void;
  const drainMadeItsPass = new Promise<void>((resolve) => (drainFetched = resolve));
  let holding = false;
  boss.fetch = async (...args: unknown[]) => {
    const jobs = await fetch(...args);
    if (!holding && jobs.length) {
      holding = true;
      tookIt();
      await held;
    } else if (holding && ++drainFetches === QUEUES.length) drainFetched();
    return jobs;
  };
  try {
    await app().sift.jobs.send('mail.send', { message: { to: 'a@test.example', subject: 'held', text: 'x' } });
    await loopTookIt;
    const order: string[] = [];
    const drained = worker.drain().then(() => void order.push('drained'));
    await drainMadeItsPass;
    await new Promise((resolve) => setImmediate(resolve));
    order.push('released');
    release();
    await drained;
    expect(order).toEqual(['released', 'drained']);
    expect(ran).toEqual(['held']);
  } finally {
    release();
    await worker.stop();
  }
});

it('mails a password-reset link as a job: the answer comes first, the mail surely after', async () => {
  const res = await call(app(), 'POST', '/password/request/', { body: { email: 'parent@sift.example' } });
  expect(res.status).toBe(200);
  expect((await jobsOf('mail.password-reset')).some((j) => j.state === 'created')).toBe(true);
  expect((await lastMail(app(), 'parent@sift.example'))?.link).toMatch(/password-reset/);
});

it('keeps a help request with a lone surrogate in its text as a job (jsonb refuses it; the mail shows U+FFFD)', async () => {
  await app().sift.jobs.send('mail.send', { message: { to: 'support@test.example', subject: 'x', text: 'broken \ud800 text' } });
  const [job] = (await jobsOf('mail.send')).filter((j) => (j as unknown as { data: { data: { message: { to: string } } } }).data.data.message.to === 'support@test.example');
  expect((job as unknown as { data: { data: { message: { text: string } } } }).data.data.message.text).toBe('broken \ufffd text');
  await settled(app());
});
