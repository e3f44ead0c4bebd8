/** Whose watchlist, votes and hidden works a request reads or writes: the active profile of the signed-in account. */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { profiles } from '../db/schema';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { ctxOf, userOf } from '../http/route-layer';
import { viewerProfiles, viewerWorkMarks, type AuthUser } from '../http/viewer-cache';

/**
 * The profile a request acts for: the one X-Sift-Profile-Id names when it is one of the account's profiles, else the
 * account's primary profile. Another account's profile id in the header is ignored (it never lends its data). The
 * account's profiles are kept per member (http/viewer-cache.ts).
 */
export async function viewerProfileId(ctx: AppContext, user: AuthUser, requested: number | null): Promise<number> {
  const rows = await viewerProfiles(ctx, user);
  const chosen = rows.find((p) => p.id === requested) ?? rows.find((p) => p.isPrimary) ?? rows[0];
  if (!chosen) throw notFound();
  return chosen.id;
}

/** The signed-in user and the profile the request acts for. */
export async function viewerOf(request: FastifyRequest): Promise<{ ctx: AppContext; user: AuthUser; userId: number; profileId: number }> {
  const ctx = ctxOf(request);
  const user = userOf(request);
  return { ctx, user, userId: user.id, profileId: await viewerProfileId(ctx, user, request.profileId) };
}

/** A profile id a body names: it must be one of the account's (else 404, like any other account's object). */
export async function ownProfileId(ctx: AppContext, userId: number, profileId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)));
  if (!row) throw notFound();
  return row.id;
}

/** What the signed-in viewer did to one work: requested it (the account) and hid it (the active profile). */
export async function viewerMarks(ctx: AppContext, user: AuthUser, requestedProfileId: number | null, workId: number) {
  const profileId = await viewerProfileId(ctx, user, requestedProfileId);
  return viewerWorkMarks(ctx, user, profileId, workId);
}
