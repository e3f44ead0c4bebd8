/** Profile answers (002 §3): the default avatar fills an empty one (000 §5). */
import { asc, desc, eq } from 'drizzle-orm';
import type { Profile } from '@sift/contracts';
import type { AppContext } from '../http/context';
import { avatars, profiles } from '../db/schema';
import { DEFAULT_AVATAR_ID, AVATARS } from '../reference-data';

type ProfileRow = typeof profiles.$inferSelect;

export const avatarUrl = (base: string, slug: string) => `${base}/images/avatars/${slug}.svg`;
const DEFAULT_AVATAR_SLUG = AVATARS.find((a) => a.id === DEFAULT_AVATAR_ID)!.slug;

export function profileView(base: string, row: ProfileRow, avatarSlug: string | null): Profile {
  return {
    id: row.id,
    name: row.name,
    avatar: avatarSlug,
    avatar_id: row.avatarId,
    avatar_url: avatarUrl(base, avatarSlug ?? DEFAULT_AVATAR_SLUG),
    is_primary: row.isPrimary,
    account_access: row.isPrimary || row.accountAccess,
    global_filters: row.globalFilters,
    selected_catalogs: row.selectedCatalogs,
    selected_devices: row.selectedDevices,
    account_id: row.userId,
  };
}

/** The user's profiles, primary first, then in creation order. */
export async function listProfileViews(ctx: AppContext, base: string, userId: number): Promise<Profile[]> {
  const rows = await ctx.db
    .select({ profile: profiles, avatarSlug: avatars.slug })
    .from(profiles)
    .leftJoin(avatars, eq(avatars.id, profiles.avatarId))
    .where(eq(profiles.userId, userId))
    .orderBy(desc(profiles.isPrimary), asc(profiles.id));
  return rows.map((r) => profileView(base, r.profile, r.avatarSlug));
}
