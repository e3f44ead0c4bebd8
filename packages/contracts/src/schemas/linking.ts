/**
 * Linking streaming services and TV devices (001 §3, §4, §5, §7; 002 §7): the calls' bodies and answers.
 * docs/api-paths.md "Linking" and docs/decisions/0050-0054.
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import {
  DEVICE_NAME_MAX_LENGTH,
  DEVICE_SETUP_CODE_LENGTH,
  REGISTRABLE_TV_DEVICE_IDS,
  TV_DEVICE_KINDS,
  TV_LINK_CODE_LENGTH,
  WATCH_HISTORY_MAX_ITEMS,
} from '../constants';
import { DEVICE_NAME_REQUIRED } from '../messages';
import { id, text } from './common';
import { tvDevice } from './devices';

// ---- service credentials (001 §3 ServiceCredential, 002 §3 Service credentials key) ----

/** The key record that protects one account's service credentials: the server derives each service's key from it. */
export const serviceCredentialKey = lazySchema(() => z.object({ user_id: id, salt: z.string(), created_at: z.string() }));
export type ServiceCredentialKey = z.infer<typeof serviceCredentialKey>;

/** One item of a service's watch history (001 §3), as the service lists it. */
export const watchHistoryItem = lazySchema(() => z.object({
  titleId: text(200),
  title: text(300),
  titleType: z.enum(['movie', 'episode']),
  timestamp: z.int().check(z.gte(0), z.lte(4_102_444_800_000)),
  date: text(40),
  imageSrc: z.optional(z.nullable(text(1000))),
  showTitle: z.optional(z.nullable(text(300))),
  showGti: z.optional(z.nullable(text(200))),
}));
export type WatchHistoryItem = z.infer<typeof watchHistoryItem>;

/** Who the member is at the service, and the browser the session was read in (`ua`). */
export const serviceIdentity = lazySchema(() => z.object({
  ua: text(1000),
  account_id: z.optional(z.nullable(text(200))),
  name: z.optional(z.nullable(text(200))),
  plan: z.optional(z.nullable(text(100))),
}));
export type ServiceIdentity = z.infer<typeof serviceIdentity>;

/** What the extension read at the service; stored encrypted, never answered back. */
export const serviceCredentialPayload = lazySchema(() => z.object({
  /** The service's cookies as one Cookie header value. */
  cookie: text(16_000).check(z.minLength(1)),
  identity: serviceIdentity,
  watch_history: z.optional(z.array(watchHistoryItem).check(z.maxLength(WATCH_HISTORY_MAX_ITEMS))),
}));
export type ServiceCredentialPayload = z.infer<typeof serviceCredentialPayload>;

export const serviceCredentialCreate = lazySchema(() => z.object({
  service_id: id,
  source: z._default(z.literal('web'), 'web'),
  payload: serviceCredentialPayload,
}));
export type ServiceCredentialCreate = z.input<typeof serviceCredentialCreate>;

/** A stored credential as the web app sees it (id = service id): what it says about the member, not its secrets. */
export const serviceCredential = lazySchema(() => z.object({
  id,
  service_id: id,
  source: z.literal('web'),
  account_name: z.nullable(z.string()),
  plan: z.nullable(z.string()),
  watch_history_count: z.int().check(z.nonnegative()),
  created_at: z.string(),
  updated_at: z.string(),
}));
export type ServiceCredential = z.infer<typeof serviceCredential>;

// ---- catalog accesses (001 §3 CatalogAccess, §4.6) ----

/** id = the catalog's id; verified for CATALOG_ACCESS_VERIFIED_DAYS from when it was written. */
export const catalogAccess = lazySchema(() => z.object({
  id,
  catalog: z.string(),
  is_authorized: z.boolean(),
  verified_to: z.nullable(z.string()),
}));
export type CatalogAccess = z.infer<typeof catalogAccess>;

/** `verified_to` is the server's to set (one day from now); a client's value is ignored. */
export const catalogAccessCreate = lazySchema(() => z.object({ catalog: text(100).check(z.minLength(1)), is_authorized: z.boolean() }));
export type CatalogAccessCreate = z.infer<typeof catalogAccessCreate>;

export const offerReportReasons = ['invalid_external_id'] as const;
export const offerReportInvalid = lazySchema(() => z.object({
  external_id: z.optional(text(300)),
  reason: z._default(z.enum(offerReportReasons), 'invalid_external_id'),
}));
export type OfferReportInvalid = z.input<typeof offerReportInvalid>;

// ---- TV devices: registration by setup code, code linking, and the TV's side of the device flow ----

export const tvDeviceKindId = lazySchema(() => z.enum(TV_DEVICE_KINDS.map((k) => k.id) as [string, ...string[]]));
export type TvDeviceKindId = (typeof TV_DEVICE_KINDS)[number]['id'];
export type RegistrableTvDeviceId = (typeof REGISTRABLE_TV_DEVICE_IDS)[number];

/** The member's name for a device: required, trimmed, bounded (001 §5). */
export const deviceName = lazySchema(() => text(DEVICE_NAME_MAX_LENGTH).check(z.trim(), z.minLength(1, DEVICE_NAME_REQUIRED)));

/** POST tv-devices/ (001 §7): register the TV showing this five-letter setup code. */
export const tvDeviceCreate = lazySchema(() => z.object({
  name: deviceName,
  /** Five letters; any case (uppercased by the client and again by the server). */
  setup_key: text(20).check(z.regex(new RegExp(`^[A-Za-z]{${DEVICE_SETUP_CODE_LENGTH}}$`))),
  type: tvDeviceKindId,
  /** The kind's display name (e.g. 'Fire TV'); the server names the kind itself when absent. */
  device_name: z.optional(text(DEVICE_NAME_MAX_LENGTH)),
}));
export type TvDeviceCreate = z.infer<typeof tvDeviceCreate>;

/** POST tv-devices/link/ answers the linked device's name (001 §7), and the device. */
export const tvLinkResult = lazySchema(() => z.object({
  device_name: z.string(),
  device: tvDevice,
}));
export type TvLinkResult = z.infer<typeof tvLinkResult>;
/** The raw code the page sends as the body (six letters or digits, a dash allowed). */
export const tvLinkCode = lazySchema(() => text(20));
export const tvLinkError = lazySchema(() => z.object({ error: z.string() }));

/** The TV asks for a code (RFC 8628 §3.1): which kind of code it shows, what it is, what it calls itself. */
export const tvAuthorizationRequest = lazySchema(() => z.object({
  type: tvDeviceKindId,
  code_kind: z.enum(['setup', 'link']),
  device_name: z.optional(text(DEVICE_NAME_MAX_LENGTH).check(z.trim(), z.minLength(1))),
}));
export type TvAuthorizationRequest = z.infer<typeof tvAuthorizationRequest>;

export const tvAuthorization = lazySchema(() => z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.int().check(z.positive()),
  interval: z.int().check(z.positive()),
}));
export type TvAuthorization = z.infer<typeof tvAuthorization>;

export const tvTokenRequest = lazySchema(() => z.object({ device_code: text(200) }));
/** RFC 8628 §3.5 error codes while the TV polls. */
export const tvTokenErrorCodes = ['authorization_pending', 'slow_down', 'expired_token', 'access_denied', 'invalid_grant'] as const;
export const tvTokenError = lazySchema(() => z.object({ error: z.enum(tvTokenErrorCodes), error_description: z.string() }));
export type TvTokenError = z.infer<typeof tvTokenError>;
export const tvToken = lazySchema(() => z.object({
  access_token: z.string(),
  token_type: z.literal('Device'),
  device: tvDevice,
  /** The account it is linked to, partly hidden (the TV shows it). */
  account: z.string(),
}));
export type TvToken = z.infer<typeof tvToken>;

export const TV_SETUP_KEY_PATTERN = new RegExp(`^[A-Z]{${DEVICE_SETUP_CODE_LENGTH}}$`);
export const TV_LINK_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${TV_LINK_CODE_LENGTH}}$`);
