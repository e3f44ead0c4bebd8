/** The schema's catalogue tables: services and catalogs, the category tree, works, seasons, tag sets, tags, offerings. */
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sql } from 'drizzle-orm';

export const streamingServices = pgTable('streaming_services', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logInLink: text('log_in_link').notNull(),
  displayOrderLinking: integer('display_order_linking').notNull(),
  color: text('color').notNull(),
});

export const catalogs = pgTable('catalogs', {
  id: integer('id').primaryKey(),
  serviceId: integer('service_id')
    .notNull()
    .references(() => streamingServices.id),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  color: text('color').notNull(),
  displayOrder: integer('display_order').notNull(),
  representativeExternalId: text('representative_external_id'),
  offeringType: text('offering_type', { enum: ['subscription', 'avod', 'rental', 'purchase'] }).notNull(),
});

/** The filter-category tree (000 §3), seeded from contracts FILTER_CATEGORIES. */
export const tagCategories = pgTable('tag_categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  displayTitle: text('display_title').notNull(),
  ordering: real('ordering').notNull(),
  defaultType: text('default_type', { enum: ['audiovisual', 'audio'] }).notNull(),
});

export const browseCategories = pgTable('browse_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  sortKey: real('sort_key').notNull(),
});

export const maturityRatings = pgTable('maturity_ratings', {
  id: integer('id').primaryKey(),
  rating: text('rating').notNull().unique(),
  ordering: integer('ordering').notNull(),
});

export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Lower-cased title for case-insensitive search and ordering. */
    sortTitle: text('sort_title').notNull(),
    subtitle: text('subtitle'),
    type: text('type', { enum: ['movie', 'show', 'episode'] }).notNull(),
    year: integer('year'),
    rating: text('rating').notNull(),
    maturityId: integer('maturity_id').references(() => maturityRatings.id),
    duration: integer('duration'),
    description: text('description').notNull(),
    tmdbScore: real('tmdb_score'),
    popularity: integer('popularity').notNull().default(0),
    /** Browse category slugs (genres). */
    categories: text('categories').array().notNull().default([]),
    showId: integer('show_id'),
    seasonId: integer('season_id'),
    seasonNumber: integer('season_number'),
    episodeNumber: integer('episode_number'),
    trailer: text('trailer'),
    subtitles: jsonb('subtitles').$type<string[]>().notNull().default([]),
    tagsCount: integer('tags_count').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** True when the work has at least one offering; kept in step by the seed and offering writes. */
    isWatchable: boolean('is_watchable').notNull().default(false),
    /** Demo media stream folder (packages/demo-media/media/<slug>) for playable demo works. */
    mediaPath: text('media_path'),
    credits: real('credits'),
    teaserEnd: real('teaser_end'),
    createdAt: createdAt(),
  },
  (t) => [
    // One index per order_by of the works list (with id, the tie-breaker), so a page is read in order.
    index('works_popularity_idx').on(t.popularity.desc(), t.id),
    index('works_year_desc_idx').on(t.year.desc(), t.id),
    index('works_year_idx').on(t.year, t.id),
    index('works_title_idx').on(t.sortTitle, t.id),
    index('works_tmdb_idx').on(t.tmdbScore.desc(), t.id),
    index('works_tags_count_idx').on(t.tagsCount.desc(), t.id),
    // The same orders within one type (type=movie / type=show lists walk only that type's rows), decision 0040.
    index('works_type_popularity_idx').on(t.type, t.popularity.desc(), t.id),
    index('works_type_year_desc_idx').on(t.type, t.year.desc(), t.id),
    index('works_type_title_idx').on(t.type, t.sortTitle, t.id),
    index('works_type_tmdb_idx').on(t.type, t.tmdbScore.desc(), t.id),
    index('works_show_idx').on(t.showId, t.seasonNumber, t.episodeNumber),
    index('works_categories_idx').using('gin', t.categories),
    // Title search (`query`): substring matches on titles and episode subtitles through trigrams (pg_trgm,
    // migration 0005; docs/decisions/0040-catalogue-query-plans.md).
    index('works_sort_title_trgm_idx').using('gin', t.sortTitle.op('gin_trgm_ops')),
    index('works_subtitle_trgm_idx').using('gin', sql`lower(${t.subtitle}) gin_trgm_ops`),
  ],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    showId: integer('show_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    seasonNumber: integer('season_number').notNull(),
  },
  (t) => [uniqueIndex('seasons_show_number_idx').on(t.showId, t.seasonNumber)],
);

export const tagSets = pgTable(
  'tag_sets',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    tagsCount: integer('tags_count').notNull(),
    /**
     * Synthetic catalogue tag sets are generated from this seed when read rather than stored row by row
     * (20,000 works at up to a thousand tags each would be millions of rows). Null: tags are in `tags`.
     */
    generatorSeed: integer('generator_seed'),
    duration: integer('duration'),
  },
  (t) => [index('tag_sets_work_idx').on(t.workId)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    tagSetId: integer('tag_set_id')
      .notNull()
      .references(() => tagSets.id, { onDelete: 'cascade' }),
    refId: text('ref_id').notNull(),
    type: text('type', { enum: ['audiovisual', 'visual', 'audio'] }).notNull(),
    categoryId: integer('category_id').notNull(),
    description: text('description').notNull(),
    spoiler: boolean('spoiler').notNull().default(false),
    startApprox: real('start_approx').notNull(),
    endApprox: real('end_approx').notNull(),
  },
  (t) => [uniqueIndex('tags_set_ref_idx').on(t.tagSetId, t.refId)],
);

export const offerings = pgTable(
  'offerings',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => streamingServices.id),
    type: text('type', { enum: ['subscription', 'avod', 'rental', 'purchase'] }).notNull(),
    price: integer('price'),
    maxFormat: text('max_format'),
    tagSetId: integer('tag_set_id').references(() => tagSets.id, { onDelete: 'set null' }),
    externalUrl: text('external_url'),
  },
  (t) => [index('offerings_work_idx').on(t.workId), index('offerings_catalog_work_idx').on(t.catalogId, t.workId)],
);

export const heroItems = pgTable('hero_items', {
  id: serial('id').primaryKey(),
  campaignId: text('campaign_id').notNull(),
  workId: integer('work_id')
    .notNull()
    .references(() => works.id, { onDelete: 'cascade' }),
  ordering: integer('ordering').notNull(),
});

/** One row: the seed's own bookkeeping (catalogue size, when seeded) so a restart never seeds twice. */
export const seedState = pgTable('seed_state', {
  id: integer('id').primaryKey(),
  worksTarget: integer('works_target').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull(),
  mediaSlugs: jsonb('media_slugs').$type<string[]>().notNull().default([]),
});
