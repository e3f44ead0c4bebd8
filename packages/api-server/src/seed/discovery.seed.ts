/**
 * Discovery's demo data (deterministic; development start only): hero campaign items, trailers from the demo media,
 * more offers on the playable demo titles, and for the demo subscriber's profiles a watchlist, thumbs votes and
 * progress (work locations) that put a show's next-up episode in its second season. Runs once, after the demo
 * media are in, while the hero is still empty.
 */
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { demoAccount } from './demo-accounts';

/** Catalogue works that get a trailer (each plays one of the demo streams). */
const TRAILER_WORKS = 400;
const MINUTE_MS = 60_000;

export interface DiscoverySeedOptions {
  /** Slugs of the demo-media works (packages/demo-media/catalogue.json). */
  mediaSlugs: string[];
  now: number;
}

export async function seedDiscovery(db: Db, options: DiscoverySeedOptions): Promise<boolean> {
  const [existing] = await db.select({ id: t.heroItems.id }).from(t.heroItems).limit(1);
  if (existing) return false;
  const { mediaSlugs } = options;
  const demoWorks = mediaSlugs.length
    ? await db.select().from(t.works).where(inArray(t.works.slug, mediaSlugs)).orderBy(asc(t.works.id))
    : [];
  const popular = (type: 'movie' | 'show', limit: number) =>
    db
      .select()
      .from(t.works)
      .where(and(eq(t.works.type, type), eq(t.works.isWatchable, true), eq(t.works.isEnabled, true), demoWorks.length ? sql`${t.works.mediaPath} is null` : undefined))
      .orderBy(desc(t.works.popularity), asc(t.works.id))
      .limit(limit);
  const [movies, shows] = await Promise.all([popular('movie', 12), popular('show', 12)]);
  // Shows with a second season, for the next-up season.
  const twoSeasonShows = await db
    .select({ id: t.works.id })
    .from(t.works)
    .where(and(eq(t.works.type, 'show'), eq(t.works.isWatchable, true), sql`exists (select 1 from ${t.seasons} where ${t.seasons.showId} = ${t.works.id} and ${t.seasons.seasonNumber} = 2)`))
    .orderBy(desc(t.works.popularity), asc(t.works.id))
    .limit(2);

  // ---- hero: the playable demo titles first, then popular movies and shows (001 §2 campaign items) ----
  const hero = [
    ...demoWorks.map((w) => ({ campaignId: `demo-media-${w.slug}`, workId: w.id })),
    ...shows.slice(0, 3).map((w, i) => ({ campaignId: `popular-shows-${i + 1}`, workId: w.id })),
    ...movies.slice(0, 3).map((w, i) => ({ campaignId: `popular-movies-${i + 1}`, workId: w.id })),
  ];
  if (hero.length) await db.insert(t.heroItems).values(hero.map((h, i) => ({ ...h, ordering: i + 1 })));

  // ---- trailers: the demo titles play themselves; popular catalogue works play a demo stream ----
  for (const w of demoWorks) await db.update(t.works).set({ trailer: w.mediaPath }).where(eq(t.works.id, w.id));
  const demoStreams = demoWorks.map((w) => w.mediaPath).filter((p): p is string => Boolean(p));
  if (demoStreams.length) {
    const withTrailers = await db
      .select({ id: t.works.id })
      .from(t.works)
      .where(and(ne(t.works.type, 'episode'), sql`${t.works.mediaPath} is null`))
      .orderBy(desc(t.works.popularity), asc(t.works.id))
      .limit(TRAILER_WORKS);
    for (const [i, stream] of demoStreams.entries()) {
      const ids = withTrailers.filter((_, n) => n % demoStreams.length === i).map((w) => w.id);
      if (ids.length) await db.update(t.works).set({ trailer: stream }).where(inArray(t.works.id, ids));
    }
  }

  // ---- offers on several services for the demo titles: the offer selector has something to switch ----
  const first = demoWorks[0];
  if (first) {
    const [tagSet] = await db.select({ id: t.tagSets.id }).from(t.tagSets).where(eq(t.tagSets.workId, first.id)).limit(1);
    await db.insert(t.offerings).values([
      { workId: first.id, catalogId: 3, serviceId: 3, type: 'subscription', maxFormat: 'HD', tagSetId: tagSet?.id ?? null, externalUrl: `https://prime-video.example/watch/${first.slug}` },
      { workId: first.id, catalogId: 14, serviceId: 13, type: 'rental', price: 399, maxFormat: 'HD', tagSetId: tagSet?.id ?? null, externalUrl: `https://apple-store.example/rent/${first.slug}` },
      { workId: first.id, catalogId: 14, serviceId: 13, type: 'purchase', price: 1499, maxFormat: '4K', tagSetId: tagSet?.id ?? null, externalUrl: `https://apple-store.example/buy/${first.slug}` },
    ]);
  }

  // ---- the demo subscriber's profiles ----
  const parent = demoAccount('parent');
  const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, parent.email));
  if (!user) return true;
  const profileRows = await db.select().from(t.profiles).where(eq(t.profiles.userId, user.id)).orderBy(asc(t.profiles.id));
  const byName = (name: string) => profileRows.find((p) => p.name === name);
  const parker = byName('Parker');
  const riley = byName('Riley');
  const sam = byName('Sam');
  const minutesAgo = (m: number) => new Date(options.now - m * MINUTE_MS);

  const family = await db
    .select({ id: t.works.id })
    .from(t.works)
    .where(and(ne(t.works.type, 'episode'), eq(t.works.isWatchable, true), sql`${t.works.categories} && ARRAY['family','kids']::text[]`, inArray(t.works.rating, ['G', 'PG', 'TV-Y', 'TV-Y7', 'TV-G'])))
    .orderBy(desc(t.works.popularity), asc(t.works.id))
    .limit(6);

  const watchlists: { profileId: number; workIds: number[] }[] = [];
  if (parker) {
    watchlists.push({
      profileId: parker.id,
      workIds: [...demoWorks.map((w) => w.id), ...twoSeasonShows.map((s) => s.id), ...movies.slice(3, 7).map((w) => w.id), ...shows.slice(3, 5).map((w) => w.id)],
    });
  }
  if (riley) watchlists.push({ profileId: riley.id, workIds: [...movies.slice(7, 10).map((w) => w.id), ...shows.slice(5, 7).map((w) => w.id)] });
  if (sam) watchlists.push({ profileId: sam.id, workIds: family.map((w) => w.id) });
  for (const list of watchlists) {
    const unique = [...new Set(list.workIds)];
    if (unique.length) {
      await db.insert(t.watchlistItems).values(unique.map((workId, i) => ({ profileId: list.profileId, workId, createdAt: minutesAgo(60 * 24 + i * 90) })));
    }
  }

  if (parker) {
    const votes = [
      ...demoWorks.slice(0, 2).map((w) => ({ workId: w.id, vote: 1 })),
      ...movies.slice(0, 2).map((w) => ({ workId: w.id, vote: 1 })),
      ...movies.slice(10, 11).map((w) => ({ workId: w.id, vote: -1 })),
    ];
    const unique = votes.filter((v, i) => votes.findIndex((o) => o.workId === v.workId) === i);
    if (unique.length) await db.insert(t.likes).values(unique.map((v, i) => ({ profileId: parker.id, ...v, updatedAt: minutesAgo(200 + i) })));
  }
  if (riley && shows[0]) await db.insert(t.likes).values({ profileId: riley.id, workId: shows[0].id, vote: 1, updatedAt: minutesAgo(300) });

  // ---- progress: a show finished through season 1, into season 2; two catalogue movies under way. The demo media's
  // own positions come from the playback seed (measured on the media's real length); tiny-demo starts at 0. ----
  const locations: (typeof t.workLocations.$inferInsert)[] = [];
  if (parker) {
    const [show] = twoSeasonShows;
    if (show) {
      const episodes = await db
        .select({ id: t.works.id, season: t.works.seasonNumber, episode: t.works.episodeNumber, duration: t.works.duration })
        .from(t.works)
        .where(and(eq(t.works.showId, show.id), eq(t.works.type, 'episode'), isNotNull(t.works.duration)))
        .orderBy(asc(t.works.seasonNumber), asc(t.works.episodeNumber));
      const seasonOne = episodes.filter((e) => e.season === 1);
      const seasonTwoFirst = episodes.find((e) => e.season === 2 && e.episode === 1);
      seasonOne.forEach((e, i) =>
        locations.push({ profileId: parker.id, workId: e.id, current: e.duration! - 30, runTime: e.duration!, isReachedCredits: true, updatedAt: minutesAgo(60 * 48 - i * 60) }),
      );
      if (seasonTwoFirst) {
        locations.push({ profileId: parker.id, workId: seasonTwoFirst.id, current: Math.round(seasonTwoFirst.duration! * 0.3), runTime: seasonTwoFirst.duration!, updatedAt: minutesAgo(10) });
      }
    }
    for (const [i, movie] of movies.slice(3, 5).entries()) {
      if (movie.duration) locations.push({ profileId: parker.id, workId: movie.id, current: Math.round(movie.duration * (0.2 + 0.3 * i)), runTime: movie.duration, updatedAt: minutesAgo(120 + i) });
    }
  }
  if (sam && family[0]) {
    const [kid] = await db.select().from(t.works).where(eq(t.works.id, family[0].id));
    if (kid.duration) locations.push({ profileId: sam.id, workId: kid.id, current: Math.round(kid.duration * 0.6), runTime: kid.duration, updatedAt: minutesAgo(90) });
  }
  if (locations.length) await db.insert(t.workLocations).values(locations).onConflictDoNothing();
  return true;
}
