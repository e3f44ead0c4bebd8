/**
 * The TV device offer (002 §2.5): buy an eligible device by the deadline, send the receipt through a support request
 * by then, get $30 credit in 3-5 business days. The deadline is the first Thursday at least 7 days out.
 */
import { DEVICE_CREDIT_DOLLARS, DEVICE_OFFER_DEADLINE_WEEKDAY, DEVICE_OFFER_MIN_DAYS } from '@sift/contracts';

const DAY_MS = 24 * 3600 * 1000;

/** The first Thursday at least DEVICE_OFFER_MIN_DAYS after `now` (the UTC day). */
export function deviceOfferDeadline(now: number): Date {
  const earliest = new Date(now + DEVICE_OFFER_MIN_DAYS * DAY_MS);
  const day = Date.UTC(earliest.getUTCFullYear(), earliest.getUTCMonth(), earliest.getUTCDate());
  const ahead = (DEVICE_OFFER_DEADLINE_WEEKDAY - new Date(day).getUTCDay() + 7) % 7;
  return new Date(day + ahead * DAY_MS);
}

export type DeviceFamily = 'androidtv' | 'appletv' | 'firetv' | 'googletv';

export interface OfferDevice {
  id: string;
  name: string;
  family: DeviceFamily;
  /** The listed price, in cents (the table of 002 §2.5). */
  listed: number;
  retailer: string;
  url: string;
}

/** The six device cards of 002 §2.5, in its order. */
export const OFFER_DEVICES: readonly OfferDevice[] = [
  { id: 'onn-4k', name: 'Android TV (onn 4K)', family: 'androidtv', listed: 2_988, retailer: 'Walmart', url: 'https://www.walmart.com/search?q=onn%204k%20streaming%20box' },
  { id: 'nvidia-shield', name: 'Nvidia Shield', family: 'androidtv', listed: 19_999, retailer: 'NVIDIA', url: 'https://www.nvidia.com/en-us/shield/' },
  { id: 'apple-tv-2', name: 'Apple TV 2nd Gen', family: 'appletv', listed: 13_250, retailer: 'Apple', url: 'https://www.apple.com/apple-tv-4k/' },
  { id: 'apple-tv-3', name: 'Apple TV 3rd Gen', family: 'appletv', listed: 14_400, retailer: 'Apple', url: 'https://www.apple.com/apple-tv-4k/' },
  { id: 'fire-tv-stick-4k', name: 'Fire TV Stick 4K', family: 'firetv', listed: 4_999, retailer: 'Amazon', url: 'https://www.amazon.com/s?k=fire+tv+stick+4k' },
  { id: 'chromecast-google-tv', name: 'Chromecast with Google TV', family: 'googletv', listed: 4_999, retailer: 'Google Store', url: 'https://store.google.com/product/chromecast_google_tv' },
];

/** What the device costs after the $30 credit, in cents (0: free). */
export const afterCredit = (listed: number) => Math.max(0, listed - DEVICE_CREDIT_DOLLARS * 100);

/** The page's devices: its family first (the offer page shows them in the table's order). */
export function devicesFor(family: DeviceFamily | null): OfferDevice[] {
  if (!family) return [...OFFER_DEVICES];
  return [...OFFER_DEVICES.filter((d) => d.family === family), ...OFFER_DEVICES.filter((d) => d.family !== family)];
}
