/**
 * The TV device offer's support request (002 §2.5): "buy an eligible device before a deadline date, send a copy of the
 * receipt through a support request by that date, receive $30 credit within 3-5 business days". The member sends the
 * device, the day of purchase and the receipt; support gets a mail; staff look at the receipt and approve (the account
 * is credited $30, once) or decline with a note. The staff calls are for the staff tool, like the other staff routes
 * (auth 'staff'); an impersonated session never reviews (docs/decisions/0106).
 */
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod/mini';
import {
  DEVICE_CREDIT_ALREADY_REQUESTED,
  DEVICE_CREDIT_ALREADY_REVIEWED,
  DEVICE_CREDIT_DOLLARS,
  DEVICE_CREDIT_FIELDS_REQUIRED,
  DEVICE_CREDIT_STATUSES,
  DEVICE_OFFER_MIN_DAYS,
  DEVICE_PURCHASE_DATE_INVALID,
  DEVICE_RECEIPT_MAX_BYTES,
  DEVICE_RECEIPT_REQUIRED,
  deviceCreditRequest,
  deviceCreditRequestBody,
  deviceCreditReviewBody,
  paged as pagedSchema,
  pathId,
  PERMISSION_DENIED,
  PRODUCT_NAME,
  staffDeviceCreditRequest,
  SUPPORT_EMAIL,
  TV_OFFER_DEVICES,
  listQuery,
} from '@sift/contracts';
import { requireAccountAccess } from '../billing/access';
import { addAccountCredit } from '../billing/credit.service';
import { deviceCreditRequests, users } from '../db/schema';
import type { AppContext } from '../http/context';
import { detailError, fieldError, notFound } from '../http/errors';
import { pagedList } from '../http/list-query';
import { sendAfterAnswer } from '../mail/mail-jobs';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';

const DAY_MS = 24 * 3600 * 1000;
export const DEVICE_CREDIT_CENTS = DEVICE_CREDIT_DOLLARS * 100;

type Row = typeof deviceCreditRequests.$inferSelect;

const deviceName = (deviceId: string) => TV_OFFER_DEVICES.find((d) => d.id === deviceId)?.name ?? deviceId;

function view(row: Row) {
  return {
    id: row.id,
    device_id: row.deviceId,
    device_name: deviceName(row.deviceId),
    purchased_on: row.purchasedOn,
    order_number: row.orderNumber,
    receipt_name: row.receiptName,
    status: row.status,
    credit_amount: row.creditAmount,
    review_note: row.reviewNote,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The decoded receipt, or null when it is not a non-empty file within the limit. */
function receiptBytes(data: string): Buffer | null {
  const bytes = Buffer.from(data, 'base64');
  return bytes.length > 0 && bytes.length <= DEVICE_RECEIPT_MAX_BYTES ? bytes : null;
}

/**
 * The day of purchase: not in the future (by the server's clock, a day's grace for time zones), and not earlier than
 * the offer allows (its deadline is at most 14 days after a visit; a receipt older than 60 days is not this offer's).
 */
function purchaseDateOk(ctx: AppContext, day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  const now = ctx.clock.now();
  return Number.isFinite(at) && at <= now + DAY_MS && at >= now - (60 + DEVICE_OFFER_MIN_DAYS) * DAY_MS;
}

// ---- the member ----

const createDeviceCreditRequestSchema = {
  summary: "Send the TV device offer's receipt (002 §2.5): the device, the day of purchase, the receipt (JPEG, PNG or PDF up to 700 KB). One request per account that is pending or approved.",
  tags: ['account'],
  body: deviceCreditRequestBody,
  response: { 201: deviceCreditRequest },
};
async function createDeviceCreditRequest(request: ZodRequest<typeof createDeviceCreditRequestSchema>, reply: ZodReply<typeof createDeviceCreditRequestSchema>) {
  await requireAccountAccess(request);
  const ctx = ctxOf(request);
  const user = userOf(request);
  const { body } = request;
  if (!purchaseDateOk(ctx, body.purchased_on)) throw fieldError('purchased_on', DEVICE_PURCHASE_DATE_INVALID);
  const receipt = receiptBytes(body.receipt.data);
  if (!receipt) throw fieldError('receipt', DEVICE_RECEIPT_REQUIRED);
  const [row] = await ctx.db
    .insert(deviceCreditRequests)
    .values({
      userId: user.id,
      deviceId: body.device_id,
      purchasedOn: body.purchased_on,
      orderNumber: body.order_number?.trim() || null,
      description: body.description?.trim() || null,
      receiptName: body.receipt.name.trim() || 'receipt',
      receiptType: body.receipt.type,
      receipt,
      createdAt: new Date(ctx.clock.now()),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw detailError(400, DEVICE_CREDIT_ALREADY_REQUESTED);
  await sendAfterAnswer(ctx, {
    to: SUPPORT_EMAIL,
    subject: `TV device credit request #${row.id} (${deviceName(row.deviceId)})`,
    text: `From: ${user.email}\nDevice: ${deviceName(row.deviceId)}\nBought on: ${row.purchasedOn}\nOrder number: ${row.orderNumber ?? 'None'}\nReceipt: ${row.receiptName} (${row.receiptType}, ${receipt.length} bytes)\n\n${row.description ?? ''}\n\nReview it in the staff tool: approve to credit $${DEVICE_CREDIT_DOLLARS}.\n`,
  });
  return reply.code(201).send(view(row));
}

const listDeviceCreditRequestsSchema = {
  summary: "The member's TV device credit requests, newest first, with their review.",
  tags: ['account'],
  querystring: listQuery,
  response: { 200: pagedSchema(deviceCreditRequest) },
};
async function listDeviceCreditRequests(request: ZodRequest<typeof listDeviceCreditRequestsSchema>) {
  await requireAccountAccess(request);
  const ctx = ctxOf(request);
  const rows = await ctx.db
    .select()
    .from(deviceCreditRequests)
    .where(eq(deviceCreditRequests.userId, userOf(request).id))
    .orderBy(desc(deviceCreditRequests.createdAt), desc(deviceCreditRequests.id));
  return pagedList(ctx, request, rows.map(view), request.query);
}

// ---- staff ----

/** Staff acting as themselves: an impersonated session (whoever it shows) never reviews a request. */
function staffOf(request: Parameters<typeof userOf>[0]) {
  const user = userOf(request);
  if (user.impersonatorId !== null || !user.isStaff) throw detailError(403, PERMISSION_DENIED);
  return user;
}

const reviewer = alias(users, 'reviewer');

async function staffRows(ctx: AppContext, where: ReturnType<typeof and>) {
  const rows = await ctx.db
    .select({ row: deviceCreditRequests, email: users.email, reviewerEmail: reviewer.email })
    .from(deviceCreditRequests)
    .innerJoin(users, eq(users.id, deviceCreditRequests.userId))
    .leftJoin(reviewer, eq(reviewer.id, deviceCreditRequests.reviewedBy))
    .where(where)
    .orderBy(deviceCreditRequests.createdAt, deviceCreditRequests.id);
  return rows.map(({ row, email, reviewerEmail }) => ({
    ...view(row),
    user: { id: row.userId, email },
    description: row.description,
    receipt_type: row.receiptType,
    reviewed_by: row.reviewedBy && reviewerEmail ? { id: row.reviewedBy, email: reviewerEmail } : null,
  }));
}

const staffListSchema = {
  summary: 'Staff only: TV device credit requests, oldest first; ?status=pending (default), approved or declined.',
  tags: ['staff'],
  querystring: z.extend(listQuery, { status: z.optional(z.enum(DEVICE_CREDIT_STATUSES)) }),
  response: { 200: pagedSchema(staffDeviceCreditRequest) },
};
async function staffListDeviceCreditRequests(request: ZodRequest<typeof staffListSchema>) {
  staffOf(request);
  const ctx = ctxOf(request);
  const rows = await staffRows(ctx, and(eq(deviceCreditRequests.status, request.query.status ?? 'pending')));
  return pagedList(ctx, request, rows, request.query);
}

const staffReceiptSchema = {
  summary: "Staff only: a request's receipt, as it was sent: {name, type, data (base64)}.",
  tags: ['staff'],
  params: z.object({ id: pathId }),
  response: { 200: z.object({ name: z.string(), type: z.string(), data: z.string() }) },
};
async function staffDeviceCreditReceipt(request: ZodRequest<typeof staffReceiptSchema>) {
  staffOf(request);
  const [row] = await ctxOf(request).db.select().from(deviceCreditRequests).where(eq(deviceCreditRequests.id, request.params.id));
  if (!row) throw notFound();
  return { name: row.receiptName, type: row.receiptType, data: row.receipt.toString('base64') };
}

const reviewSchema = {
  tags: ['staff'],
  params: z.object({ id: pathId }),
  body: deviceCreditReviewBody,
  response: { 200: staffDeviceCreditRequest },
};

/**
 * Approve: the request is claimed (pending -> approved) in one statement, so two approvals credit once; the credit is
 * added with the request's own idempotency key; if crediting fails the request goes back to pending.
 */
async function staffApproveDeviceCreditRequest(request: ZodRequest<typeof reviewSchema>) {
  const staff = staffOf(request);
  const ctx = ctxOf(request);
  const id = request.params.id;
  const now = new Date(ctx.clock.now());
  const [claimed] = await ctx.db
    .update(deviceCreditRequests)
    .set({ status: 'approved', creditAmount: DEVICE_CREDIT_CENTS, reviewedBy: staff.id, reviewedAt: now, reviewNote: request.body.note?.trim() || null })
    .where(and(eq(deviceCreditRequests.id, id), eq(deviceCreditRequests.status, 'pending')))
    .returning();
  if (!claimed) {
    const [exists] = await ctx.db.select({ id: deviceCreditRequests.id }).from(deviceCreditRequests).where(eq(deviceCreditRequests.id, id));
    throw exists ? detailError(400, DEVICE_CREDIT_ALREADY_REVIEWED) : notFound();
  }
  try {
    await addAccountCredit(ctx, claimed.userId, {
      kind: 'device_credit',
      amount: DEVICE_CREDIT_CENTS,
      description: `TV device offer: ${deviceName(claimed.deviceId)}`,
      key: `device-credit:${claimed.id}`,
    });
  } catch (error) {
    await ctx.db
      .update(deviceCreditRequests)
      .set({ status: 'pending', creditAmount: null, reviewedBy: null, reviewedAt: null, reviewNote: null })
      .where(eq(deviceCreditRequests.id, claimed.id));
    throw error;
  }
  const [member] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, claimed.userId));
  if (member) {
    await sendAfterAnswer(ctx, {
      to: member.email,
      subject: `Your $${DEVICE_CREDIT_DOLLARS} ${PRODUCT_NAME} credit is on your account`,
      text: `We checked your receipt for the ${deviceName(claimed.deviceId)}: $${DEVICE_CREDIT_DOLLARS} of credit is on your account and pays your next renewal first.\n`,
    });
  }
  ctx.log.info({ staffId: staff.id, requestId: claimed.id, userId: claimed.userId }, 'device credit approved');
  const [answer] = await staffRows(ctx, and(eq(deviceCreditRequests.id, claimed.id)));
  return answer;
}

async function staffDeclineDeviceCreditRequest(request: ZodRequest<typeof reviewSchema>) {
  const staff = staffOf(request);
  const ctx = ctxOf(request);
  const id = request.params.id;
  const [declined] = await ctx.db
    .update(deviceCreditRequests)
    .set({ status: 'declined', reviewedBy: staff.id, reviewedAt: new Date(ctx.clock.now()), reviewNote: request.body.note?.trim() || null })
    .where(and(eq(deviceCreditRequests.id, id), eq(deviceCreditRequests.status, 'pending')))
    .returning();
  if (!declined) {
    const [exists] = await ctx.db.select({ id: deviceCreditRequests.id }).from(deviceCreditRequests).where(eq(deviceCreditRequests.id, id));
    throw exists ? detailError(400, DEVICE_CREDIT_ALREADY_REVIEWED) : notFound();
  }
  const [member] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, declined.userId));
  if (member) {
    await sendAfterAnswer(ctx, {
      to: member.email,
      subject: `About your ${PRODUCT_NAME} TV device credit request`,
      text: `We could not approve your request for the ${deviceName(declined.deviceId)}.${declined.reviewNote ? `\n\n${declined.reviewNote}` : ''}\n\nYou can send a new request with another receipt.\n`,
    });
  }
  ctx.log.info({ staffId: staff.id, requestId: declined.id }, 'device credit declined');
  const [answer] = await staffRows(ctx, and(eq(deviceCreditRequests.id, declined.id)));
  return answer;
}

export function deviceCreditRoutes(app: ZodApp) {
  const member = { auth: 'user' as const, usesProfile: true };
  app.post(
    '/device-credit-requests/',
    { schema: createDeviceCreditRequestSchema, config: { ...member, fieldMessages: { device_id: DEVICE_CREDIT_FIELDS_REQUIRED, purchased_on: DEVICE_CREDIT_FIELDS_REQUIRED, receipt: DEVICE_RECEIPT_REQUIRED } } },
    createDeviceCreditRequest,
  );
  app.get('/device-credit-requests/', { schema: listDeviceCreditRequestsSchema, config: member }, listDeviceCreditRequests);
  app.get('/staff/device-credit-requests/', { schema: staffListSchema, config: { auth: 'staff' } }, staffListDeviceCreditRequests);
  app.get('/staff/device-credit-requests/:id/receipt/', { schema: staffReceiptSchema, config: { auth: 'staff' } }, staffDeviceCreditReceipt);
  app.post(
    '/staff/device-credit-requests/:id/approve/',
    { schema: { ...reviewSchema, summary: `Staff only: approve a request; the account gets $${DEVICE_CREDIT_DOLLARS} credit, once. 400 when already reviewed.` }, config: { auth: 'staff' } },
    staffApproveDeviceCreditRequest,
  );
  app.post(
    '/staff/device-credit-requests/:id/decline/',
    { schema: { ...reviewSchema, summary: 'Staff only: decline a request, with a note the member gets by mail. 400 when already reviewed.' }, config: { auth: 'staff' } },
    staffDeclineDeviceCreditRequest,
  );
}

