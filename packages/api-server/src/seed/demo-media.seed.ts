/**
 * The demo-media works (packages/demo-media/catalogue.json, written by the media helper): the titles that really
 * play, added to the product's own catalogue on the first seed and whenever new ones appear (seed.ts), and the hero
 * items that lead the browse page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { SIFT_CATALOG_ID, SIFT_SERVICE_ID, maturityIdOf } from '../reference-data';

const demoMediaEntry = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/)),
  title: z.string(),
  type: z._default(z.literal('movie'), 'movie'),
  year: z.int(),
  rating: z.string(),
  description: z.string(),
  duration: z.number().check(z.nonnegative()),
  mpd: z.string(),
  credits: z.optional(z.nullable(z.number())),
  teaser_end: z.optional(z.number().check(z.nonnegative())),
  tags: z.array(
    z.object({
      ref_id: z.string(),
      type: z.enum(['audio', 'visual', 'audiovisual']),
      category_id: z.int(),
      description: z.string(),
      spoiler: z._default(z.boolean(), false),
      start_approx: z.number().check(z.nonnegative()),
      end_approx: z.number().check(z.nonnegative()),
    }),
  ),
});
export type DemoMediaEntry = z.infer<typeof demoMediaEntry>;

export function readDemoMediaCatalogue(dir: string): DemoMediaEntry[] {
  const file = path.join(dir, 'catalogue.json');
  if (!fs.existsSync(file)) return [];
  const parsed = z.array(demoMediaEntry).safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} does not match the demo-media format: ${parsed.error.message}`);
  return parsed.data;
}

/** Adds demo-media works that are not in the database yet, as playable works of the product's own catalogue. */
export async function syncDemoMedia(db: Db, dir: string): Promise<string[]> {
  const entries = readDemoMediaCatalogue(dir);
  if (!entries.length) return [];
  const existing = await db.select({ slug: t.works.slug }).from(t.works).where(inArray(t.works.slug, entries.map((e) => e.slug)));
  const have = new Set(existing.map((w) => w.slug));
  const added: string[] = [];
  const [top] = await db.select({ popularity: t.works.popularity }).from(t.works).orderBy(desc(t.works.popularity)).limit(1);
  for (const [index, entry] of entries.entries()) {
    if (have.has(entry.slug)) continue;
    await db.transaction(async (tx) => {
      const [work] = await tx
        .insert(t.works)
        .values({
          slug: entry.slug,
          title: entry.title,
          sortTitle: entry.title.toLowerCase(),
          type: 'movie',
          year: entry.year,
          rating: entry.rating,
          maturityId: maturityIdOf(entry.rating),
          duration: Math.round(entry.duration),
          description: entry.description,
          tmdbScore: 7.5,
          // Demo streams are the titles that really play: rank them first in "popular".
          popularity: (top?.popularity ?? 0) + 1000 - index,
          categories: ['family'],
          subtitles: [],
          tagsCount: entry.tags.length,
          isWatchable: true,
          mediaPath: entry.mpd,
          credits: entry.credits ?? null,
          teaserEnd: entry.teaser_end ?? 0,
        })
        .returning({ id: t.works.id });
      const [tagSet] = await tx
        .insert(t.tagSets)
        .values({ workId: work.id, tagsCount: entry.tags.length, generatorSeed: null, duration: Math.round(entry.duration) })
        .returning({ id: t.tagSets.id });
      if (entry.tags.length) {
        await tx.insert(t.tags).values(
          entry.tags.map((tag) => ({
            tagSetId: tagSet.id,
            refId: tag.ref_id,
            type: tag.type,
            categoryId: tag.category_id,
            description: tag.description,
            spoiler: tag.spoiler,
            startApprox: tag.start_approx,
            endApprox: tag.end_approx,
          })),
        );
      }
      await tx.insert(t.offerings).values({
        workId: work.id,
        catalogId: SIFT_CATALOG_ID,
        serviceId: SIFT_SERVICE_ID,
        type: 'subscription',
        maxFormat: 'HD',
        tagSetId: tagSet.id,
        externalUrl: null,
      });
    });
    added.push(entry.slug);
  }
  if (added.length) {
    await db
      .update(t.seedState)
      .set({ mediaSlugs: sql`${t.seedState.mediaSlugs} || ${JSON.stringify(added)}::jsonb` })
      .where(eq(t.seedState.id, 1));
  }
  return added;
}

/** Hero items: the most popular watchable movies and shows. */
export async function refreshHeroItems(db: Db) {
  const [existing] = await db.select({ id: t.heroItems.id }).from(t.heroItems).limit(1);
  if (existing) return;
  const top = await db
    .select({ id: t.works.id })
    .from(t.works)
    .where(sql`${t.works.type} <> 'episode' AND ${t.works.isWatchable}`)
    .orderBy(desc(t.works.popularity))
    .limit(5);
  if (top.length) {
    await db.insert(t.heroItems).values(top.map((w, i) => ({ campaignId: `demo-${i + 1}`, workId: w.id, ordering: i + 1 })));
  }
}
