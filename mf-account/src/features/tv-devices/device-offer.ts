/**
 * The TV device offer (002 §2.5): buy an eligible device by the deadline, send the receipt through a support request
 * by then, get $30 credit in 3-5 business days. The deadline is the first Thursday at least 7 days out.
 */
import { DEVICE_CREDIT_DOLLARS, DEVICE_OFFER_DEADLINE_WEEKDAY, DEVICE_OFFER_MIN_DAYS, TV_OFFER_DEVICES } from '@sift/contracts';

const DAY_MS = 24 * 3600 * 1000;

/** The first Thursday at least DEVICE_OFFER_MIN_DAYS after `now` (the UTC day). */
export function deviceOfferDeadline(now: number): Date {
  const earliest = new Date(now + DEVICE_OFFER_MIN_DAYS * DAY_MS);
  const day = Date.UTC(earliest.getUTCFullYear(), earliest.getUTCMonth(), earliest.getUTCDate());
  const ahead = (DEVICE_OFFER_DEADLINE_WEEKDAY - new Date(day).getUTCDay() + 7) % 7;
  return new Date(day + ahead * DAY_MS);
}

export type DeviceFamily = 'androidtv' | 'appletv' | 'firetv' | 'googletv';

export type OfferDevice = (typeof TV_OFFER_DEVICES)[number];

/** The six device cards of 002 §2.5, in its order (the list lives in @sift/contracts: the server checks receipts by it). */
export const OFFER_DEVICES: readonly OfferDevice[] = TV_OFFER_DEVICES;

/** What the device costs after the $30 credit, in cents (0: free). */
export const afterCredit = (listed: number) => Math.max(0, listed - DEVICE_CREDIT_DOLLARS * 100);

/** The page's devices: its family first (the offer page shows them in the table's order). */
export function devicesFor(family: DeviceFamily | null): OfferDevice[] {
  if (!family) return [...OFFER_DEVICES];
  return [...OFFER_DEVICES.filter((d) => d.family === family), ...OFFER_DEVICES.filter((d) => d.family !== family)];
}
