/** Accounts, tokens and mailed codes: the pieces the identity calls share. */
import { and, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import { ACCOUNT_DISABLED, CONFIRMATION_CODE_INVALID, normaliseConfirmationCode } from '@sift/contracts';
import type { AppContext } from '../http/context';
import { detailError } from '../http/errors';
import { authTokens, emailCodes, knownLoginAddresses, profiles, users } from '../db/schema';
import { hashSecret } from '../security/passwords';
import { digest, newConfirmationCode, newReferralCode, newToken } from '../security/tokens';
import { DEFAULT_AVATAR_ID } from '../reference-data';

export const CODE_TTL_MS = 30 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, normaliseEmail(email)));
  return user ?? null;
}

const KNOWN_ADDRESS_MS = 90 * 24 * 3600 * 1000;

/** Whether the account signed in from this address in the last 90 days. */
export async function isKnownAddress(ctx: AppContext, userId: number, address: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ at: knownLoginAddresses.lastSuccessAt })
    .from(knownLoginAddresses)
    .where(and(eq(knownLoginAddresses.userId, userId), eq(knownLoginAddresses.address, address)));
  return Boolean(row && row.at.getTime() > ctx.clock.now() - KNOWN_ADDRESS_MS);
}

export async function rememberAddress(ctx: AppContext, userId: number, address: string): Promise<void> {
  const at = new Date(ctx.clock.now());
  await ctx.db
    .insert(knownLoginAddresses)
    .values({ userId, address, lastSuccessAt: at })
    .onConflictDoUpdate({ target: [knownLoginAddresses.userId, knownLoginAddresses.address], set: { lastSuccessAt: at } });
}

/**
 * Issues an API token; only its digest is stored. A disabled account gets none, whichever way it signs in (password,
 * social login, a reset link): 403 with ACCOUNT_DISABLED, which the login page shows with its 'Help!' link (000 §5).
 * Staff impersonating it still may (they look into accounts that were disabled).
 */
export async function issueToken(ctx: AppContext, userId: number, impersonatorId: number | null = null): Promise<string> {
  if (impersonatorId === null) {
    const [account] = await ctx.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId));
    if (account && !account.isActive) throw detailError(403, ACCOUNT_DISABLED);
  }
  const token = newToken();
  const now = new Date(ctx.clock.now());
  await ctx.db.insert(authTokens).values({ digest: digest(token), userId, impersonatorId, createdAt: now, lastUsedAt: now });
  // At most tokensPerUser live sessions: the oldest go first.
  const keep = ctx.db
    .select({ digest: authTokens.digest })
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(desc(authTokens.createdAt), desc(authTokens.digest))
    .limit(ctx.limits.tokensPerUser);
  await ctx.db.delete(authTokens).where(and(eq(authTokens.userId, userId), notInArray(authTokens.digest, keep)));
  return token;
}

export interface NewAccount {
  email: string;
  password: string;
  rupi?: string;
  irClickId?: string;
  promoCode?: string;
}

/** A new user with a primary profile named after the e-mail's local part. */
export async function createAccount(ctx: AppContext, account: NewAccount) {
  const email = normaliseEmail(account.email);
  const passwordHash = await hashSecret(account.password);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        rupi: account.rupi || null,
        irClickId: account.irClickId || null,
        signupPromoCode: account.promoCode || null,
        referralCode: newReferralCode(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) return null;
    const local = email.split('@')[0].replace(/[^A-Za-z0-9]+/g, ' ').trim() || 'Me';
    await tx.insert(profiles).values({
      userId: user.id,
      name: local.replace(/\b\w/g, (c) => c.toUpperCase()).slice(0, 30),
      avatarId: DEFAULT_AVATAR_ID,
      isPrimary: true,
      accountAccess: true,
    });
    return user;
  });
}

type CodePurpose = 'signup' | 'email_change' | 'newsletter';

/** A fresh six-character code for `email`; earlier unused codes of the same purpose stop working. */
export async function createEmailCode(ctx: AppContext, purpose: CodePurpose, email: string, userId: number | null = null) {
  const code = newConfirmationCode();
  const now = new Date(ctx.clock.now());
  await ctx.db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email), isNull(emailCodes.usedAt), userId === null ? undefined : eq(emailCodes.userId, userId)));
  await ctx.db.insert(emailCodes).values({
    purpose,
    email,
    code: digest(code),
    userId,
    expiresAt: new Date(ctx.clock.now() + CODE_TTL_MS),
  });
  return code;
}

/**
 * Uses the latest live code for (purpose, email[, user]). A wrong guess counts against the code, which dies
 * after a few, so the six characters cannot be guessed. Returns the code row on success, null otherwise.
 */
export async function consumeEmailCode(ctx: AppContext, purpose: CodePurpose, raw: string, match: { email?: string; userId?: number }) {
  const now = new Date(ctx.clock.now());
  const [row] = await ctx.db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.purpose, purpose),
        match.email ? eq(emailCodes.email, match.email) : undefined,
        match.userId ? eq(emailCodes.userId, match.userId) : undefined,
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!row) return null;
  const code = normaliseConfirmationCode(raw).toUpperCase();
  if (digest(code) !== row.code) {
    await ctx.db
      .update(emailCodes)
      .set({
        attempts: sql`${emailCodes.attempts} + 1`,
        usedAt: row.attempts + 1 >= MAX_CODE_ATTEMPTS ? now : null,
      })
      .where(eq(emailCodes.id, row.id));
    return null;
  }
  // The conditional update makes a code single-use even when two requests race.
  const [used] = await ctx.db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt)))
    .returning();
  return used ?? null;
}

export const CODE_INVALID_ANSWER = { confirmation_code: [CONFIRMATION_CODE_INVALID], code: 'confirmation_code_invalid' };
