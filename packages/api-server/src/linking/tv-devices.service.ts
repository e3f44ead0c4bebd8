/**
 * TV devices and the device flow (001 §4, §5, §7; docs/decisions/0053), in the spirit of RFC 8628: a TV asks for a
 * code and shows it; the member enters it on the site (a five-letter setup code on the registration page, or a
 * six-character code on /link); the TV, polling with its secret device code, then collects its own credential.
 * Codes are single use, expire after TV_CODE_TTL_S, and wrong guesses are throttled per account and per address.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import {
  DEVICE_CANNOT_REGISTER,
  DEVICE_NAME_IN_USE,
  DEVICE_SAVE_FAILED,
  DEVICE_SETUP_CODE_LENGTH,
  REGISTRABLE_TV_DEVICE_IDS,
  TV_CODE_EXPIRED,
  TV_CODE_GUESS_WINDOW_MS,
  TV_CODE_GUESSES_PER_ACCOUNT,
  TV_CODE_INVALID,
  TV_CODE_THROTTLED,
  TV_CODE_TTL_S,
  TV_DEVICE_KINDS,
  TV_LINK_CODE_LENGTH,
  TV_LINK_CODE_PATTERN,
  TV_POLL_INTERVAL_S,
  type TvAuthorization,
  type TvAuthorizationRequest,
  type TvDevice,
  type TvDeviceCreate,
  type TvToken,
  type TvTokenError,
} from '@sift/contracts';
import type { Db } from '../db/database';
import { tvDeviceAuthorizations, tvDevices, users } from '../db/schema';
import type { AppContext } from '../http/context';
import { ApiError, detailError, fieldError } from '../http/errors';
import { releaseAttempt, reserveAttempt } from '../security/throttle';
import { CODE_ALPHABET, digest, newToken, randomCode } from '../security/tokens';

type DeviceRow = typeof tvDevices.$inferSelect;
type AuthorizationRow = typeof tvDeviceAuthorizations.$inferSelect;
export type TvKind = (typeof TV_DEVICE_KINDS)[number];

/** Setup codes: letters a person reads off a TV without mixing them up (no I, L, O). */
const SETUP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ';
/** TV apps that show a link code; casting targets (AirPlay, Chromecast) have no screen of their own to show one. */
const LINKABLE_KINDS = new Set(['firetv', 'appletv', 'androidtv', 'roku']);

export const kindOf = (id: string): TvKind | undefined => TV_DEVICE_KINDS.find((k) => k.id === id);
const kindOfType = (type: DeviceRow['type']): TvKind => TV_DEVICE_KINDS.find((k) => k.type === type)!;
export const isRegistrable = (id: string) => (REGISTRABLE_TV_DEVICE_IDS as readonly string[]).includes(id);

/** What a person typed, as the code it stands for: no dash or spaces, upper case. */
export const normaliseCode = (raw: string) => raw.replace(/[\s-]/g, '').toUpperCase();

export function deviceView(row: DeviceRow): TvDevice {
  return {
    id: row.id,
    name: row.name,
    device_name: row.deviceName,
    type: row.type,
    install_help_link: kindOfType(row.type).install_help_link,
    created_at: row.createdAt.toISOString(),
  };
}

export async function devicesOf(db: Db, userId: number): Promise<DeviceRow[]> {
  return db.select().from(tvDevices).where(eq(tvDevices.userId, userId)).orderBy(tvDevices.createdAt, tvDevices.id);
}

async function nameTaken(db: Db, userId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tvDevices.id })
    .from(tvDevices)
    .where(and(eq(tvDevices.userId, userId), sql`lower(${tvDevices.name}) = lower(${name})`));
  return Boolean(row);
}

/** The TV's own name, made unique among the account's devices ('Living Room TV', 'Living Room TV 2', ...). */
async function freeName(db: Db, userId: number, wanted: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? wanted : `${wanted} ${n}`;
    if (!(await nameTaken(db, userId, name))) return name;
  }
}

// ---- the TV's side ----

/** A new code for a TV (RFC 8628 §3.1-3.2). `address` is throttled by the caller. */
export async function startAuthorization(ctx: AppContext, request: TvAuthorizationRequest, siteOrigin: string): Promise<TvAuthorization> {
  const kind = kindOf(request.type);
  if (!kind) throw fieldError('type', DEVICE_CANNOT_REGISTER);
  if (request.code_kind === 'setup' && !isRegistrable(kind.id)) throw fieldError('type', DEVICE_CANNOT_REGISTER);
  if (request.code_kind === 'link' && !LINKABLE_KINDS.has(kind.id)) throw fieldError('type', DEVICE_CANNOT_REGISTER);
  const now = ctx.clock.now();
  // Expired codes go, so their user codes can be handed out again (the pending-code index is unique).
  await ctx.db.delete(tvDeviceAuthorizations).where(lte(tvDeviceAuthorizations.expiresAt, new Date(now)));
  const deviceCode = newToken();
  const setup = request.code_kind === 'setup';
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const userCode = setup ? randomCode(SETUP_ALPHABET, DEVICE_SETUP_CODE_LENGTH) : randomCode(CODE_ALPHABET, TV_LINK_CODE_LENGTH);
    const inserted = await ctx.db
      .insert(tvDeviceAuthorizations)
      .values({
        deviceCodeDigest: digest(deviceCode),
        userCode,
        codeKind: request.code_kind,
        type: kind.type,
        deviceName: request.device_name ?? `${kind.label}`,
        intervalS: TV_POLL_INTERVAL_S,
        createdAt: new Date(now),
        expiresAt: new Date(now + TV_CODE_TTL_S * 1000),
      })
      .onConflictDoNothing()
      .returning({ id: tvDeviceAuthorizations.id });
    if (!inserted.length) continue;
    const verification = setup ? `${siteOrigin}/devices/link/${kind.id}` : `${siteOrigin}/link`;
    return {
      device_code: deviceCode,
      user_code: userCode,
      verification_uri: verification,
      verification_uri_complete: setup ? verification : `${verification}/${userCode}`,
      expires_in: TV_CODE_TTL_S,
      interval: TV_POLL_INTERVAL_S,
    };
  }
  throw detailError(503, 'No code is free right now. Please try again.');
}

const tokenError = (error: TvTokenError['error'], description: string) => new ApiError(400, { error, error_description: description });

/** The TV polls (RFC 8628 §3.4-3.5): pending, too fast, expired, or its credential, exactly once. */
export async function pollAuthorization(ctx: AppContext, deviceCode: string): Promise<TvToken> {
  const now = ctx.clock.now();
  const [row] = await ctx.db.select().from(tvDeviceAuthorizations).where(eq(tvDeviceAuthorizations.deviceCodeDigest, digest(deviceCode)));
  if (!row || row.status === 'collected') throw tokenError('invalid_grant', 'This device code is unknown or was already used.');
  if (row.status === 'pending' && row.expiresAt.getTime() <= now) throw tokenError('expired_token', TV_CODE_EXPIRED);
  const tooSoon = row.lastPolledAt && now - row.lastPolledAt.getTime() < row.intervalS * 1000;
  await ctx.db
    .update(tvDeviceAuthorizations)
    .set({ lastPolledAt: new Date(now), ...(tooSoon && { intervalS: row.intervalS + 5 }) })
    .where(eq(tvDeviceAuthorizations.id, row.id));
  if (tooSoon) throw tokenError('slow_down', `Poll at most every ${row.intervalS + 5} seconds.`);
  if (row.status === 'pending') throw tokenError('authorization_pending', 'Waiting for the code to be entered.');
  // Approved: hand the TV its credential, once.
  const token = newToken();
  const collected = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(tvDeviceAuthorizations)
      .set({ status: 'collected' })
      .where(and(eq(tvDeviceAuthorizations.id, row.id), eq(tvDeviceAuthorizations.status, 'approved')))
      .returning({ id: tvDeviceAuthorizations.id });
    if (!claimed.length || !row.tvDeviceId) return null;
    const [device] = await tx.update(tvDevices).set({ tokenDigest: digest(token) }).where(eq(tvDevices.id, row.tvDeviceId)).returning();
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, device.userId));
    return { device, email: user.email };
  });
  if (!collected) throw tokenError('invalid_grant', 'This device code is unknown or was already used.');
  return { access_token: token, token_type: 'Device', device: deviceView(collected.device), account: maskEmail(collected.email) };
}

/** 'p****t@sift.example': enough for a TV to show whose account it joined. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  const shown = local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local[local.length - 1]}`;
  return `${shown}@${domain}`;
}

// ---- the member's side ----

const guessKeys = (userId: number, address: string) => [
  { key: `tv-code:user:${userId}`, limit: TV_CODE_GUESSES_PER_ACCOUNT },
  { key: `tv-code:addr:${address}`, limit: TV_CODE_GUESSES_PER_ACCOUNT * 3 },
];

/**
 * Counts a guess against the account and the address before the code is looked at; a right code gives it back, so
 * only wrong guesses use up the budget.
 */
async function withGuessBudget<T>(ctx: AppContext, userId: number, address: string, check: () => Promise<T>, tooMany: () => Error): Promise<T> {
  const keys = guessKeys(userId, address);
  const reserved: string[] = [];
  for (const { key, limit } of keys) {
    const reservation = await reserveAttempt(ctx, key, limit, TV_CODE_GUESS_WINDOW_MS);
    reserved.push(key);
    if (!reservation.allowed) throw tooMany();
  }
  const result = await check();
  for (const key of reserved) await releaseAttempt(ctx, key);
  return result;
}

async function pendingCode(db: Db, codeKind: AuthorizationRow['codeKind'], code: string): Promise<AuthorizationRow | null> {
  const [row] = await db
    .select()
    .from(tvDeviceAuthorizations)
    .where(and(eq(tvDeviceAuthorizations.userCode, code), eq(tvDeviceAuthorizations.codeKind, codeKind), eq(tvDeviceAuthorizations.status, 'pending')));
  return row ?? null;
}

/** A unique index refused the row (PostgreSQL 23505), e.g. two requests naming a device alike at once. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Claims the TV's pending code and makes the device; null when the code was claimed or expired meanwhile. */
async function approve(ctx: AppContext, authorization: AuthorizationRow, userId: number, name: string, deviceName: string): Promise<DeviceRow | null> {
  const now = new Date(ctx.clock.now());
  try {
    return await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(tvDeviceAuthorizations)
        .set({ status: 'approved', userId })
        .where(and(eq(tvDeviceAuthorizations.id, authorization.id), eq(tvDeviceAuthorizations.status, 'pending'), gt(tvDeviceAuthorizations.expiresAt, now)))
        .returning({ id: tvDeviceAuthorizations.id });
      if (!claimed) return null;
      const [device] = await tx.insert(tvDevices).values({ userId, name, deviceName, type: authorization.type, createdAt: now }).returning();
      await tx.update(tvDeviceAuthorizations).set({ tvDeviceId: device.id }).where(eq(tvDeviceAuthorizations.id, authorization.id));
      return device;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', DEVICE_NAME_IN_USE);
    throw error;
  }
}

/** POST tv-devices/: registers the TV showing `setup_key` under the member's name for it (001 §4, §5). */
export async function registerDevice(ctx: AppContext, userId: number, address: string, body: TvDeviceCreate): Promise<DeviceRow> {
  const kind = kindOf(body.type);
  if (!kind || !isRegistrable(kind.id)) throw fieldError('type', DEVICE_CANNOT_REGISTER);
  if (await nameTaken(ctx.db, userId, body.name)) throw fieldError('name', DEVICE_NAME_IN_USE);
  const code = normaliseCode(body.setup_key);
  const saveFailed = () => fieldError('setup_key', DEVICE_SAVE_FAILED);
  return withGuessBudget(
    ctx,
    userId,
    address,
    async () => {
      const authorization = await pendingCode(ctx.db, 'setup', code);
      if (!authorization || authorization.expiresAt.getTime() <= ctx.clock.now()) throw saveFailed();
      // The TV says what it is; the member's choice only had to be a kind that can be registered.
      const deviceName = body.device_name?.trim() || kindOfType(authorization.type).label;
      const device = await approve(ctx, authorization, userId, body.name, deviceName);
      if (!device) throw saveFailed();
      return device;
    },
    () => fieldError('setup_key', TV_CODE_THROTTLED),
  );
}

const linkError = (status: number, message: string) => new ApiError(status, { error: message, detail: message });

/** POST tv-devices/link/: the raw code from /link (001 §4); answers the device, or {error} in the product's words. */
export async function linkDevice(ctx: AppContext, userId: number, address: string, raw: string): Promise<DeviceRow> {
  const code = normaliseCode(raw);
  if (!TV_LINK_CODE_PATTERN.test(code)) throw linkError(400, TV_CODE_INVALID);
  return withGuessBudget(
    ctx,
    userId,
    address,
    async () => {
      const authorization = await pendingCode(ctx.db, 'link', code);
      if (!authorization) throw linkError(400, TV_CODE_INVALID);
      if (authorization.expiresAt.getTime() <= ctx.clock.now()) throw linkError(400, TV_CODE_EXPIRED);
      const name = await freeName(ctx.db, userId, authorization.deviceName);
      const device = await approve(ctx, authorization, userId, name, kindOfType(authorization.type).label);
      if (!device) throw linkError(400, TV_CODE_INVALID);
      return device;
    },
    () => linkError(429, TV_CODE_THROTTLED),
  );
}

export async function removeDevice(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db.delete(tvDevices).where(and(eq(tvDevices.id, id), eq(tvDevices.userId, userId))).returning({ id: tvDevices.id });
  return removed.length > 0;
}
