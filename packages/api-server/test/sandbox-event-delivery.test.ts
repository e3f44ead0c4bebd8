/**
 * The sandbox provider delivers its events as Stripe's webhooks would: a transaction that made events asks for their
 * delivery once it commits. `settled()` (each simulated day of the billing year, every test that reads what billing
 * did) must not return while that request is still on its way to the job queue. It did: the request was not waited
 * for, and on PostgreSQL the drain's last fetch could come before it and find nothing. The events then waited for the
 * next tick: in the billing year the 3-D Secure member had confirmed a renewal by then, and the "confirm your payment"
 * mail, decided when its event is applied, was rightly not sent (one of twelve missing, now and then).
 */
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { addCard, billingCall, tick } from './billing-helpers';
import { DAY } from './billing-year-scenario';
import { manualClock, signUp, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
afterEach(() => server?.close());

it('settles only once the events of a renewal are applied, however long asking for their delivery takes', async () => {
  const clock = manualClock(Date.parse('2027-01-05T00:00:00Z'));
  server = await startTestServer({ clock });
  const { app } = server;
  // Asking the queue for the delivery is slow (a busy database): what settles must wait for it.
  const send = app.sift.jobs.send.bind(app.sift.jobs);
  app.sift.jobs.send = (async (kind, data, options) => {
    if (kind === 'sandbox.deliver-events') await new Promise((resolve) => setTimeout(resolve, 200));
    return send(kind, data, options);
  }) as typeof app.sift.jobs.send;

  const me = await signUp(app);
  expect((await addCard(app, me.token, '4242424242424242')).status).toBe(200);
  expect((await billingCall(app, 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: 2 } })).status).toBe(201);
  await tick(app);
  // Past the renewal on 5 February: the tick renews, the renewal's events are delivered and applied.
  clock.advance(31 * DAY + 3600 * 1000);
  await tick(app);

  const invoices = await app.sift.db.select().from(t.invoices).where(eq(t.invoices.userId, me.id));
  expect(invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
  const notices = await app.sift.db.select().from(t.billingNotices).where(eq(t.billingNotices.userId, me.id));
  expect(notices.filter((n) => n.kind === 'receipt').map((n) => n.key).sort()).toEqual(invoices.map((i) => `receipt:${i.providerInvoiceId}`).sort());
});
