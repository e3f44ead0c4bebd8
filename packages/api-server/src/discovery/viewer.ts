/** Whose watchlist, votes and hidden works a request reads or writes: the active profile of the signed-in account. */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hiddenWorks, profiles, workRequests } from '../db/schema';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { ctxOf, userOf } from '../http/route-layer';

/**
 * The profile a request acts for: the one X-Sift-Profile-Id names when it is one of the account's profiles, else the
 * account's primary profile. Another account's profile id in the header is ignored (it never lends its data).
 */
export async function viewerProfileId(ctx: AppContext, userId: number, requested: number | null): Promise<number> {
  const rows = await ctx.db
    .select({ id: profiles.id, isPrimary: profiles.isPrimary })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const chosen = rows.find((p) => p.id === requested) ?? rows.find((p) => p.isPrimary) ?? rows[0];
  if (!chosen) throw notFound();
  return chosen.id;
}

/** The signed-in user and the profile the request acts for. */
export async function viewerOf(request: FastifyRequest): Promise<{ ctx: AppContext; userId: number; profileId: number }> {
  const ctx = ctxOf(request);
  const userId = userOf(request).id;
  return { ctx, userId, profileId: await viewerProfileId(ctx, userId, request.profileId) };
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
export async function viewerMarks(ctx: AppContext, userId: number, requestedProfileId: number | null, workId: number) {
  const profileId = await viewerProfileId(ctx, userId, requestedProfileId);
  const [[requested], [hidden]] = await Promise.all([
    ctx.db
      .select({ workId: workRequests.workId })
      .from(workRequests)
      .where(and(eq(workRequests.userId, userId), eq(workRequests.workId, workId))),
    ctx.db
      .select({ workId: hiddenWorks.workId })
      .from(hiddenWorks)
      .where(and(eq(hiddenWorks.profileId, profileId), eq(hiddenWorks.workId, workId))),
  ]);
  return { requested: Boolean(requested), hidden: Boolean(hidden) };
}
