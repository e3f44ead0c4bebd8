/**
 * A work's page (GET content/v2/works/{slug}/) in two parts: what is the same for everyone (the work, its offerings,
 * seasons and episodes), kept per slug like a public answer (decision 0040: catalogue changes show within
 * ANSWER_TTL_MS), and what depends on the viewer (may they play it, did the account request it, did the profile hide
 * it), read from what is kept per member (http/viewer-cache.ts, decision 0085). A page view then costs no query.
 */
import { and, asc, eq } from 'drizzle-orm';
import { externalIdOf, type Work } from '@sift/contracts';
import { offerings, seasons, works } from '../db/schema';
import type { AppContext } from '../http/context';
import { ANSWER_TTL_MS, answerCacheStats } from '../http/http-cache';
import { workSummaryView } from './catalogue-view';
import { catalogueScope } from './catalogue-version';
import { offeringsByWork, summariesOf } from './works.service';

/** What the viewer's part is computed from. */
export type WorkAccessRow = Pick<typeof works.$inferSelect, 'id' | 'type' | 'seasonNumber' | 'episodeNumber' | 'isWatchable'>;

export interface PublicWorkPage {
  row: WorkAccessRow;
  /** The answer's JSON without the viewer's fields and without its closing brace. */
  openJson: string;
}

type ViewerFields = Pick<Work, 'subscription_can_play' | 'subscription_access_level' | 'is_requested' | 'is_hidden'>;

/** Slugs kept per catalogue scope (a 404 is kept too, so a stream of unknown slugs is bounded by this). */
const PAGES_MAX = 5_000;
/** Per catalogue scope (a database at one catalogue version, catalogue-version.ts): a catalogue change drops them. */
const keptByScope = new WeakMap<object, Map<string, { at: number; page: Promise<PublicWorkPage | null> }>>();

async function loadPublicPage(ctx: AppContext, base: string, slug: string): Promise<PublicWorkPage | null> {
  const [w] = await ctx.readDb.select().from(works).where(and(eq(works.slug, slug), eq(works.isEnabled, true)));
  if (!w) return null;
  const [offeringRows, briefs, seasonList] = await Promise.all([
    ctx.readDb.select().from(offerings).where(eq(offerings.workId, w.id)).orderBy(asc(offerings.id)),
    offeringsByWork(ctx, [w.id]).then((byWork) => byWork.get(w.id) ?? []),
    w.type === 'show' ? seasonsOf(ctx, base, w.id) : Promise.resolve([] as Work['seasons']),
  ]);
  const page: Omit<Work, keyof ViewerFields> = {
    ...workSummaryView(base, w, briefs),
    trailer: w.trailer ? `${base}/media/${w.trailer}` : null,
    subtitles: { all: w.subtitles },
    offerings: offeringRows.map((o) => ({
      offer_id: o.id,
      type: o.type,
      catalog_id: o.catalogId,
      service_id: o.serviceId,
      work_id: o.workId,
      price: o.price,
      max_format: o.maxFormat,
      tag_set_id: o.tagSetId,
      external_url: o.externalUrl,
      external_id: externalIdOf(o.externalUrl),
    })),
    seasons: seasonList,
  };
  const json = JSON.stringify(page);
  return {
    row: { id: w.id, type: w.type, seasonNumber: w.seasonNumber, episodeNumber: w.episodeNumber, isWatchable: w.isWatchable },
    openJson: json.slice(0, -1),
  };
}

async function seasonsOf(ctx: AppContext, base: string, showId: number): Promise<Work['seasons']> {
  const [seasonRows, episodes] = await Promise.all([
    ctx.readDb.select().from(seasons).where(eq(seasons.showId, showId)).orderBy(asc(seasons.seasonNumber)),
    ctx.readDb
      .select()
      .from(works)
      .where(and(eq(works.showId, showId), eq(works.type, 'episode')))
      .orderBy(asc(works.seasonNumber), asc(works.episodeNumber)),
  ]);
  const summaries = await summariesOf(ctx, base, episodes);
  return seasonRows.map((s) => ({
    id: s.id,
    season_number: s.seasonNumber,
    episodes: summaries
      .filter((e) => e.season_number === s.seasonNumber)
      .map((e) => ({ ...e, season_number: e.season_number!, episode_number: e.episode_number! })),
  }));
}

/** The public part of a work's page, or null when no enabled work has the slug; computed once per ANSWER_TTL_MS. */
export async function publicWorkPage(ctx: AppContext, base: string, slug: string): Promise<PublicWorkPage | null> {
  if (!answerCacheStats.enabled) return loadPublicPage(ctx, base, slug);
  const scope = await catalogueScope(ctx);
  let kept = keptByScope.get(scope);
  if (!kept) keptByScope.set(scope, (kept = new Map()));
  const key = `${base}|${slug}`;
  const now = ctx.clock.now();
  const hit = kept.get(key);
  if (hit && now >= hit.at && now - hit.at < ANSWER_TTL_MS) {
    answerCacheStats.hits++;
    return hit.page;
  }
  answerCacheStats.misses++;
  const page = loadPublicPage(ctx, base, slug);
  const entry = { at: now, page };
  kept.delete(key);
  kept.set(key, entry);
  if (kept.size > PAGES_MAX) kept.delete(kept.keys().next().value!);
  page.catch(() => kept!.get(key) === entry && kept!.delete(key));
  return page;
}

/** The whole answer: the public part and the viewer's fields. */
export const workPageJson = (page: PublicWorkPage, viewer: ViewerFields) =>
  `${page.openJson},"subscription_can_play":${viewer.subscription_can_play},"subscription_access_level":"${viewer.subscription_access_level}","is_requested":${viewer.is_requested},"is_hidden":${viewer.is_hidden}}`;
