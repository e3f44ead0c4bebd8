/**
 * Service credentials and catalog accesses (001 §3, §4): what the extension read at a streaming service, sealed per
 * account and service (credential-crypto.ts), and which of the service's catalogs the account may play from.
 * Disconnecting, or a service saying the sign-in is no longer valid, destroys the credential and the accesses.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  CATALOG_ACCESS_VERIFIED_DAYS,
  LINKING_SUBSCRIPTION_REQUIRED,
  PRODUCT_SERVICE_SLUG,
  type CatalogAccess,
  type ServiceCredential,
  type ServiceCredentialPayload,
} from '@sift/contracts';
import { catalogAccesses, catalogs, serviceCredentialKeys, serviceCredentials, streamingServices } from '../db/schema';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';
import { detailError } from '../http/errors';
import { currentSubscription } from '../billing/subscription-summary';
import { KEY_VERSION, newSalt, open, seal, serviceKey } from './credential-crypto';

const DAY_MS = 24 * 3600 * 1000;
/** When the master key is missing (production without SIFT_SERVICE_CREDENTIALS_KEY). */
export const LINKING_UNAVAILABLE = 'Linking streaming services is not available right now. Please try again later.';

type CredentialRow = typeof serviceCredentials.$inferSelect;
type KeyRow = typeof serviceCredentialKeys.$inferSelect;

export function masterKey(ctx: AppContext): Buffer {
  const key = ctx.config.linking.serviceCredentialsKey;
  if (!key) throw detailError(503, LINKING_UNAVAILABLE);
  return key;
}

/** Linking needs an active subscription (001 §4.1, 002 §6). */
export async function requireActiveSubscription(ctx: AppContext, userId: number): Promise<void> {
  const sub = await currentSubscription(ctx, userId);
  if (!sub?.isActive) throw detailError(403, LINKING_SUBSCRIPTION_REQUIRED);
}

/** The account's key record, made on first use (a salt of 128 random bits). */
export async function keyRecordOf(db: Db, userId: number): Promise<KeyRow> {
  await db.insert(serviceCredentialKeys).values({ userId, salt: newSalt(), keyVersion: KEY_VERSION }).onConflictDoNothing();
  const [row] = await db.select().from(serviceCredentialKeys).where(eq(serviceCredentialKeys.userId, userId));
  return row;
}

export async function serviceById(db: Db, serviceId: number) {
  const [service] = await db.select().from(streamingServices).where(eq(streamingServices.id, serviceId));
  return service ?? null;
}

/** Seals and stores the payload, replacing the service's earlier credential (a re-link). */
export async function storeCredential(db: Db, master: Buffer, userId: number, serviceId: number, payload: ServiceCredentialPayload, now: Date): Promise<CredentialRow> {
  const record = await keyRecordOf(db, userId);
  const sealed = seal(serviceKey(master, record.salt, serviceId), JSON.stringify(payload), userId, serviceId);
  const values = { keyVersion: record.keyVersion, iv: sealed.iv, ciphertext: sealed.ciphertext, authTag: sealed.tag, updatedAt: now };
  const [row] = await db
    .insert(serviceCredentials)
    .values({ userId, serviceId, source: 'web', createdAt: now, ...values })
    .onConflictDoUpdate({ target: [serviceCredentials.userId, serviceCredentials.serviceId], set: values })
    .returning();
  return row;
}

/** The payload of a stored credential; null when it cannot be opened (another key, tampered bytes). */
export async function openCredential(db: Db, master: Buffer, row: CredentialRow): Promise<ServiceCredentialPayload | null> {
  const record = await keyRecordOf(db, row.userId);
  try {
    const text = open(serviceKey(master, record.salt, row.serviceId), { iv: row.iv, ciphertext: row.ciphertext, tag: row.authTag }, row.userId, row.serviceId);
    return JSON.parse(text) as ServiceCredentialPayload;
  } catch {
    return null;
  }
}

export async function credentialView(db: Db, master: Buffer, row: CredentialRow): Promise<ServiceCredential> {
  const payload = await openCredential(db, master, row);
  return {
    id: row.serviceId,
    service_id: row.serviceId,
    source: row.source,
    account_name: payload?.identity.name ?? null,
    plan: payload?.identity.plan ?? null,
    watch_history_count: payload?.watch_history?.length ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function credentialsOf(db: Db, userId: number, serviceId?: number): Promise<CredentialRow[]> {
  return db
    .select()
    .from(serviceCredentials)
    .where(and(eq(serviceCredentials.userId, userId), serviceId === undefined ? undefined : eq(serviceCredentials.serviceId, serviceId)))
    .orderBy(serviceCredentials.serviceId);
}

/** Destroys the credential and the accesses to the service's catalogs (001 §4.6, §4.7); false when there was none. */
export async function destroyCredential(db: Db, userId: number, serviceId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(serviceCredentials)
      .where(and(eq(serviceCredentials.userId, userId), eq(serviceCredentials.serviceId, serviceId)))
      .returning({ id: serviceCredentials.id });
    const ofService = tx.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.serviceId, serviceId));
    const removed = await tx
      .delete(catalogAccesses)
      .where(and(eq(catalogAccesses.userId, userId), inArray(catalogAccesses.catalogId, ofService)))
      .returning({ id: catalogAccesses.id });
    return deleted.length > 0 || removed.length > 0;
  });
}

export const verifiedUntil = (now: number) => new Date(now + CATALOG_ACCESS_VERIFIED_DAYS * DAY_MS);

export async function accessesOf(db: Db, userId: number): Promise<CatalogAccess[]> {
  const rows = await db
    .select({ access: catalogAccesses, slug: catalogs.slug })
    .from(catalogAccesses)
    .innerJoin(catalogs, eq(catalogs.id, catalogAccesses.catalogId))
    .where(eq(catalogAccesses.userId, userId))
    .orderBy(catalogAccesses.catalogId);
  return rows.map(({ access, slug }) => accessView(access, slug));
}

export const accessView = (row: typeof catalogAccesses.$inferSelect, slug: string): CatalogAccess => ({
  id: row.catalogId,
  catalog: slug,
  is_authorized: row.isAuthorized,
  verified_to: row.verifiedTo?.toISOString() ?? null,
});

export const isProductService = (slug: string) => slug === PRODUCT_SERVICE_SLUG;
