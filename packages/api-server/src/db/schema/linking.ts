/**
 * The linking area's own tables (001 §3, §4, §7; 002 §3; docs/decisions/0050-0054): each account's key record and
 * its sealed service credentials, reports of offers whose external id a service did not know, the account's TV
 * devices, and the TVs' pending codes of the device flow (RFC 8628). Catalog accesses are shared with the theater
 * (viewing.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { offerings, streamingServices } from './catalogue';
import { users } from './identity';

/** One per account (002 §3 "Service credentials key: user_id, salt"): every service's key is derived from it. */
export const serviceCredentialKeys = pgTable('service_credential_keys', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  salt: text('salt').notNull(),
  keyVersion: integer('key_version').notNull().default(1),
  createdAt: createdAt(),
});

/** One per account and service (001 §3 ServiceCredential, id = service id): the payload sealed with AES-256-GCM. */
export const serviceCredentials = pgTable(
  'service_credentials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => streamingServices.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['web'] }).notNull().default('web'),
    keyVersion: integer('key_version').notNull(),
    iv: text('iv').notNull(),
    ciphertext: text('ciphertext').notNull(),
    authTag: text('auth_tag').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('service_credentials_user_service_idx').on(t.userId, t.serviceId)],
);

/** An offer a service said it does not know (001 §4.6), one row per offer and reporting account. */
export const catalogOfferReports = pgTable(
  'catalog_offer_reports',
  {
    id: serial('id').primaryKey(),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['invalid_external_id'] }).notNull(),
    externalId: text('external_id'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('catalog_offer_reports_offer_user_idx').on(t.offeringId, t.userId)],
);

export const TV_DEVICE_TYPES = ['AirPlay', 'Chromecast', 'FireTv', 'AppleTv', 'AndroidTv', 'Roku'] as const;

/** The account's TV devices (001 §3 Device). A device's credential is stored as a digest; removing the row revokes it. */
export const tvDevices = pgTable(
  'tv_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's name for it ('Living Room'); unique per account, whatever the case. */
    name: text('name').notNull(),
    /** The kind's name ('Fire TV') or what the TV calls itself. */
    deviceName: text('device_name').notNull(),
    type: text('type', { enum: TV_DEVICE_TYPES }).notNull(),
    /** SHA-256 of the TV's credential; null until the TV has collected it. */
    tokenDigest: text('token_digest').unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tv_devices_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

/**
 * A TV's request for a code (RFC 8628 §3.1-3.5): the user code it shows (five letters to register it, or six letters
 * and digits to link it), the device code it polls with (stored as a digest), until when, and what became of it.
 */
export const tvDeviceAuthorizations = pgTable(
  'tv_device_authorizations',
  {
    id: serial('id').primaryKey(),
    deviceCodeDigest: text('device_code_digest').notNull().unique(),
    userCode: text('user_code').notNull(),
    codeKind: text('code_kind', { enum: ['setup', 'link'] }).notNull(),
    type: text('type', { enum: TV_DEVICE_TYPES }).notNull(),
    deviceName: text('device_name').notNull(),
    /** pending -> approved (a member entered the code) -> collected (the TV got its credential); or expired. */
    status: text('status', { enum: ['pending', 'approved', 'collected'] }).notNull().default('pending'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tvDeviceId: integer('tv_device_id').references(() => tvDevices.id, { onDelete: 'cascade' }),
    intervalS: integer('interval_s').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  },
  (t) => [
    // A code a member may type names one TV at a time.
    uniqueIndex('tv_device_authorizations_pending_code_idx').on(t.userCode).where(sql`${t.status} = 'pending'`),
    index('tv_device_authorizations_expires_idx').on(t.expiresAt),
  ],
);
