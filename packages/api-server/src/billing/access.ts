/**
 * Who may pay and change billing (002 §6): the primary profile, or a profile with account access. Every billing call
 * and every call that changes a subscription checks the profile making the request (X-Sift-Profile-Id, or the
 * profile cookie) on the server, whatever the client shows: no profile named, another account's profile, or a profile
 * without account access answers 403 (docs/decisions/0065).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PROFILE_ACCOUNT_ACCESS_REQUIRED } from '@sift/contracts';
import { profiles } from '../db/schema';
import { detailError } from '../http/errors';
import { ctxOf, userOf } from '../http/route-layer';

export async function requireAccountAccess(request: FastifyRequest): Promise<void> {
  const profileId = request.profileId;
  if (profileId) {
    const [row] = await ctxOf(request)
      .db.select({ isPrimary: profiles.isPrimary, accountAccess: profiles.accountAccess })
      .from(profiles)
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userOf(request).id)));
    if (row && (row.isPrimary || row.accountAccess)) return;
  }
  throw detailError(403, PROFILE_ACCOUNT_ACCESS_REQUIRED);
}

/** Route config of a billing call: a signed-in member, acting as a profile (the handler calls requireAccountAccess). */
export const billingRoute = { auth: 'user' as const, usesProfile: true };
