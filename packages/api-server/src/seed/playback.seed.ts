/**
 * Demo data of the playback area, so the theater, the filters dialog and the title pages show real content:
 * - catalog accesses: staff@ has linked everything (parent@'s links, with an expired verification and catalogs its
 *   plans leave out, come with its sealed credentials: linking.seed.ts). The product's own catalogue needs no link.
 * - lineups: Parker and Riley have saved choices for demo titles;
 * - resume positions (work locations): Parker mid-way through Harbor Lights, The Long Road watched to the credits,
 *   a synthetic movie and the first episodes of a show; Riley mid-way through Midnight Garden.
 * Deterministic, and safe on every start: rows that exist are left as they are (a viewer's own progress wins).
 */
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { FILTER_CATEGORIES, type Clock } from '@sift/contracts';
import { buildCategoryTree, createChoices, setTag, toRefmap } from '@sift/filter-engine';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { tagsOfSet } from '../catalogue/tag-sets';
import { demoMediaWorks, demoWorkFor } from '../playback/played-media';
import { demoAccount } from './demo-accounts';
import { PARENT_UNPLAYABLE_CATALOG_IDS } from './linking.seed';
import { ALL_CATALOGS } from '../reference-data';

const YEAR_MS = 365 * 24 * 3600 * 1000;

async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(t.users).where(eq(t.users.email, email));
  return user;
}

async function seedCatalogAccesses(db: Db, clock: Clock) {
  // Demo links stay verified for years: a demo that stopped playing after a day would look broken.
  const verifiedTo = new Date(clock.now() + 10 * YEAR_MS);
  const staff = await userByEmail(db, demoAccount('staff').email);
  if (staff) await db.insert(t.catalogAccesses).values(ALL_CATALOGS.map((c) => ({ userId: staff.id, catalogId: c.id, isAuthorized: true, verifiedTo }))).onConflictDoNothing();
}

async function tagSetOf(db: Db, workId: number) {
  const [set] = await db.select().from(t.tagSets).where(eq(t.tagSets.workId, workId)).orderBy(asc(t.tagSets.id)).limit(1);
  return set ? { set, tags: await tagsOfSet(db, set) } : null;
}

export async function seedPlayback(db: Db, clock: Clock): Promise<void> {
  await seedCatalogAccesses(db, clock);
  const parent = await userByEmail(db, demoAccount('parent').email);
  if (!parent) return;
  const profileRows = await db.select().from(t.profiles).where(eq(t.profiles.userId, parent.id));
  const parker = profileRows.find((p) => p.name === 'Parker');
  const riley = profileRows.find((p) => p.name === 'Riley');
  const [required] = await db.select().from(t.requiredFilters).where(eq(t.requiredFilters.userId, parent.id));
  const demos = await demoMediaWorks(db);
  const demo = (slug: string) => demos.find((w) => w.mediaPath === `${slug}/manifest.mpd`);
  const tree = buildCategoryTree(FILTER_CATEGORIES);

  // Lineups: a saved refmap has an entry for every tag (docs/decisions/0006), starting from the profile's defaults.
  const lineup = async (profile: typeof parker, slug: string, changes: Record<string, boolean>) => {
    const work = demo(slug);
    if (!profile || !work) return;
    const found = await tagSetOf(db, work.id);
    if (!found) return;
    let choices = createChoices({ tags: found.tags, tree, globalFilters: profile.globalFilters, requiredFilters: required?.idMap ?? null });
    for (const [refId, on] of Object.entries(changes)) choices = setTag(choices, refId, on);
    await db.insert(t.lineups).values({ profileId: profile.id, tagSetId: found.set.id, refmap: toRefmap(choices) }).onConflictDoNothing();
  };
  // Parker keeps his defaults but also cuts the fight on the pier; Riley lets the last spoiler-tagged word through.
  await lineup(parker, 'harbor-lights', { 'hl-v1': true, 'hl-v2': true });
  await lineup(riley, 'midnight-garden', { 'mg-p2': false });

  // Resume positions: run_time is the length of the media the work plays, as the player reports it.
  const at = (minutesAgo: number) => new Date(clock.now() - minutesAgo * 60_000);
  const locations: (typeof t.workLocations.$inferInsert)[] = [];
  const place = (profile: typeof parker, work: (typeof demos)[number] | undefined, fraction: number, minutesAgo: number) => {
    const media = work && demoWorkFor(work, demos);
    if (!profile || !work || !media) return;
    const runTime = media.duration ?? 0;
    const reached = fraction >= 1;
    const current = reached ? Math.min(runTime, (media.credits ?? runTime) + 5) : Math.round(runTime * fraction);
    locations.push({ profileId: profile.id, workId: work.id, current, runTime, isReachedCredits: reached, updatedAt: at(minutesAgo) });
  };
  place(parker, demo('harbor-lights'), 95 / 210, 60);
  place(parker, demo('the-long-road'), 1, 60 * 24);
  place(riley, demo('midnight-garden'), 0.4, 90);
  // Titles Parker can play: offered on a catalog his account has linked.
  const playable = sql`exists (select 1 from ${t.offerings} where ${t.offerings.workId} = ${t.works.id} and ${notInArray(t.offerings.catalogId, [...PARENT_UNPLAYABLE_CATALOG_IDS])})`;
  const [movie] = await db
    .select()
    .from(t.works)
    .where(and(eq(t.works.type, 'movie'), eq(t.works.isWatchable, true), isNull(t.works.mediaPath), playable))
    .orderBy(desc(t.works.popularity), asc(t.works.id))
    .limit(1);
  place(parker, movie, 0.3, 60 * 30);
  const [show] = await db
    .select()
    .from(t.works)
    .where(and(eq(t.works.type, 'show'), eq(t.works.isWatchable, true), playable))
    .orderBy(desc(t.works.popularity), asc(t.works.id))
    .limit(1);
  if (show) {
    const episodes = await db
      .select()
      .from(t.works)
      .where(and(eq(t.works.showId, show.id), inArray(t.works.episodeNumber, [1, 2]), eq(t.works.seasonNumber, 1)))
      .orderBy(asc(t.works.episodeNumber));
    place(parker, episodes[0], 1, 60 * 50);
    place(parker, episodes[1], 0.25, 60 * 48);
  }
  if (locations.length) await db.insert(t.workLocations).values(locations).onConflictDoNothing();
}
