/**
 * The account area's support screens (issue 22; docs/decisions/0105, 0106): the member's help requests, and the TV
 * device offer's support request with the receipt (002 §2.5 "send a copy of the receipt through a support request";
 * "receive $30 credit within 3-5 business days") that staff approve or decline.
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { id, text } from './common';

/** GET help-requests/: one of the member's help requests (002 §3 "Help request: device type and description"). */
export const helpRequest = lazySchema(() => z.object({ id, device_type: z.string(), description: z.string(), created_at: z.string() }));
export type HelpRequest = z.infer<typeof helpRequest>;

/** The six device cards of 002 §2.5, in its order; prices in cents. */
export const TV_OFFER_DEVICES = [
  { id: 'onn-4k', name: 'Android TV (onn 4K)', family: 'androidtv', listed: 2_988, retailer: 'Walmart', url: 'https://www.walmart.com/search?q=onn%204k%20streaming%20box' },
  { id: 'nvidia-shield', name: 'Nvidia Shield', family: 'androidtv', listed: 19_999, retailer: 'NVIDIA', url: 'https://www.nvidia.com/en-us/shield/' },
  { id: 'apple-tv-2', name: 'Apple TV 2nd Gen', family: 'appletv', listed: 13_250, retailer: 'Apple', url: 'https://www.apple.com/apple-tv-4k/' },
  { id: 'apple-tv-3', name: 'Apple TV 3rd Gen', family: 'appletv', listed: 14_400, retailer: 'Apple', url: 'https://www.apple.com/apple-tv-4k/' },
  { id: 'fire-tv-stick-4k', name: 'Fire TV Stick 4K', family: 'firetv', listed: 4_999, retailer: 'Amazon', url: 'https://www.amazon.com/s?k=fire+tv+stick+4k' },
  { id: 'chromecast-google-tv', name: 'Chromecast with Google TV', family: 'googletv', listed: 4_999, retailer: 'Google Store', url: 'https://store.google.com/product/chromecast_google_tv' },
] as const;
export type TvOfferDeviceId = (typeof TV_OFFER_DEVICES)[number]['id'];
const deviceIds = TV_OFFER_DEVICES.map((d) => d.id) as [TvOfferDeviceId, ...TvOfferDeviceId[]];

/** A receipt: a photo or a PDF, sent as base64 inside the JSON body (the edge takes at most 1 MB). */
export const DEVICE_RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DEVICE_RECEIPT_MAX_BYTES = 700 * 1024;
export const DEVICE_CREDIT_STATUSES = ['pending', 'approved', 'declined'] as const;
export type DeviceCreditStatus = (typeof DEVICE_CREDIT_STATUSES)[number];

/** POST device-credit-requests/: which device, when it was bought, the order number, the receipt. */
export const deviceCreditRequestBody = lazySchema(() => z.object({
  device_id: z.enum(deviceIds),
  /** YYYY-MM-DD, the day of purchase. */
  purchased_on: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  order_number: z.optional(text(100)),
  description: z.optional(text(2000)),
  receipt: z.object({
    name: text(200),
    type: z.enum(DEVICE_RECEIPT_TYPES),
    /** The file, base64 (at most DEVICE_RECEIPT_MAX_BYTES once decoded). */
    data: z.string().check(z.maxLength(Math.ceil((DEVICE_RECEIPT_MAX_BYTES * 4) / 3) + 4), z.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
  }),
}));
export type DeviceCreditRequestBody = z.infer<typeof deviceCreditRequestBody>;

/** A device credit request as its member sees it. */
export const deviceCreditRequest = lazySchema(() => z.object({
  id,
  device_id: z.string(),
  device_name: z.string(),
  purchased_on: z.string(),
  order_number: z.nullable(z.string()),
  receipt_name: z.string(),
  status: z.enum(DEVICE_CREDIT_STATUSES),
  /** The credit granted (cents), once approved. */
  credit_amount: z.nullable(z.int()),
  review_note: z.nullable(z.string()),
  created_at: z.string(),
  reviewed_at: z.nullable(z.string()),
}));
export type DeviceCreditRequest = z.infer<typeof deviceCreditRequest>;

/** As staff see it: with the member and the request's text. */
export const staffDeviceCreditRequest = lazySchema(() => z.extend(deviceCreditRequest, {
  user: z.object({ id, email: z.string() }),
  description: z.nullable(z.string()),
  receipt_type: z.string(),
  reviewed_by: z.nullable(z.object({ id, email: z.string() })),
}));
export type StaffDeviceCreditRequest = z.infer<typeof staffDeviceCreditRequest>;

/** POST staff/device-credit-requests/{id}/approve/ or decline/: an optional note the member sees. */
export const deviceCreditReviewBody = lazySchema(() => z.object({ note: z.optional(text(500)) }));
