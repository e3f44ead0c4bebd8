/**
 * Billing history (docs/decisions/0065): the member's invoices as the provider billed them (amount, what was
 * discounted and paid with credit, the card, the period, the status), newest first, and one invoice (a receipt).
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod/mini';
import { BILLING_HISTORY_PAGE_SIZE, invoice as invoiceSchema, invoiceList, listQuery, pathId, type Invoice } from '@sift/contracts';
import { invoices } from '../db/schema';
import { notFound } from '../http/errors';
import { paged, pageOf } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { billingRoute, requireAccountAccess } from './access';

type InvoiceRow = typeof invoices.$inferSelect;

export const invoiceView = (row: InvoiceRow): Invoice => ({
  id: row.id,
  description: row.description,
  status: row.status,
  subtotal: row.subtotal,
  discount: row.discount,
  discount_code: row.discountCode,
  total: row.total,
  credit_applied: row.creditApplied,
  amount_paid: row.amountPaid,
  amount_due: row.amountRemaining,
  period_start: row.periodStart.toISOString(),
  period_end: row.periodEnd.toISOString(),
  date: row.invoicedAt.toISOString(),
  paid_at: row.paidAt?.toISOString() ?? null,
  card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  next_payment_attempt: row.status === 'open' ? (row.nextPaymentAttempt?.toISOString() ?? null) : null,
});

const listInvoicesSchema = {
  summary: "Billing history: the member's invoices, newest first (amount, status, date, what was discounted, paid with credit and charged to the card). 403 for a profile without account access.",
  tags: ['account'],
  querystring: listQuery,
  response: { 200: invoiceList },
};
async function listInvoices(request: ZodRequest<typeof listInvoicesSchema>) {
  await requireAccountAccess(request);
  const ctx = ctxOf(request);
  const mine = and(eq(invoices.userId, userOf(request).id), ne(invoices.status, 'draft'));
  const page = pageOf(request.query, BILLING_HISTORY_PAGE_SIZE);
  const [total] = await ctx.db.select({ n: count() }).from(invoices).where(mine);
  const rows = await ctx.db.select().from(invoices).where(mine).orderBy(desc(invoices.invoicedAt), desc(invoices.id)).limit(page.limit).offset(page.offset);
  return paged(ctx, request, rows.map(invoiceView), total.n, page);
}

const getInvoiceSchema = {
  summary: "One of the member's invoices (a receipt). Another account's answers 404.",
  tags: ['account'],
  params: z.object({ id: pathId }),
  response: { 200: invoiceSchema },
};
async function getInvoice(request: ZodRequest<typeof getInvoiceSchema>) {
  await requireAccountAccess(request);
  const ctx = ctxOf(request);
  const [row] = await ctx.db.select().from(invoices).where(and(eq(invoices.id, request.params.id), eq(invoices.userId, userOf(request).id), ne(invoices.status, 'draft')));
  if (!row) throw notFound();
  return invoiceView(row);
}

export function invoicesRoutes(app: ZodApp) {
  app.get('/billing/invoices/', { schema: listInvoicesSchema, config: billingRoute }, listInvoices);
  app.get('/billing/invoices/:id/', { schema: getInvoiceSchema, config: billingRoute }, getInvoice);
}
