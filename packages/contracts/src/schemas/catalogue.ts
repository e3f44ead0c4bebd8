import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { id, INT32_MAX, text } from './common';

export const catalog = lazySchema(() => z.object({
  id,
  catalog_id: id,
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  color: z.string(),
  display_order: z.int(),
  representative_external_id: z.nullable(z.string()),
  service_id: id,
  logo_url: z.string(),
}));
export type Catalog = z.infer<typeof catalog>;

export const streamingService = lazySchema(() => z.object({
  id,
  name: z.string(),
  slug: z.string(),
  log_in_link: z.string(),
  display_order_linking: z.int(),
  logo_url: z.string(),
  service_linking_page_image_url: z.nullable(z.string()),
  catalogs: z.array(catalog),
}));
export type StreamingService = z.infer<typeof streamingService>;

export const offeringType = lazySchema(() => z.enum(['subscription', 'avod', 'rental', 'purchase']));
export type OfferingType = z.infer<typeof offeringType>;

export const offering = lazySchema(() => z.object({
  offer_id: id,
  type: offeringType,
  catalog_id: id,
  service_id: id,
  work_id: id,
  price: z.nullable(z.int()),
  max_format: z.nullable(z.string()),
  tag_set_id: z.nullable(z.int()),
  external_url: z.nullable(z.string()),
  /**
   * The service's id of the title (001 §3 Offer external_id): what the link dialog asks the service about, and reports
   * (catalog-offers/{offer_id}/report-invalid) when the service does not know it. See `externalIdOf`.
   */
  external_id: z.optional(z.nullable(z.string())),
}));
export type Offering = z.infer<typeof offering>;

/**
 * An offering's external id, read from its watch link: the link's last path segment, which names the title at the
 * service (…/detail/{id}, …/title/{id}, …/watch/{id}); null without a link or a path (docs/decisions/0102).
 */
export function externalIdOf(externalUrl: string | null): string | null {
  if (!externalUrl) return null;
  let path: string;
  try {
    path = new URL(externalUrl).pathname;
  } catch {
    return null;
  }
  const last = path.split('/').filter(Boolean).pop();
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export const offeringGroup = lazySchema(() => z.object({
  type: offeringType,
  catalogs: z.array(z.object({ id, title: z.string(), color: z.string() })),
}));
export type OfferingGroup = z.infer<typeof offeringGroup>;

export const workType = lazySchema(() => z.enum(['movie', 'show', 'episode']));
export type WorkType = z.infer<typeof workType>;

export const workSummary = lazySchema(() => z.object({
  id,
  slug: z.string(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  type: workType,
  year: z.nullable(z.int()),
  rating: z.string(),
  runtime_formatted: z.nullable(z.string()),
  duration: z.nullable(z.number().check(z.nonnegative())),
  description: z.string(),
  poster_url: z.string(),
  backdrop_url: z.string(),
  scores: z.object({ tmdb: z.nullable(z.number()) }),
  is_watchable: z.boolean(),
  additional_cost: z.boolean(),
  offering_groups: z.array(offeringGroup),
  season_number: z.nullable(z.int()),
  episode_number: z.nullable(z.int()),
  show_id: z.nullable(z.int()),
  tags_count: z.int().check(z.nonnegative()),
}));
export type WorkSummary = z.infer<typeof workSummary>;

/**
 * What a poster shows and links with (browse rows, the discover grid): the answer of `view=poster`, sized for its
 * screen (about a tenth of a summary's bytes). The type picks the title page (/movie or /show) and whether it can
 * be hidden.
 */
export const workPoster = lazySchema(() => z.pick(workSummary, { id: true, slug: true, title: true, type: true, year: true, poster_url: true }));
export type WorkPoster = z.infer<typeof workPoster>;
/** `view=poster` on the works list and browse rows answers WorkPoster instead of WorkSummary. */
export const posterView = lazySchema(() => z.enum(['poster']));

export const episode = lazySchema(() => z.extend(workSummary, { season_number: z.int(), episode_number: z.int() }));
export type Episode = z.infer<typeof episode>;
export const season = lazySchema(() => z.object({ id, season_number: z.int(), episodes: z.array(episode) }));
export type Season = z.infer<typeof season>;

export const work = lazySchema(() => z.extend(workSummary, {
  trailer: z.nullable(z.string()),
  subtitles: z.object({ all: z.array(z.string()) }),
  offerings: z.array(offering),
  seasons: z.array(season),
  subscription_can_play: z.boolean(),
  subscription_access_level: z.enum(['full', 'limited', 'none']),
  /** The signed-in account asked for this unavailable work (001 §4 work request). */
  is_requested: z.boolean(),
  /** The active profile hid this work (001 §4); the movie page then shows MOVIE_HIDDEN. */
  is_hidden: z.boolean(),
}));
export type Work = z.infer<typeof work>;

/** Query of GET content/v2/works (000 §7, 001 §7). */
export const worksQuery = lazySchema(() => z.object({
  type: z.optional(workType),
  category: z.optional(text()),
  order_by: z.optional(text(100)),
  ordering: z.optional(text(200)),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(INT32_MAX))),
  maturities: z.optional(text()),
  my_services: z.optional(text(10)),
  catalogs: z.optional(text()),
  query: z.optional(text(200)),
  offering_status: z.optional(text(20)),
  enabled_status: z.optional(text(20)),
  /** A work id: works like it (the 'old' More Like This source of the morelikethis experiment, 001 §7). */
  recommended: z.optional(text(20)),
  /** `poster`: each work as a WorkPoster (the discover grid). */
  view: z.optional(posterView),
}));

/** Query of GET content/v2/works/top-shows (000 §7): limit, offset, services and catalogs (comma lists of ids), type. */
export const topShowsQuery = lazySchema(() => z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(INT32_MAX))),
  services: z.optional(text()),
  catalogs: z.optional(text()),
  type: z.optional(workType),
}));

/** Any list's query: limit/offset/ordering plus the list conventions' filters (field=, min_field=, max_field=). */
export const listQuery = lazySchema(() =>
  z.catchall(z.object({ limit: z.optional(text(20)), offset: z.optional(text(20)), ordering: z.optional(text(200)) }), text()),
);
export type WorksQuery = z.infer<typeof worksQuery>;

export const browseCategory = lazySchema(() => z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  sort_key: z.number(),
  filter_keys: z.record(z.string(), z.string()),
  /** A catalog row's catalog ("Shows on Netflix": its see-more card goes to /discover?type=show&catalogs={id}, 001 §2); null for a genre row. */
  catalog_id: z.optional(z.nullable(z.int())),
  works: z.array(workSummary),
}));
export type BrowseCategory = z.infer<typeof browseCategory>;
/** A browse row of `view=poster`: its works as posters (what /browse shows). */
export const browseRowOfPosters = lazySchema(() => z.extend(browseCategory, { works: z.array(workPoster) }));
export type BrowseRowOfPosters = z.infer<typeof browseRowOfPosters>;

export const heroItem = lazySchema(() => z.object({
  id,
  campaign_id: z.string(),
  title: z.string(),
  description: z.string(),
  banner_image_url: z.string(),
  banner_mobile_image_url: z.string(),
  meta: z.object({ item_type: workType, slug: z.string() }),
}));
export type HeroItem = z.infer<typeof heroItem>;

export const faq = lazySchema(() => z.object({ slug: z.string(), question: z.string(), answer: z.string() }));
export type Faq = z.infer<typeof faq>;
