/**
 * What the landing and promo pages show, loaded from the API (000 §2.1, §2.9, §7): plans, the active promo, the FAQ,
 * the landing services with their add-on channels, the featured posters, the filter demo's works with their tag sets,
 * and the collections of shows per service. Loaded once when the remote is released (the pre-rendered page carries
 * it) and again in the browser (docs/decisions/0023, 0033). Only the fields the pages use are kept: the pre-rendered
 * document carries this object, so it stays small.
 */
import {
  AMAZON_CHANNEL_SLUG_PART,
  COLLECTIONS_PER_SERVICE,
  FEATURED_POSTERS_LIMIT,
  LANDING_DEMO_WORKS,
  LANDING_SERVICE_IDS,
  normalisePromoCode,
  type Coupon,
  type SubscriptionPlan,
  type WorkSummary,
  type WorkType,
} from '@sift/contracts';
import { isApiError, type ApiClient } from '@sift/api-client';
import { promoBannerShown } from '../pricing/promo-banner-rule';

/** The calls the landing pages make. */
export type LandingApi = Pick<ApiClient, 'catalogue' | 'promos' | 'time'>;

export type Section = 'plans' | 'faqs' | 'services' | 'featured' | 'freeMovies' | 'demo' | 'collections';

export type PlanView = Pick<SubscriptionPlan, 'id' | 'price' | 'billing_frequency' | 'tier_level' | 'title_display' | 'highlight_text'>;

export interface PromoView {
  code: string;
  deal_message: string | null;
  coupon: Pick<Coupon, 'percent_off' | 'amount_off' | 'annual_coupon'> | null;
}

export interface PosterView {
  slug: string;
  title: string;
  type: WorkType;
  year: number | null;
  poster_url: string;
}

export interface ServiceView {
  id: number;
  name: string;
  logo_url: string;
  /** Add-on channels bought through the service (Prime Video Channels): name and logo. */
  channels: { id: number; name: string; logo_url: string }[];
}

/** A tag of the demo: category, cut (1) or mute (0), start and end in seconds. */
export type DemoTag = [categoryId: number, cut: 0 | 1, start: number, end: number];

export interface DemoWork extends PosterView {
  rating: string;
  /** Length in seconds. */
  duration: number;
  tags: DemoTag[];
}

export interface DemoCategory {
  id: number;
  title: string;
}

export interface CollectionView {
  service: { id: number; name: string };
  shows: PosterView[];
}

export interface LandingData {
  plans: PlanView[];
  /** The promo the page applies, when its code is valid now. */
  promo: PromoView | null;
  /** A promo code the visitor arrived with that is unknown or expired: dropped, and said so. */
  rejectedPromoCode: string | null;
  /** The landing promo banner (000 §2.9), by the server's clock. */
  promoBanner: boolean;
  faqs: { slug: string; question: string; answer: string }[];
  services: ServiceView[];
  featured: PosterView[];
  demo: { categories: DemoCategory[]; works: DemoWork[] } | null;
  collections: CollectionView[];
}

export interface LoadOptions {
  sections: readonly Section[];
  /** The promo code the visitor arrived with (route, link or saved), if any. */
  promoCode?: string | null;
}

const poster = (work: WorkSummary): PosterView => ({
  slug: work.slug,
  title: work.title,
  type: work.type,
  year: work.year,
  poster_url: work.poster_url,
});

/** The tag sets of the demo stay small: works with some tags to show, and not a thousand of them. */
const DEMO_TAGS_MIN = 12;
const DEMO_TAGS_MAX = 250;
const round = (seconds: number) => Math.round(seconds * 10) / 10;

async function loadPromo(api: LandingApi, raw: string | null | undefined): Promise<{ promo: PromoView | null; rejected: string | null }> {
  const code = raw ? normalisePromoCode(raw) : '';
  if (!code) return { promo: null, rejected: null };
  try {
    const found = await api.promos.find(code);
    const coupon = found.coupon ? { percent_off: found.coupon.percent_off, amount_off: found.coupon.amount_off, annual_coupon: found.coupon.annual_coupon } : null;
    return { promo: { code: found.code, deal_message: found.deal_message, coupon }, rejected: null };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { promo: null, rejected: code };
    throw error;
  }
}

async function loadServices(api: LandingApi): Promise<ServiceView[]> {
  const services = await api.catalogue.streamingServices();
  return LANDING_SERVICE_IDS.flatMap((id) => {
    const service = services.find((s) => s.id === id);
    if (!service) return [];
    const channels = service.catalogs
      .filter((c) => c.slug.includes(AMAZON_CHANNEL_SLUG_PART))
      .map((c) => ({ id: c.id, name: c.name, logo_url: c.logo_url }));
    return [{ id: service.id, name: service.name, logo_url: service.logo_url, channels }];
  });
}

async function loadDemo(api: LandingApi): Promise<LandingData['demo']> {
  const [categories, candidates] = await Promise.all([
    api.catalogue.tagCategories(),
    api.catalogue.works(
      { type: 'movie', order_by: 'popular', offering_status: 'available', limit: 12 },
      { min: { tags_count: DEMO_TAGS_MIN }, max: { tags_count: DEMO_TAGS_MAX } },
    ),
  ]);
  const works: DemoWork[] = [];
  for (const summary of candidates.results) {
    if (works.length >= LANDING_DEMO_WORKS) break;
    const work = await api.catalogue.work(summary.slug);
    const tagSetId = work.offerings.find((o) => o.tag_set_id !== null)?.tag_set_id;
    if (!tagSetId || !work.duration) continue;
    const tagSet = await api.catalogue.tagSet(tagSetId);
    works.push({
      ...poster(work),
      rating: work.rating,
      duration: Math.round(work.duration),
      tags: tagSet.tags
        .map((t): DemoTag => [t.category_id, t.type === 'audio' ? 0 : 1, round(t.start_approx), round(t.end_approx)])
        .sort((a, b) => a[2] - b[2]),
    });
  }
  // The leaves of the filter tree are what a viewer switches on and off.
  const leaves = categories.filter((c) => c.children.length === 0).map((c) => ({ id: c.id, title: c.display_title }));
  return { categories: leaves, works };
}

/** How many popular works are looked through to find the ad-supported (free) catalogs. */
const FREE_CATALOGS_SCAN = 100;

/**
 * Popular movies a visitor can watch free (on an ad-supported catalog), for the free-movies page. Which catalogs are
 * ad-supported is read from the works' offerings, not written here.
 */
async function loadFreeMovies(api: LandingApi): Promise<PosterView[]> {
  const sample = await api.catalogue.works({ order_by: 'popular', offering_status: 'available', limit: FREE_CATALOGS_SCAN });
  const free = new Set(sample.results.flatMap((w) => w.offering_groups.filter((g) => g.type === 'avod').flatMap((g) => g.catalogs.map((c) => c.id))));
  if (free.size === 0) return [];
  const page = await api.catalogue.works({ type: 'movie', order_by: 'popular', offering_status: 'available', catalogs: [...free].join(','), limit: FEATURED_POSTERS_LIMIT });
  return page.results.map(poster);
}

async function loadCollections(api: LandingApi, services: ServiceView[]): Promise<CollectionView[]> {
  const rows = await Promise.all(
    services.map(async (service) => ({
      service: { id: service.id, name: service.name },
      shows: (await api.catalogue.topShows({ services: [service.id], limit: COLLECTIONS_PER_SERVICE, type: 'show' })).map(poster),
    })),
  );
  return rows.filter((row) => row.shows.length > 0);
}

/** Loads what the given sections show, with the promo of the visit. */
export async function loadLandingData(api: LandingApi, { sections, promoCode }: LoadOptions): Promise<LandingData> {
  const wants = (section: Section) => sections.includes(section);
  const needsServices = wants('services') || wants('collections');
  const [now, plans, faqs, services, featured, freeMovies, demo, promo] = await Promise.all([
    api.time.now(),
    wants('plans') ? api.catalogue.subscriptionPlans() : [],
    wants('faqs') ? api.catalogue.faqs() : [],
    needsServices ? loadServices(api) : [],
    wants('featured') ? api.catalogue.works({ order_by: 'popular', offering_status: 'available', limit: FEATURED_POSTERS_LIMIT }) : null,
    wants('freeMovies') ? loadFreeMovies(api) : null,
    wants('demo') ? loadDemo(api) : null,
    loadPromo(api, promoCode),
  ]);
  const collections = wants('collections') ? await loadCollections(api, services) : [];
  return {
    plans: [...plans]
      .sort((a, b) => a.price - b.price || a.id - b.id)
      .map(({ id, price, billing_frequency, tier_level, title_display, highlight_text }) => ({
        id,
        price,
        billing_frequency,
        tier_level,
        title_display,
        highlight_text,
      })),
    promo: promo.promo,
    rejectedPromoCode: promo.rejected,
    promoBanner: promoBannerShown(now, promo.promo),
    faqs: faqs.map(({ slug, question, answer }) => ({ slug, question, answer })),
    services: wants('services') ? services : [],
    featured: freeMovies ?? featured?.results.map(poster) ?? [],
    demo,
    collections,
  };
}
