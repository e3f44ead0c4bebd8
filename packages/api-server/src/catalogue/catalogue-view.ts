/** Answers for services, catalogs and works, built from rows. Image links point at this server's /images/. */
import type { Catalog, OfferingGroup, OfferingType, StreamingService, WorkSummary } from '@sift/contracts';
import type { catalogs, streamingServices, works } from '../db/schema';

type CatalogRow = typeof catalogs.$inferSelect;
type ServiceRow = typeof streamingServices.$inferSelect;
type WorkRow = typeof works.$inferSelect;

export const posterUrl = (base: string, slug: string) => `${base}/images/posters/${slug}.svg`;
export const backdropUrl = (base: string, slug: string) => `${base}/images/backdrops/${slug}.svg`;

export function catalogView(base: string, c: CatalogRow): Catalog {
  return {
    id: c.id,
    catalog_id: c.id,
    slug: c.slug,
    name: c.name,
    title: c.title,
    color: c.color,
    display_order: c.displayOrder,
    representative_external_id: c.representativeExternalId,
    service_id: c.serviceId,
    logo_url: `${base}/images/catalogs/${c.slug}.svg`,
  };
}

export function serviceView(
  base: string,
  siteOrigin: string,
  s: ServiceRow,
  serviceCatalogs: CatalogRow[],
  /** Sign-in pages configured per service (development: the stand-in services; docs/decisions/0052). */
  signInUrls: Record<string, string> = {},
): StreamingService {
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    // The product's own service signs in on the site itself.
    log_in_link: signInUrls[s.slug] ?? (s.logInLink.startsWith('/') ? `${siteOrigin}${s.logInLink}` : s.logInLink),
    display_order_linking: s.displayOrderLinking,
    logo_url: `${base}/images/services/${s.slug}.svg`,
    service_linking_page_image_url: `${base}/images/services/${s.slug}-linking.svg`,
    catalogs: serviceCatalogs.map((c) => catalogView(base, c)),
  };
}

export function runtimeFormatted(seconds: number | null): string | null {
  if (!seconds) return null;
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? (m ? `${h}h ${m}m` : `${h}h`) : `${m}m`;
}

export interface OfferingBrief {
  workId: number;
  type: OfferingType;
  catalogId: number;
  catalogTitle: string;
  catalogColor: string;
}

const TYPE_ORDER: OfferingType[] = ['subscription', 'avod', 'rental', 'purchase'];

export function offeringGroups(offerings: OfferingBrief[]): OfferingGroup[] {
  return TYPE_ORDER.flatMap((type) => {
    const ofType = offerings.filter((o) => o.type === type);
    if (!ofType.length) return [];
    const seen = new Set<number>();
    const list = ofType
      .filter((o) => (seen.has(o.catalogId) ? false : (seen.add(o.catalogId), true)))
      .map((o) => ({ id: o.catalogId, title: o.catalogTitle, color: o.catalogColor }));
    return [{ type, catalogs: list }];
  });
}

/** The columns a summary is built from: lists select only these. */
export type SummaryRow = Pick<
  WorkRow,
  'id' | 'slug' | 'title' | 'subtitle' | 'type' | 'year' | 'rating' | 'duration' | 'description' | 'tmdbScore' | 'isWatchable' | 'seasonNumber' | 'episodeNumber' | 'showId' | 'tagsCount'
>;

export function workSummaryView(base: string, w: SummaryRow, offerings: OfferingBrief[]): WorkSummary {
  const free = offerings.some((o) => o.type === 'subscription' || o.type === 'avod');
  return {
    id: w.id,
    slug: w.slug,
    title: w.title,
    subtitle: w.subtitle,
    type: w.type,
    year: w.year,
    rating: w.rating,
    runtime_formatted: runtimeFormatted(w.duration),
    duration: w.duration,
    description: w.description,
    poster_url: posterUrl(base, w.slug),
    backdrop_url: backdropUrl(base, w.slug),
    scores: { tmdb: w.tmdbScore },
    is_watchable: w.isWatchable,
    additional_cost: offerings.length > 0 && !free,
    offering_groups: offeringGroups(offerings),
    season_number: w.seasonNumber,
    episode_number: w.episodeNumber,
    show_id: w.showId,
    tags_count: w.tagsCount,
  };
}
