/**
 * The sharing programme's record of who referred a new member: the referral code they joined with (the sharing
 * link's `rupi`). Billing credits both sides once the referred member first pays (credit.service.ts). Identity's
 * signup and social login and billing's subscribe record it.
 */
import { and, eq, ne } from 'drizzle-orm';
import { normaliseReferralCode } from '@sift/contracts';
import type { AppContext } from '../http/context';
import { referrals, users } from '../db/schema';

/** Records the code once per member (the first one wins); a code naming the member themself is ignored. Codes are compared as the contracts normalise them (the clients do the same). */
export async function recordReferral(ctx: AppContext, userId: number, rawCode: string | null | undefined): Promise<void> {
  const code = normaliseReferralCode(rawCode);
  if (!code) return;
  const [referrer] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), ne(users.id, userId)));
  const [self] = await ctx.db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  if (!self || self.code === code) return;
  await ctx.db
    .insert(referrals)
    .values({ referredUserId: userId, code, referrerUserId: referrer?.id ?? null, recordedAt: new Date(ctx.clock.now()) })
    .onConflictDoNothing();
}
