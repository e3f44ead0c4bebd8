/**
 * The viewer's filters: the active profile (the primary when the request names none of the account's profiles),
 * its default filters and the account's parental controls. Counting and cutting use the filter engine with these,
 * so the number a detail page shows is the number the player cuts.
 */
import { eq } from 'drizzle-orm';
import { profiles, requiredFilters } from '../db/schema';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';

export interface ViewerFilters {
  profileId: number | null;
  globalFilters: Record<string, boolean> | null;
  requiredFilters: Record<string, boolean> | null;
}

export async function viewerFilters(ctx: AppContext, userId: number | null, profileId: number | null): Promise<ViewerFilters> {
  if (!userId) return { profileId: null, globalFilters: null, requiredFilters: null };
  const rows = await ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
  const chosen = rows.find((p) => p.id === profileId) ?? rows.find((p) => p.isPrimary);
  const [required] = await ctx.db.select().from(requiredFilters).where(eq(requiredFilters.userId, userId));
  return { profileId: chosen?.id ?? null, globalFilters: chosen?.globalFilters ?? null, requiredFilters: required?.idMap ?? null };
}

/**
 * The profile a write acts for: the one the request names, which must be one of the account's (another
 * account's answers 404, like any foreign id), else the primary.
 */
export async function actingProfileId(ctx: AppContext, userId: number, profileId: number | null): Promise<number> {
  const rows = await ctx.db.select({ id: profiles.id, isPrimary: profiles.isPrimary }).from(profiles).where(eq(profiles.userId, userId));
  const chosen = profileId === null ? rows.find((p) => p.isPrimary) : rows.find((p) => p.id === profileId);
  if (!chosen) throw notFound();
  return chosen.id;
}
