/**
 * Discovery (001 §1-§4, §7): the discover screen's parameters, the service filter, browse rows, the hero,
 * recommendations, likes, the watchlist, hidden works, work requests and title requests, and work locations.
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { YEAR_MAX, YEAR_MIN } from '../constants';
import { TITLE_REQUEST_REQUIRED, TITLE_REQUEST_YEAR } from '../messages';
import { catalog, posterView, streamingService, workSummary } from './catalogue';
import { id, int32, text } from './common';

/** One option of a discover filter: the value sent in the query and the label shown. */
export const filterOption = lazySchema(() => z.object({ value: z.string(), label: z.string() }));
export type FilterOption = z.infer<typeof filterOption>;

/** GET content/v2/work-parameters/: what the discover filter bar offers (the first order is the default). */
export const workParameters = lazySchema(() => z.object({
  orders_by: z.array(filterOption),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  types: z.array(filterOption),
  maturity_ratings: z.array(z.object({ id, rating: z.string(), kind: z.enum(['movie', 'show', 'both']) })),
  services: z.array(streamingService),
}));
export type WorkParameters = z.infer<typeof workParameters>;

/** A group of catalogs in the service overlay ('See Content From...'); the first is `core_catalogs`. */
export const catalogGroup = lazySchema(() => z.object({ key: z.string(), title: z.string(), catalogs: z.array(catalog) }));
export type CatalogGroup = z.infer<typeof catalogGroup>;

/** GET content/service-filters/: every catalog, the same grouped for the overlay, and the profile's choice. */
export const serviceFilters = lazySchema(() => z.object({
  all_catalogs: z.array(catalog),
  sorted_catalogs: z.array(catalogGroup),
  /** The active profile's selected_catalogs; [-1] (ALL_CATALOGS) means all, as does a visitor's answer. */
  selected_catalogs: z.array(z.int()),
}));
export type ServiceFilters = z.infer<typeof serviceFilters>;

/** Query of GET categories-v2/ (001 §7). */
export const browseRowsQuery = lazySchema(() => z.object({
  catalogs: z.optional(text(1000)),
  restrict: z.optional(text(10)),
  media_type: z.optional(z.enum(['movie', 'show'])),
  order_by: z.optional(z.enum(['popular', 'rating'])),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(50))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1000))),
  /** `poster`: each row's works as WorkPoster (what /browse shows), not whole summaries. */
  view: z.optional(posterView),
}));
export type BrowseRowsQuery = z.infer<typeof browseRowsQuery>;

/** GET content/recommends/internal/{id}/ (001 §7: limit 24, shuffle y). */
export const recommendationsQuery = lazySchema(() => z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  shuffle: z.optional(text(5)),
}));
export const recommendations = lazySchema(() => z.object({ results: z.array(workSummary) }));
export type Recommendations = z.infer<typeof recommendations>;

/** A thumbs vote (001 §3): -1 down, 0 none, 1 up. */
export const likeVote = lazySchema(() => z.union([z.literal(-1), z.literal(0), z.literal(1)]));
export type LikeVote = z.infer<typeof likeVote>;
/** Votes keyed by work id (001 §7 "response keyed by item id"). */
export const likeVotes = lazySchema(() => z.record(z.string(), likeVote));
export type LikeVotes = z.infer<typeof likeVotes>;
/** Body of POST content/likes/. profile_id and user_id, when sent, must be the caller's own. */
export const likeCreate = lazySchema(() => z.object({
  catalog_item_id: id,
  vote_type: likeVote,
  profile_id: z.optional(z.nullable(int32)),
  user_id: z.optional(z.nullable(int32)),
}));
export type LikeCreate = z.infer<typeof likeCreate>;

/** A work on the active profile's watchlist. */
export const watchlistItem = lazySchema(() => z.object({ work_id: id, created_at: z.string() }));
export type WatchlistItem = z.infer<typeof watchlistItem>;
export const watchlistItemCreate = lazySchema(() => z.object({ work_id: id }));

/** A work the active profile has hidden (000 §3 HiddenWork). */
export const hiddenWork = lazySchema(() => z.object({ work_id: id, created_at: z.string() }));
export type HiddenWork = z.infer<typeof hiddenWork>;

/** A request for an unavailable work (001 §4: once per account). */
export const workRequest = lazySchema(() => z.object({ work_id: id, created_at: z.string() }));
export type WorkRequest = z.infer<typeof workRequest>;
export const workRequestCreate = lazySchema(() => z.object({ work_id: id }));

/** Body of POST content/user-content-requests/ ('Help Us Find Your Title!', 001 §2, §5). */
export const titleRequestCreate = lazySchema(() => z.object({
  item_type: z.optional(z.nullable(z.enum(['movie', 'show']))),
  title: z.optional(z.nullable(text(300))),
  year: z.optional(z.nullable(z.union([int32, text(20)]))),
  external_url: z.optional(z.nullable(text(2000))),
  service: z.optional(z.nullable(text(100))),
}));
export type TitleRequestCreate = z.infer<typeof titleRequestCreate>;
export const titleRequest = lazySchema(() => z.object({
  id,
  item_type: z.nullable(z.enum(['movie', 'show'])),
  title: z.nullable(z.string()),
  year: z.nullable(z.int()),
  external_url: z.nullable(z.string()),
  service: z.nullable(z.string()),
  created_at: z.string(),
}));
export type TitleRequest = z.infer<typeof titleRequest>;

/**
 * 001 §5 title request rules, shared by the form and the server: title and year trimmed; either (type, title and
 * year) or a link; a year from YEAR_MIN to YEAR_MAX. Returns the first problem's field and text, or the cleaned
 * request.
 */
export function checkTitleRequest(
  input: TitleRequestCreate,
): { ok: true; value: { item_type: 'movie' | 'show' | null; title: string | null; year: number | null; external_url: string | null; service: string | null } } | { ok: false; field: 'non_field_errors' | 'year'; message: string } {
  const title = (input.title ?? '').trim();
  const yearText = String(input.year ?? '').trim();
  const link = (input.external_url ?? '').trim();
  const service = (input.service ?? '').trim();
  if (yearText && !/^\d{4}$/.test(yearText)) return { ok: false, field: 'year', message: TITLE_REQUEST_YEAR };
  const year = yearText ? Number(yearText) : null;
  if (year !== null && (year < YEAR_MIN || year > YEAR_MAX)) return { ok: false, field: 'year', message: TITLE_REQUEST_YEAR };
  const complete = Boolean(input.item_type && title && year !== null);
  if (!complete && !link) return { ok: false, field: 'non_field_errors', message: TITLE_REQUEST_REQUIRED };
  return {
    ok: true,
    value: {
      item_type: input.item_type ?? null,
      title: title || null,
      year,
      external_url: link || null,
      service: service || null,
    },
  };
}

/** Query of GET work-locations/ (001 §7: by work_id, season_id or show_id; any other parameter is ignored). */
export const workLocationsQuery = lazySchema(() =>
  z.catchall(z.object({ work_id: z.optional(text(2000)), season_id: z.optional(text(20)), show_id: z.optional(text(20)) }), text(200)),
);
