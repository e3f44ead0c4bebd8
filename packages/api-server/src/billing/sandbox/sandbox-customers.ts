/**
 * The sandbox's customers, their cards and their credit: tokenizing a test card (what Stripe.js does in the
 * browser), attaching it as the default, and the credit balance that paid invoices spend (sandbox-invoices.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { sandboxBalanceTransactions, sandboxCustomers, sandboxPaymentMethods } from '../../db/schema';
import { PaymentError, type BillingDetails, type CardSummary } from '../provider/payment-provider';
import { attachRefusal, checkTestCard, type CardBehaviour, type CardInput } from './sandbox-cards';
import { newId, type SandboxStore, type Tx } from './sandbox-store';

const billingStrings = (billing: BillingDetails) => Object.fromEntries(Object.entries(billing).filter(([, v]) => typeof v === 'string')) as Record<string, string>;

/** Checks a test card and stores it as an unattached payment method: the token the browser passes on. */
export async function tokenizeCard(
  s: SandboxStore,
  card: CardInput,
  billing: BillingDetails,
): Promise<{ id: string; brand: string; last4: string; expMonth: number; expYear: number }> {
  const checked = checkTestCard(card, s.now());
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const id = newId('pm');
  await s.db.insert(sandboxPaymentMethods).values({
    id,
    brand: checked.brand,
    last4: checked.last4,
    expMonth: card.expMonth,
    expYear,
    behaviour: checked.behaviour,
    billing: billingStrings(billing),
  });
  return { id, brand: checked.brand, last4: checked.last4, expMonth: card.expMonth, expYear };
}

export async function createCustomer(s: SandboxStore, details: BillingDetails & { userId: number }, idempotencyKey: string): Promise<string> {
  return s.once('customer', idempotencyKey, { userId: details.userId }, async (tx) => {
    const id = newId('cus');
    await tx.insert(sandboxCustomers).values({ id, email: details.email ?? null, name: details.name ?? null });
    return id;
  });
}

const noSuchCustomer = (customerId: string) => new PaymentError(`No such customer: '${customerId}'`, 'resource_missing', 404);

export async function customer(tx: Tx, customerId: string) {
  const [row] = await tx.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
  if (!row) throw noSuchCustomer(customerId);
  return row;
}

export async function creditOf(tx: Tx, customerId: string) {
  return Math.max(0, -(await customer(tx, customerId)).balance);
}

export async function attachDefaultPaymentMethod(s: SandboxStore, customerId: string, token: string, billing: BillingDetails): Promise<CardSummary> {
  return s.transaction(async (tx) => {
    await customer(tx, customerId);
    const [pm] = await tx.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, token));
    if (!pm || (pm.customerId !== null && pm.customerId !== customerId)) {
      throw new PaymentError(`No such PaymentMethod: '${token}'`, 'resource_missing', 400);
    }
    const refusal = attachRefusal(pm.behaviour as CardBehaviour);
    if (refusal) throw refusal;
    await tx
      .update(sandboxPaymentMethods)
      .set({ customerId, billing: { ...pm.billing, ...billingStrings(billing) } })
      .where(eq(sandboxPaymentMethods.id, token));
    await tx
      .update(sandboxCustomers)
      .set({ defaultPaymentMethodId: token, ...(billing.name && { name: billing.name }), ...(billing.email && { email: billing.email }) })
      .where(eq(sandboxCustomers.id, customerId));
    return { paymentMethodId: pm.id, brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear };
  });
}

export async function defaultPaymentMethod(s: SandboxStore, customerId: string): Promise<CardSummary | null> {
  const { card } = await defaultCard(s.db, customerId);
  return card ? { paymentMethodId: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null;
}

/** The customer and its default card, in one query (the account page and every renewal read both). */
export async function defaultCard(tx: Tx, customerId: string) {
  const [row] = await tx
    .select({ customer: sandboxCustomers, card: sandboxPaymentMethods })
    .from(sandboxCustomers)
    .leftJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxCustomers.defaultPaymentMethodId))
    .where(eq(sandboxCustomers.id, customerId));
  if (!row) throw noSuchCustomer(customerId);
  return { customer: row.customer, card: row.card };
}

export async function addCredit(s: SandboxStore, customerId: string, amount: number, description: string, idempotencyKey: string): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new PaymentError('Credit must be a positive amount of cents.', 'parameter_invalid_integer', 400);
  await s.once('credit', idempotencyKey, { customerId, amount }, async (tx) => {
    await customer(tx, customerId);
    await tx.update(sandboxCustomers).set({ balance: sql`${sandboxCustomers.balance} - ${amount}` }).where(eq(sandboxCustomers.id, customerId));
    await tx.insert(sandboxBalanceTransactions).values({ id: newId('cbtxn'), customerId, amount: -amount, type: 'adjustment', description, createdAt: s.now() });
    return customerId;
  });
  return creditOf(s.db, customerId);
}
