import { ApiError } from '@sift/api-client';
import type { Promo, StreamingService, SubscriptionPlan, TagSet, Work, WorkSummary } from '@sift/contracts';
import { loadLandingData, type LandingApi } from './landing-data';

const plan = (id: number, price: number, tier_level: number, billing_frequency: 'monthly' | 'yearly' = 'monthly'): SubscriptionPlan => ({
  id,
  price,
  tier_level,
  billing_frequency,
  title: `p${id}`,
  title_display: `Plan ${id}`,
  highlight_text: null,
  requires_billing_info: price > 0,
  stripe_price_lookup_key: `k${id}`,
});

const summary = (slug: string, overrides: Partial<WorkSummary> = {}): WorkSummary => ({
  id: slug.length,
  slug,
  title: slug.toUpperCase(),
  subtitle: null,
  type: 'movie',
  year: 2020,
  rating: 'PG',
  runtime_formatted: '1h 40m',
  duration: 6000,
  description: 'A work.',
  poster_url: `http://api.test/images/posters/${slug}.svg`,
  backdrop_url: '',
  scores: { tmdb: null },
  is_watchable: true,
  additional_cost: false,
  offering_groups: [],
  season_number: null,
  episode_number: null,
  show_id: null,
  tags_count: 20,
  ...overrides,
});

const service = (id: number, name: string, catalogs: [number, string][] = []): StreamingService => ({
  id,
  name,
  slug: name.toLowerCase(),
  log_in_link: '',
  display_order_linking: id,
  logo_url: `http://api.test/images/services/${id}.svg`,
  service_linking_page_image_url: null,
  catalogs: catalogs.map(([catalogId, slug]) => ({
    id: catalogId,
    catalog_id: catalogId,
    slug,
    name: slug.toUpperCase(),
    title: slug,
    color: '#000',
    display_order: 0,
    representative_external_id: null,
    service_id: id,
    logo_url: `http://api.test/images/catalogs/${slug}.svg`,
  })),
});

const movieguide: Promo = {
  code: 'movieguide',
  deal_message: 'Movieguide® readers get 14 days free',
  use_message: null,
  trial_period_days: 14,
  coupon: { percent_off: 20, amount_off: null, friendly_title: null, annual_coupon: null },
  price: null,
  duration: null,
  messaging: null,
};

function fakeApi(now = Date.parse('2026-01-01T00:00:00Z')) {
  const works = jest.fn(async (query: { limit?: number; catalogs?: string } = {}) => {
    if (query.catalogs) return { count: 1, next: null, previous: null, results: [summary('free-one')] };
    if ((query.limit ?? 0) >= 100) {
      return {
        count: 2,
        next: null,
        previous: null,
        results: [summary('a', { offering_groups: [{ type: 'avod', catalogs: [{ id: 4, title: 'Freevee', color: '#0f0' }] }] }), summary('b')],
      };
    }
    return { count: 4, next: null, previous: null, results: ['a', 'b', 'c', 'd'].map((slug) => summary(slug)) };
  });
  const api = {
    time: { now: jest.fn(async () => now) },
    promos: {
      find: jest.fn(async (code: string) => {
        if (code === 'movieguide') return movieguide;
        if (code === 'broken') throw new ApiError(500, { detail: 'boom' });
        throw new ApiError(404, { detail: 'That promo code is not valid.' });
      }),
    },
    catalogue: {
      subscriptionPlans: jest.fn(async () => [plan(3, 9990, 1, 'yearly'), plan(1, 0, 0), plan(2, 999, 1)]),
      faqs: jest.fn(async () => [{ slug: 'what', question: 'What is Sift?', answer: 'Filters.' }]),
      streamingServices: jest.fn(async () => [
        service(1, 'Netflix'),
        service(15, 'Peacock'),
        service(3, 'Prime Video', [[3, 'prime-video'], [31, 'amazon-channels-starz'], [35, 'amazon-store']]),
        service(12, 'Sift'),
      ]),
      tagCategories: jest.fn(async () => [
        { id: 2, parent_id: null, display_title: 'Intimacy', children: [6], ordering: 1, default_type: 'audiovisual' as const },
        { id: 6, parent_id: 2, display_title: 'Sex', children: [], ordering: 1, default_type: 'audiovisual' as const },
        { id: 18, parent_id: 5, display_title: 'Profanity', children: [], ordering: 1, default_type: 'audio' as const },
      ]),
      works,
      work: jest.fn(async (slug: string) => ({
        ...summary(slug),
        // The second candidate has no tag set: it is skipped.
        offerings: slug === 'b' ? [] : [{ offer_id: 1, type: 'subscription', catalog_id: 12, service_id: 12, work_id: 1, price: null, max_format: null, tag_set_id: slug.charCodeAt(0), external_url: null }],
      }) as unknown as Work),
      tagSet: jest.fn(async (id: number): Promise<TagSet> => ({
        id,
        work_id: 1,
        tags_count: 2,
        tags_active_count: 0,
        tags: [
          { id: 2, type: 'visual', description: 'x', category_id: 6, ref_id: 'b', spoiler: false, start_approx: 300.04, end_approx: 310 },
          { id: 1, type: 'audio', description: 'y', category_id: 18, ref_id: 'a', spoiler: false, start_approx: 12.26, end_approx: 13 },
        ],
      })),
      topShows: jest.fn(async ({ services }: { services?: readonly number[] }) => [summary(`show-${services?.[0]}`, { type: 'show' })]),
    },
  };
  return api as unknown as LandingApi & typeof api;
}

describe('loadLandingData', () => {
  it('loads only what the sections show, plans by price ascending, with a small view of each', async () => {
    const api = fakeApi();
    const data = await loadLandingData(api, { sections: ['plans', 'faqs'] });
    expect(data.plans.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(data.plans[0]).toEqual({ id: 1, price: 0, billing_frequency: 'monthly', tier_level: 0, title_display: 'Plan 1', highlight_text: null });
    expect(data.faqs).toEqual([{ slug: 'what', question: 'What is Sift?', answer: 'Filters.' }]);
    expect(api.catalogue.streamingServices).not.toHaveBeenCalled();
    expect(api.catalogue.works).not.toHaveBeenCalled();
    expect(data).toMatchObject({ services: [], featured: [], demo: null, collections: [], promo: null, rejectedPromoCode: null });
  });

  it('keeps the landing services in the order 12, 3, 13, 15 with the Prime Video channels, and skips a missing one', async () => {
    const data = await loadLandingData(fakeApi(), { sections: ['services'] });
    expect(data.services.map((s) => s.name)).toEqual(['Sift', 'Prime Video', 'Peacock']);
    expect(data.services[1].channels).toEqual([{ id: 31, name: 'AMAZON-CHANNELS-STARZ', logo_url: 'http://api.test/images/catalogs/amazon-channels-starz.svg' }]);
  });

  it('takes three demo works that have tag sets, their tags as [category, cut, start, end] by start, and the leaf categories', async () => {
    const api = fakeApi();
    const data = await loadLandingData(api, { sections: ['demo'] });
    expect(data.demo!.works.map((w) => w.slug)).toEqual(['a', 'c', 'd']);
    expect(data.demo!.works[0].tags).toEqual([
      [18, 0, 12.3, 13],
      [6, 1, 300, 310],
    ]);
    expect(data.demo!.categories).toEqual([
      { id: 6, title: 'Sex' },
      { id: 18, title: 'Profanity' },
    ]);
    expect(api.catalogue.works).toHaveBeenCalledWith(
      { type: 'movie', order_by: 'popular', offering_status: 'available', limit: 12 },
      { min: { tags_count: 12 }, max: { tags_count: 250 } },
    );
  });

  it('finds free movies on the ad-supported catalogs, and collections of top shows per service', async () => {
    const api = fakeApi();
    const free = await loadLandingData(api, { sections: ['freeMovies'] });
    expect(free.featured.map((w) => w.slug)).toEqual(['free-one']);
    expect(api.catalogue.works).toHaveBeenLastCalledWith(expect.objectContaining({ catalogs: '4', type: 'movie' }));
    const collections = await loadLandingData(api, { sections: ['collections'] });
    expect(collections.collections.map((c) => [c.service.name, c.shows[0].slug])).toEqual([
      ['Sift', 'show-12'],
      ['Prime Video', 'show-3'],
      ['Peacock', 'show-15'],
    ]);
    expect(api.catalogue.topShows).toHaveBeenCalledWith({ services: [3], limit: 8, type: 'show' });
  });

  it('applies a valid promo, reports an unknown or expired one, and fails on any other error', async () => {
    const api = fakeApi();
    const applied = await loadLandingData(api, { sections: ['plans'], promoCode: 'movie-guide!' });
    expect(applied.promo).toEqual({ code: 'movieguide', deal_message: 'Movieguide® readers get 14 days free', coupon: { percent_off: 20, amount_off: null, annual_coupon: null } });
    expect(applied.promoBanner).toBe(false);
    const rejected = await loadLandingData(api, { sections: ['plans'], promoCode: 'nosuchcode' });
    expect(rejected).toMatchObject({ promo: null, rejectedPromoCode: 'nosuchcode' });
    await expect(loadLandingData(api, { sections: ['plans'], promoCode: 'broken' })).rejects.toMatchObject({ status: 500 });
  });

  it('shows the promo banner by the server clock: before 2025-05-31 07:00 UTC, not after', async () => {
    expect((await loadLandingData(fakeApi(Date.parse('2025-05-31T06:59:59Z')), { sections: [] })).promoBanner).toBe(true);
    expect((await loadLandingData(fakeApi(Date.parse('2025-05-31T07:00:00Z')), { sections: [] })).promoBanner).toBe(false);
  });
});
