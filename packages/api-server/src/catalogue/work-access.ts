/**
 * What a viewer may play of a work (001 §1): the catalogue's rule on billing's current subscription. The work page
 * shows it (works.routes.ts) and playback decides by it (playback/playback-access.ts).
 */
import type { AppContext } from '../http/context';
import { currentSubscription, type CurrentSubscription } from '../billing/subscription-summary';
import type { WorkAccessRow } from './work-page.service';

/** 001 §1 access levels: full with a paid plan, limited on the free tier (first episode), none otherwise. */
export function accessOf(sub: CurrentSubscription | null, w: WorkAccessRow) {
  if (!sub?.isActive) return { level: 'none' as const, canPlay: false };
  if (sub.tierLevel > 0) return { level: 'full' as const, canPlay: w.isWatchable };
  const firstEpisode = w.type === 'episode' && w.seasonNumber === 1 && w.episodeNumber === 1;
  return { level: 'limited' as const, canPlay: w.isWatchable && firstEpisode };
}

/** The access levels read from the database now (playback decides by this, never by what is kept). */
export async function accessFor(ctx: AppContext, userId: number | null, w: WorkAccessRow) {
  return accessOf(userId ? await currentSubscription(ctx, userId) : null, w);
}
