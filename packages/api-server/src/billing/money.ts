/**
 * The money rules, as Stripe defines them (docs/decisions/0064), in cents. No I/O: the sandbox bills with these, the
 * Subscription answer shows what they say the next invoice charges, and the billing tests check them.
 */
import type { DiscountState } from '../db/schema';

/** A coupon's terms (000 §3 Promo: percent or amount off; once, for N months, or forever). */
export interface DiscountTerms {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
}

/** What a discount takes off `amount`: a percentage rounded to the cent (002 §9), an amount never more than the price. */
export function discountOff(amount: number, terms: Pick<DiscountTerms, 'percentOff' | 'amountOff'> | null): number {
  if (!terms || amount <= 0) return 0;
  if (terms.percentOff !== null && terms.percentOff !== undefined) return Math.min(amount, Math.round((amount * terms.percentOff) / 100));
  return Math.min(amount, Math.max(0, terms.amountOff ?? 0));
}

/** Amount after a discount, never below zero. */
export const discountedAmount = (amount: number, terms: Pick<DiscountTerms, 'percentOff' | 'amountOff'> | null) => amount - discountOff(amount, terms);

/**
 * Whether a subscription's discount applies to an invoice made at `at`: a repeating discount while `at` is before
 * its end (Stripe removes it at the end); 'once' and 'forever' have no end (a 'once' discount is removed after the
 * invoice that used it).
 */
export function discountAppliesAt(discount: DiscountState | null, at: Date): boolean {
  if (!discount) return false;
  return discount.end === null || Date.parse(discount.end) > at.getTime();
}

/**
 * The unused part of a period's charge at `at` (Stripe's proration credit, to the second): what was charged for the
 * period, times the part of the period still ahead, rounded to the cent.
 */
export function unusedAmount(charged: number, periodStart: Date, periodEnd: Date, at: Date): number {
  const total = periodEnd.getTime() - periodStart.getTime();
  if (total <= 0 || charged <= 0) return 0;
  const left = Math.min(total, Math.max(0, periodEnd.getTime() - at.getTime()));
  return Math.round((charged * left) / total);
}

/** How an invoice's total is paid: credit from the balance first, the card for the rest (credit is spent only when paid). */
export function splitPayment(total: number, creditBalance: number): { credit: number; card: number } {
  const credit = Math.max(0, Math.min(total, creditBalance));
  return { credit, card: total - credit };
}
