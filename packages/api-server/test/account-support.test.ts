/**
 * The account's support screens on the server (issue 22; docs/decisions/0105, 0106): the member's help requests, and
 * the TV device offer's support request with the receipt (002 §2.5), which staff approve for the $30 credit (once) or
 * decline; an impersonated session never reviews.
 */
import { eq } from 'drizzle-orm';
import {
  DEVICE_CREDIT_ALREADY_REQUESTED,
  DEVICE_CREDIT_ALREADY_REVIEWED,
  DEVICE_PURCHASE_DATE_INVALID,
  DEVICE_RECEIPT_REQUIRED,
  deviceCreditRequest,
  helpRequest,
  staffDeviceCreditRequest,
  SUPPORT_EMAIL,
} from '@sift/contracts';
import * as t from '../src/db/schema';
import { call, lastMail, login, manualClock, signUp, startTestServer, type TestServer } from './helpers/test-server';
import { billingCall } from './billing-helpers';

let server: TestServer;
const clock = manualClock(Date.parse('2026-06-03T18:00:00Z'));
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());
const app = () => server.app;

// A 1x1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const receipt = { name: 'receipt.png', type: 'image/png', data: PNG };
const request = (overrides: Record<string, unknown> = {}) => ({ device_id: 'fire-tv-stick-4k', purchased_on: '2026-06-01', order_number: '112-7', receipt, ...overrides });
const balanceOf = async (token: string) => (await billingCall(app(), 'GET', '/transactions/balance/', { token })).body.balance as number;

describe('help requests (GET help-requests/)', () => {
  it("lists the member's own requests, newest first, and no one else's", async () => {
    const me = await signUp(app());
    const other = await signUp(app());
    await billingCall(app(), 'POST', '/help-requests/', { token: me.token, body: { device_type: 'Chromecast', description: 'No sound' } });
    await billingCall(app(), 'POST', '/help-requests/', { token: me.token, body: { device_type: 'Computer', description: 'Filters lag' } });
    await billingCall(app(), 'POST', '/help-requests/', { token: other.token, body: { device_type: 'Computer', description: 'Not mine' } });
    const list = await call(app(), 'GET', '/help-requests/', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((r: unknown) => helpRequest.parse(r).description)).toEqual(['Filters lag', 'No sound']);
    expect((await call(app(), 'GET', '/help-requests/')).status).toBe(401);
  });
});

describe('TV device credit requests (002 §2.5)', () => {
  it('takes the receipt, then staff approve it: $30 credit once, the member told by mail', async () => {
    const me = await signUp(app());
    const sent = await billingCall(app(), 'POST', '/device-credit-requests/', { token: me.token, body: request() });
    expect(sent.status).toBe(201);
    expect(deviceCreditRequest.parse(sent.body)).toMatchObject({ device_name: 'Fire TV Stick 4K', status: 'pending', credit_amount: null, receipt_name: 'receipt.png' });
    expect((await lastMail(app(), SUPPORT_EMAIL))?.text).toContain(`From: ${me.email}`);
    // One open request per account.
    const again = await billingCall(app(), 'POST', '/device-credit-requests/', { token: me.token, body: request() });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: DEVICE_CREDIT_ALREADY_REQUESTED });

    const staff = await login(app(), 'staff@sift.example');
    const pending = await call(app(), 'GET', '/staff/device-credit-requests/', { token: staff.token });
    expect(pending.status).toBe(200);
    const mine = pending.body.results.find((r: { id: number }) => r.id === sent.body.id);
    expect(staffDeviceCreditRequest.parse(mine)).toMatchObject({ user: { id: me.id, email: me.email }, status: 'pending' });
    const file = await call(app(), 'GET', `/staff/device-credit-requests/${sent.body.id}/receipt/`, { token: staff.token });
    expect(file.status).toBe(200);
    expect(file.body).toEqual({ name: 'receipt.png', type: 'image/png', data: PNG });

    const before = await balanceOf(me.token);
    // Two approvals at once credit once.
    const [one, two] = await Promise.all([
      call(app(), 'POST', `/staff/device-credit-requests/${sent.body.id}/approve/`, { token: staff.token, body: {} }),
      call(app(), 'POST', `/staff/device-credit-requests/${sent.body.id}/approve/`, { token: staff.token, body: {} }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 400]);
    expect([one, two].find((r) => r.status === 400)!.body).toEqual({ detail: DEVICE_CREDIT_ALREADY_REVIEWED });
    expect(await balanceOf(me.token)).toBe(before + 3_000);
    const ledger = await server.database.db.select().from(t.accountCredits).where(eq(t.accountCredits.userId, me.id));
    expect(ledger.filter((c) => c.kind === 'device_credit').map((c) => c.amount)).toEqual([3_000]);
    expect((await lastMail(app(), me.email))?.subject).toContain('$30');
    const listed = await billingCall(app(), 'GET', '/device-credit-requests/', { token: me.token });
    expect(listed.body.results[0]).toMatchObject({ status: 'approved', credit_amount: 3_000 });
  });

  it('declined, the member is told why and may send another receipt', async () => {
    const me = await signUp(app());
    const sent = await billingCall(app(), 'POST', '/device-credit-requests/', { token: me.token, body: request({ device_id: 'onn-4k' }) });
    const staff = await login(app(), 'staff@sift.example');
    const declined = await call(app(), 'POST', `/staff/device-credit-requests/${sent.body.id}/decline/`, { token: staff.token, body: { note: 'The receipt is from 2019.' } });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', review_note: 'The receipt is from 2019.', reviewed_by: { email: 'staff@sift.example' } });
    expect((await lastMail(app(), me.email))?.text).toContain('The receipt is from 2019.');
    expect((await billingCall(app(), 'POST', '/device-credit-requests/', { token: me.token, body: request({ device_id: 'onn-4k' }) })).status).toBe(201);
    expect(await balanceOf(me.token)).toBe(0);
  });

  it('names what is wrong: the device, the day of purchase, the receipt', async () => {
    const me = await signUp(app());
    const send = (body: Record<string, unknown>) => billingCall(app(), 'POST', '/device-credit-requests/', { token: me.token, body });
    expect((await send(request({ purchased_on: '2026-06-09' }))).body).toEqual({ purchased_on: [DEVICE_PURCHASE_DATE_INVALID] });
    expect((await send(request({ receipt: { ...receipt, data: '' } }))).body).toEqual({ receipt: [DEVICE_RECEIPT_REQUIRED] });
    expect((await send(request({ receipt: { ...receipt, type: 'text/html' } }))).body).toEqual({ receipt: [DEVICE_RECEIPT_REQUIRED] });
    expect((await send(request({ receipt: { ...receipt, data: Buffer.alloc(701 * 1024).toString('base64') } }))).status).toBe(400);
    expect((await send(request({ device_id: 'toaster' }))).status).toBe(400);
  });

  it('is staff-only, and never for an impersonated session', async () => {
    const me = await signUp(app());
    const sent = await billingCall(app(), 'POST', '/device-credit-requests/', { token: me.token, body: request() });
    expect((await call(app(), 'GET', '/staff/device-credit-requests/', { token: me.token })).status).toBe(403);
    expect((await call(app(), 'POST', `/staff/device-credit-requests/${sent.body.id}/approve/`, { token: me.token, body: {} })).status).toBe(403);
    // A second staff member, impersonated by the first: the session shows a staff user but acts for someone else.
    const colleague = await signUp(app());
    await server.database.db.update(t.users).set({ isStaff: true }).where(eq(t.users.id, colleague.id));
    const staff = await login(app(), 'staff@sift.example');
    const issued = await call(app(), 'POST', '/impersonation-tokens/', { token: staff.token, body: { user_id: colleague.id } });
    const used = await call(app(), 'POST', '/api-token-auth/impersonate/', { body: { impersonation_token: issued.body.impersonation_token } });
    expect(used.status).toBe(200);
    expect((await call(app(), 'POST', `/staff/device-credit-requests/${sent.body.id}/approve/`, { token: used.body.token, body: {} })).status).toBe(403);
    expect(await balanceOf(me.token)).toBe(0);
  });
});
