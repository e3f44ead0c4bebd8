/**
 * Every calendar step of billing, through one library (date-fns, in UTC whatever the process's time zone), anchored
 * as Stripe anchors them (docs/decisions/0064): a subscription's periods end a whole number of intervals after its
 * billing cycle anchor, and `addMonths` clamps to the month's last day, so a member who subscribed on 31 January is
 * billed on 28 (or 29) February, 31 March, 30 April... never 3 March, and never drifting to the 28th.
 */
import { addDays, addMonths, addYears, endOfMonth } from 'date-fns';
import { utc } from '@date-fns/utc';

export type BillingInterval = 'month' | 'year';

const plain = (date: Date) => new Date(date.getTime());

/** `count` months after `from`, on the same day of the month or the month's last day. */
export const monthsAfter = (from: Date, count: number): Date => plain(addMonths(from, count, { in: utc }));

/** `count` days after `from` (UTC days: 24 hours). */
export const daysAfter = (from: Date, count: number): Date => plain(addDays(from, count, { in: utc }));

/** The end of the `index`-th period after the anchor (index 0 is the anchor itself). */
export function periodBoundary(anchor: Date, interval: BillingInterval, index: number): Date {
  return plain(interval === 'year' ? addYears(anchor, index, { in: utc }) : addMonths(anchor, index, { in: utc }));
}

/** The first period boundary strictly after `after` (the anchor itself when it is later: a trial's end). */
export function nextPeriodEnd(anchor: Date, interval: BillingInterval, after: Date): Date {
  if (anchor.getTime() > after.getTime()) return plain(anchor);
  // Start near the answer instead of counting from the anchor one interval at a time.
  const approxMonths = (after.getTime() - anchor.getTime()) / (30.436875 * 24 * 3600 * 1000);
  let index = Math.max(1, Math.floor(interval === 'year' ? approxMonths / 12 : approxMonths) - 1);
  while (index > 1 && periodBoundary(anchor, interval, index - 1).getTime() > after.getTime()) index--;
  while (periodBoundary(anchor, interval, index).getTime() <= after.getTime()) index++;
  return periodBoundary(anchor, interval, index);
}

/** Whether a card that expires in `month` (1-12) of `year` has expired at `now`: it is good to its month's last moment (UTC). */
export const cardExpired = (month: number, year: number, now: Date): boolean =>
  endOfMonth(new Date(Date.UTC(year, month - 1, 1)), { in: utc }).getTime() < now.getTime();
