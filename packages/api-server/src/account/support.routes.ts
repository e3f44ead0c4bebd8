/**
 * The cancel flow's records and the ways to reach support (002 §3, §4, §7): the cancel reasons tree, the canceling
 * user's session, help requests, support tickets (the cancel save offer's priority ticket) and support calls booked on
 * /schedule-a-call. Requests and tickets are mailed to the support inbox (SUPPORT_EMAIL); calls to the member.
 */
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import {
  calendlyEvent,
  calendlyEventBody,
  CALL_DETAILS_REQUIRED,
  CALL_SCHEDULED,
  CALL_SLOT_UNAVAILABLE,
  callAvailability,
  cancelingUserReason,
  cancelingUserReasonBody,
  cancelReason,
  createdRecord,
  HELP_REQUEST_RECEIVED,
  helpRequest,
  helpRequestBody,
  paged as pagedSchema,
  PRIORITY_REQUEST_REQUIRED,
  PRODUCT_NAME,
  SUPPORT_CALL_SLOT_MINUTES,
  SUPPORT_CHAT_TIME_ZONE,
  SUPPORT_EMAIL,
  supportCallSlots,
  supportTicket,
  supportTicketBody,
  listQuery,
} from '@sift/contracts';
import { cancelingUserReasons, cancelReasons, helpRequests, subscriptions, supportCalls, supportTickets, users } from '../db/schema';
import type { AppContext } from '../http/context';
import { fieldError } from '../http/errors';
import { pagedList } from '../http/list-query';
import { sendAfterAnswer } from '../mail/mail-jobs';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';

async function emailOf(ctx: AppContext, userId: number) {
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? '';
}

/** Mail to the support inbox, a job sent after the answer (its failure never fails the member's request, and a crash loses none). */
async function mailSupport(ctx: AppContext, subject: string, text: string) {
  await sendAfterAnswer(ctx, { to: SUPPORT_EMAIL, subject, text });
}

// ---- cancel reasons ----

const listCancelReasonsSchema = {
  summary: 'The cancel reasons tree: top-level reasons with their sub-reasons (the flow shuffles them, reason 4 last).',
  tags: ['account'],
  querystring: listQuery,
  response: { 200: pagedSchema(cancelReason) },
};
async function listCancelReasons(request: ZodRequest<typeof listCancelReasonsSchema>) {
  const ctx = ctxOf(request);
  const rows = await ctx.db.select().from(cancelReasons).orderBy(asc(cancelReasons.ordering), asc(cancelReasons.id));
  const view = (r: (typeof rows)[number]) => ({
    id: r.id,
    parent_id: r.parentId,
    text: r.text,
    ask_for_explanation: r.askForExplanation,
    explanation_placeholder_text: r.explanationPlaceholderText,
  });
  const tree = rows
    .filter((r) => r.parentId === null)
    .map((r) => ({ ...view(r), children: rows.filter((c) => c.parentId === r.id).map((c) => ({ ...view(c), children: [] })) }));
  return pagedList(ctx, request, tree, request.query);
}

// ---- the canceling user's session ----

const recordCancelingUserReasonSchema = {
  summary: "The cancel flow's session, written once when it ends (by the discount or by cancelling).",
  tags: ['account'],
  body: cancelingUserReasonBody,
  response: { 201: cancelingUserReason },
};
async function recordCancelingUserReason(request: ZodRequest<typeof recordCancelingUserReasonSchema>, reply: ZodReply<typeof recordCancelingUserReasonSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const { body } = request;
  const [reason] = await ctx.db.select().from(cancelReasons).where(eq(cancelReasons.id, body.reason));
  if (!reason) throw fieldError('reason', 'Unknown cancel reason.');
  if (reason.askForExplanation && !body.explanation?.trim()) throw fieldError('explanation', 'Please tell us a little more.');
  // Only the member's own subscription is kept with the session; another id is as unknown as a missing one.
  const [own] = body.subscription
    ? await ctx.db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.id, body.subscription), eq(subscriptions.userId, user.id)))
    : [];
  const [row] = await ctx.db
    .insert(cancelingUserReasons)
    .values({
      userId: user.id,
      reason: reason.id,
      reasonParent: reason.parentId,
      reasonText: body.reason_text.trim() || reason.text,
      explanation: body.explanation?.trim() || null,
      subscriptionId: own?.id ?? null,
      offersShown: body.offers_shown,
      oneMonthFree: body.one_month_free,
      prioritySupport: body.priority_support,
      includedPromotion: body.included_promotion,
    })
    .returning();
  return reply.code(201).send({
    id: row.id,
    reason: row.reason,
    reason_parent: row.reasonParent,
    reason_text: row.reasonText,
    explanation: row.explanation,
    subscription: row.subscriptionId,
    offers_shown: row.offersShown,
    one_month_free: row.oneMonthFree,
    priority_support: row.prioritySupport,
    included_promotion: row.includedPromotion,
    created_at: row.createdAt.toISOString(),
  });
}

// ---- help requests and support tickets ----

const createHelpRequestSchema = {
  summary: 'Ask support for help with a device (002 §3 Help request).',
  tags: ['account'],
  body: helpRequestBody,
  response: { 201: createdRecord },
};
async function createHelpRequest(request: ZodRequest<typeof createHelpRequestSchema>, reply: ZodReply<typeof createHelpRequestSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const description = request.body.description.trim();
  if (!description) throw fieldError('description', PRIORITY_REQUEST_REQUIRED);
  const [row] = await ctx.db.insert(helpRequests).values({ userId: user.id, deviceType: request.body.device_type, description }).returning({ id: helpRequests.id });
  await mailSupport(ctx, `Help request #${row.id} (${request.body.device_type})`, `From: ${await emailOf(ctx, user.id)}\nDevice: ${request.body.device_type}\n\n${description}\n`);
  return reply.code(201).send({ id: row.id, detail: HELP_REQUEST_RECEIVED });
}

const listHelpRequestsSchema = {
  summary: "The member's help requests, newest first (the account's Help requests screen).",
  tags: ['account'],
  querystring: listQuery,
  response: { 200: pagedSchema(helpRequest) },
};
async function listHelpRequests(request: ZodRequest<typeof listHelpRequestsSchema>) {
  const ctx = ctxOf(request);
  const rows = await ctx.db
    .select()
    .from(helpRequests)
    .where(eq(helpRequests.userId, userOf(request).id))
    .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id));
  const list = rows.map((r) => ({ id: r.id, device_type: r.deviceType, description: r.description, created_at: r.createdAt.toISOString() }));
  return pagedList(ctx, request, list, request.query);
}

const createSupportTicketSchema = {
  summary: "Open a support ticket (e.g. the cancel save offer's: priority Urgent, trigger 'Cancel Save Offer', the private note).",
  tags: ['account'],
  body: supportTicketBody,
  response: { 201: supportTicket },
};
async function createSupportTicket(request: ZodRequest<typeof createSupportTicketSchema>, reply: ZodReply<typeof createSupportTicketSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const { body } = request;
  const description = body.description.trim();
  if (!description) throw fieldError('description', PRIORITY_REQUEST_REQUIRED);
  if (!body.subject.trim()) throw fieldError('subject', 'Please give the ticket a subject.');
  if (body.cancel_reason_id) {
    const [reason] = await ctx.db.select({ id: cancelReasons.id }).from(cancelReasons).where(eq(cancelReasons.id, body.cancel_reason_id));
    if (!reason) throw fieldError('cancel_reason_id', 'Unknown cancel reason.');
  }
  const [row] = await ctx.db
    .insert(supportTickets)
    .values({
      userId: user.id,
      subject: body.subject.trim(),
      description,
      privateDescription: body.private_description?.trim() || null,
      priority: body.priority,
      ticketTriggerType: body.ticket_trigger_type,
      deviceType: body.device_type ?? null,
      cancelReasonId: body.cancel_reason_id ?? null,
      cancelOfferSelected: body.cancel_offer_selected ?? null,
    })
    .returning();
  await mailSupport(
    ctx,
    `[${row.priority}] ${row.subject} (#${row.id})`,
    [
      `From: ${await emailOf(ctx, user.id)}`,
      `Trigger: ${row.ticketTriggerType}`,
      row.deviceType ? `Device: ${row.deviceType}` : null,
      '',
      row.description,
      '',
      row.privateDescription ? `Private note:\n${row.privateDescription}` : null,
    ]
      .filter((line) => line !== null)
      .join('\n'),
  );
  return reply.code(201).send({
    id: row.id,
    subject: row.subject,
    priority: row.priority,
    ticket_trigger_type: row.ticketTriggerType,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  });
}

// ---- support calls (/schedule-a-call) ----

async function bookedSlots(ctx: AppContext, from: number): Promise<Set<number>> {
  const rows = await ctx.db.select({ start: supportCalls.startTime }).from(supportCalls).where(gte(supportCalls.startTime, new Date(from)));
  return new Set(rows.map((r) => r.start.getTime()));
}

const getCallAvailabilitySchema = {
  summary: "Free support call slots for the next 7 days, in support's hours (Denver time, never Sunday).",
  tags: ['account'],
  response: { 200: callAvailability },
};
async function getCallAvailability(request: ZodRequest<typeof getCallAvailabilitySchema>) {
  const ctx = ctxOf(request);
  const now = ctx.clock.now();
  const booked = await bookedSlots(ctx, now);
  return {
    slot_minutes: SUPPORT_CALL_SLOT_MINUTES,
    time_zone: SUPPORT_CHAT_TIME_ZONE,
    slots: supportCallSlots(now)
      .filter((slot) => !booked.has(slot))
      .map((slot) => new Date(slot).toISOString()),
  };
}

const scheduleSupportCallSchema = {
  summary: 'Book a support call in a free slot (002 §7 calendly-events); the member gets a confirmation mail. 400 when the slot is taken.',
  tags: ['account'],
  body: calendlyEventBody,
  response: { 201: calendlyEvent },
};
async function scheduleSupportCall(request: ZodRequest<typeof scheduleSupportCallSchema>, reply: ZodReply<typeof scheduleSupportCallSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const { body } = request;
  const name = body.name.trim();
  const phone = body.phone.trim();
  if (!name || !/^[+()\d\s.-]{7,40}$/.test(phone)) throw fieldError('phone', CALL_DETAILS_REQUIRED);
  const start = Date.parse(body.start_time);
  const offered = Number.isFinite(start) && supportCallSlots(ctx.clock.now()).includes(start);
  if (!offered) throw fieldError('start_time', CALL_SLOT_UNAVAILABLE);
  // One call per slot: the unique index decides between two members booking it at once.
  const [row] = await ctx.db
    .insert(supportCalls)
    .values({
      userId: user.id,
      startTime: new Date(start),
      endTime: new Date(start + SUPPORT_CALL_SLOT_MINUTES * 60_000),
      name,
      phone,
      notes: body.notes?.trim() || null,
      timeZone: body.time_zone ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('start_time', CALL_SLOT_UNAVAILABLE);
  const email = await emailOf(ctx, user.id);
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: safeTimeZone(body.time_zone) }).format(row.startTime);
  await sendAfterAnswer(ctx, { to: email, subject: `${CALL_SCHEDULED} ${PRODUCT_NAME} support will call you`, text: `We will call ${phone} on ${when}.\n` });
  await sendAfterAnswer(ctx, { to: SUPPORT_EMAIL, subject: `Support call #${row.id}: ${row.startTime.toISOString()}`, text: `Call ${name} at ${phone} (${email}).\n${row.notes ?? ''}\n` });
  return reply.code(201).send({ id: row.id, start_time: row.startTime.toISOString(), end_time: row.endTime.toISOString(), name: row.name, phone: row.phone });
}

/** The member's own time zone when it is one Intl knows, else support's. */
function safeTimeZone(zone: string | undefined): string {
  if (!zone) return SUPPORT_CHAT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return SUPPORT_CHAT_TIME_ZONE;
  }
}

export function supportRoutes(app: ZodApp) {
  app.get('/cancel-reasons/', { schema: listCancelReasonsSchema, config: { auth: 'user' } }, listCancelReasons);
  app.post('/canceling-user-reasons/', { schema: recordCancelingUserReasonSchema, config: { auth: 'user' } }, recordCancelingUserReason);
  app.post(
    '/help-requests/',
    { schema: createHelpRequestSchema, config: { auth: 'user', fieldMessages: { device_type: PRIORITY_REQUEST_REQUIRED, description: PRIORITY_REQUEST_REQUIRED } } },
    createHelpRequest,
  );
  app.get('/help-requests/', { schema: listHelpRequestsSchema, config: { auth: 'user' } }, listHelpRequests);
  app.post(
    '/support-tickets/',
    { schema: createSupportTicketSchema, config: { auth: 'user', fieldMessages: { device_type: PRIORITY_REQUEST_REQUIRED } } },
    createSupportTicket,
  );
  app.get('/calendly-events/availability/', { schema: getCallAvailabilitySchema, config: { auth: 'user' } }, getCallAvailability);
  app.post('/calendly-events/', { schema: scheduleSupportCallSchema, config: { auth: 'user' } }, scheduleSupportCall);
}

