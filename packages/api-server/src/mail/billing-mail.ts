/**
 * The billing mails (docs/decisions/0065): a receipt per paid invoice, a mail at each failed payment of dunning, the
 * end of dunning, a payment waiting for 3-D Secure, a trial's end and a yearly plan's renewal. Plain text, like the
 * other mails: what was charged, for what, how, and what happens next.
 */
import { DUNNING_RETRY_DAYS, PRODUCT_NAME } from '@sift/contracts';

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const longDate = (date: Date) => date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

export interface ReceiptFacts {
  description: string;
  subtotal: number;
  discount: number;
  discountCode: string | null;
  creditApplied: number;
  amountPaid: number;
  total: number;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
  card: { brand: string; last4: string } | null;
  invoiceNumber: string;
}

export function receiptMail(facts: ReceiptFacts, accountUrl: string) {
  const lines = [
    `Thank you for being a ${PRODUCT_NAME} member. Here is your receipt.`,
    '',
    `${facts.description}`,
    `Service period: ${longDate(facts.periodStart)} to ${longDate(facts.periodEnd)}`,
    '',
    `Price: ${money(facts.subtotal)}`,
    ...(facts.discount > 0 ? [`Discount${facts.discountCode ? ` (${facts.discountCode})` : ''}: -${money(facts.discount)}`] : []),
    `Total: ${money(facts.total)}`,
    ...(facts.creditApplied > 0 ? [`Paid with your credit: ${money(facts.creditApplied)}`] : []),
    `Charged to ${facts.card ? `your ${brandName(facts.card.brand)} ending in ${facts.card.last4}` : 'your card'}: ${money(facts.amountPaid)}`,
    `Paid on ${longDate(facts.paidAt)}. Receipt ${facts.invoiceNumber}.`,
    '',
    `Your billing history: ${accountUrl}`,
  ];
  return { subject: `Your ${PRODUCT_NAME} receipt: ${money(facts.total)} paid ${longDate(facts.paidAt)}`, text: `${lines.join('\n')}\n` };
}

export function paymentFailedMail(facts: { amount: number; reason: string | null; attempt: number; nextAttempt: Date | null }, accountUrl: string) {
  const retries = DUNNING_RETRY_DAYS.length + 1;
  const next = facts.nextAttempt
    ? `We will try again on ${longDate(facts.nextAttempt)} (attempt ${facts.attempt + 1} of ${retries}). Your ${PRODUCT_NAME} keeps working meanwhile.`
    : `This was the last try: your subscription will end unless the payment goes through.`;
  const lines = [
    `We could not charge ${money(facts.amount)} for your ${PRODUCT_NAME} membership${facts.reason ? `: ${facts.reason}` : '.'}`,
    '',
    next,
    `Update your card to pay now: ${accountUrl}`,
  ];
  return { subject: `Your ${PRODUCT_NAME} payment did not go through`, text: `${lines.join('\n')}\n` };
}

export function actionRequiredMail(facts: { amount: number }, accountUrl: string) {
  const lines = [
    `Your bank asks you to confirm the ${money(facts.amount)} payment for your ${PRODUCT_NAME} membership (3-D Secure).`,
    '',
    `Confirm it, or use another card, here: ${accountUrl}`,
  ];
  return { subject: `Confirm your ${PRODUCT_NAME} payment`, text: `${lines.join('\n')}\n` };
}

export function dunningEndedMail(facts: { amount: number }, plansUrl: string) {
  const lines = [
    `We tried ${DUNNING_RETRY_DAYS.length + 1} times and could not charge ${money(facts.amount)} for your ${PRODUCT_NAME} membership, so it has ended.`,
    '',
    `Your profiles, filters and lists are kept. Start again whenever you like: ${plansUrl}`,
  ];
  return { subject: `Your ${PRODUCT_NAME} membership has ended`, text: `${lines.join('\n')}\n` };
}

export function trialEndingMail(facts: { trialEnd: Date; amount: number }, accountUrl: string) {
  const lines = [
    `Your free trial ends on ${longDate(facts.trialEnd)}. Then your plan starts and ${money(facts.amount)} is charged to your card.`,
    '',
    `Nothing to do if you are staying. To change or cancel: ${accountUrl}`,
  ];
  return { subject: `Your ${PRODUCT_NAME} free trial ends ${longDate(facts.trialEnd)}`, text: `${lines.join('\n')}\n` };
}

export function renewalReminderMail(facts: { renewsAt: Date; amount: number }, accountUrl: string) {
  const lines = [
    `Your ${PRODUCT_NAME} annual plan renews on ${longDate(facts.renewsAt)} for ${money(facts.amount)}.`,
    '',
    `Nothing to do if you are staying. To change or cancel: ${accountUrl}`,
  ];
  return { subject: `Your ${PRODUCT_NAME} annual plan renews ${longDate(facts.renewsAt)}`, text: `${lines.join('\n')}\n` };
}
