/**
 * The schema's core: the tables several areas share. Each area's tables are in their own file beside this one, and
 * index.ts gathers them all (see there).
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---- identity ----
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased: e-mail addresses are compared case-insensitively. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  isStaff: boolean('is_staff').notNull().default(false),
  /** False once staff disabled the account: its password no longer signs in (403) and its tokens were revoked. */
  isActive: boolean('is_active').notNull().default(true),
  isBetaUser: boolean('is_beta_user').notNull().default(false),
  stripeCustomerId: text('stripe_customer_id'),
  hasOnboarded: boolean('has_onboarded').notNull().default(false),
  rupi: text('rupi'),
  irClickId: text('ir_click_id'),
  signupPromoCode: text('signup_promo_code'),
  /** This user's own code in sharing links. */
  referralCode: text('referral_code').notNull().unique(),
  createdAt: createdAt(),
  /**
   * Raised by database triggers whenever something the API keeps per member changes (tokens, profiles, a profile's
   * watchlist or hidden works, work requests, subscriptions): the key of the per-member caches
   * (http/viewer-cache.ts, docs/decisions/0085). Never written by the application.
   */
  viewerVersion: integer('viewer_version').notNull().default(0),
});

/** API tokens. Only a SHA-256 digest is stored, so a leaked table does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    digest: text('digest').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff user who impersonates, when the token came from an impersonation token. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const impersonationTokens = pgTable('impersonation_tokens', {
  digest: text('digest').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Six-character codes mailed for signup confirmation, e-mail change and the newsletter. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['signup', 'email_change', 'newsletter'] }).notNull(),
    email: text('email').notNull(),
    code: text('code').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Wrong guesses; the code dies after a few so six characters cannot be brute-forced. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_lookup_idx').on(t.purpose, t.email)],
);

export const passwordResets = pgTable('password_resets', {
  digest: text('digest').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Attempt counters (docs/decisions/0010-throttling.md): one row per key (`login:pair:<email>|<address>`,
 * `passcode:user:<id>`, `mail:recipient:<email>`...), counted and checked in one statement so a burst across
 * any number of API processes cannot pass more attempts than the limit.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** Windows in a row that ended over the limit; each doubles the next window (backoff). */
  strikes: integer('strikes').notNull().default(0),
});

/** Addresses an account has signed in from: the account-wide login ceiling does not lock them out. */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** Mail kept by the embedded development outbox (never used in production mode). */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  code: text('code'),
  link: text('link'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

// ---- membership ----
export const subscriptionPlans = pgTable('subscription_plans', {
  id: integer('id').primaryKey(),
  price: integer('price').notNull(),
  billingFrequency: text('billing_frequency', { enum: ['monthly', 'yearly'] }).notNull(),
  tierLevel: integer('tier_level').notNull(),
  title: text('title').notNull(),
  titleDisplay: text('title_display').notNull(),
  highlightText: text('highlight_text'),
  requiresBillingInfo: boolean('requires_billing_info').notNull(),
  stripePriceLookupKey: text('stripe_price_lookup_key').notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    statusV2: text('status_v2', { enum: ['active', 'incomplete'] }).notNull(),
    isRenewing: boolean('is_renewing').notNull(),
    source: text('source', { enum: ['ios', 'tvos', 'google_play', 'roku', 'other'] })
      .notNull()
      .default('other'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When the paid period ends; a cancelled subscription is active until then. */
    endDate: timestamp('end_date', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    promoCode: text('promo_code'),
    lastPaymentFailedAt: timestamp('last_payment_failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

export const promos = pgTable('promos', {
  code: text('code').primaryKey(),
  dealMessage: text('deal_message'),
  useMessage: text('use_message'),
  trialPeriodDays: integer('trial_period_days').notNull().default(0),
  coupon: jsonb('coupon'),
  price: integer('price'),
  /** The coupon's duration as Stripe's: 'once', 'repeating' (for duration_in_months) or 'forever'; null without a coupon. */
  duration: text('duration'),
  durationInMonths: integer('duration_in_months'),
  messaging: text('messaging'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

export const faqs = pgTable('faqs', {
  slug: text('slug').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  ordering: integer('ordering').notNull(),
});

export const sharingProgram = pgTable('sharing_program', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imagePath: text('image_path').notNull(),
  rewardsTitle: text('rewards_title').notNull(),
  rewardsHelpText: text('rewards_help_text').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  endsRewardsAt: timestamp('ends_rewards_at', { withTimezone: true }),
});

// ---- profiles and parental controls ----
export const avatarGroups = pgTable('avatar_groups', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  ordering: integer('ordering').notNull(),
});

export const avatars = pgTable('avatars', {
  id: integer('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => avatarGroups.id),
  slug: text('slug').notNull().unique(),
  color: text('color').notNull(),
  ordering: integer('ordering').notNull(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    avatarId: integer('avatar_id').references(() => avatars.id),
    isPrimary: boolean('is_primary').notNull().default(false),
    accountAccess: boolean('account_access').notNull().default(false),
    globalFilters: jsonb('global_filters').$type<Record<string, boolean>>().notNull().default({}),
    selectedCatalogs: jsonb('selected_catalogs').$type<number[]>().notNull().default([]),
    selectedDevices: jsonb('selected_devices').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('profiles_user_idx').on(t.userId)],
);

export const requiredFilters = pgTable('required_filters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  idMap: jsonb('id_map').$type<Record<string, boolean>>().notNull().default({}),
  passcodeHash: text('passcode_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- catalogue ----
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

// ---- analytics ----

/** Analytics events from the web app (page views and, later, feature events), with the client ids they came with. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    browserId: text('browser_id'),
    extras: jsonb('extras').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_events_event_occurred_idx').on(t.event, t.occurredAt)],
);
