import type { Invoice } from '@sift/contracts';
import { formatPrice } from '@sift/ui';
import { formatDate } from '../shared/format';

/** An invoice's status in words: paid, a failed payment and when it is tried again, or not paid. */
export function invoiceStatusText(invoice: Pick<Invoice, 'status' | 'next_payment_attempt'>): string {
  if (invoice.status === 'paid') return 'Paid';
  if (invoice.status === 'open') return invoice.next_payment_attempt ? `Payment failed, retrying ${formatDate(invoice.next_payment_attempt)}` : 'Payment due';
  if (invoice.status === 'uncollectible') return 'Not paid';
  if (invoice.status === 'void') return 'Cancelled';
  return 'Draft';
}

const brand = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** How a paid invoice was paid: credit, the card, or both. */
export function paidWithText(invoice: Pick<Invoice, 'credit_applied' | 'amount_paid' | 'card'>): string {
  const card = invoice.card ? `${brand(invoice.card.brand)} •••• ${invoice.card.last4}` : 'card';
  if (invoice.credit_applied > 0 && invoice.amount_paid > 0) return `${formatPrice(invoice.credit_applied)} credit, ${formatPrice(invoice.amount_paid)} ${card}`;
  if (invoice.credit_applied > 0) return 'Paid with credit';
  if (invoice.amount_paid > 0) return card;
  return '';
}
