import {
  FILTER_CATEGORIES,
  FREE_PLAN_TITLE,
  LANDING_SERVICE_IDS,
  PROMO_EMPTY,
  PROMO_NOT_FOUND,
  fixedClock,
  normalisePromoCode,
  paged,
  sharing,
  subscriptionPlan,
  streamingService,
  tagSet,
  work,
  workSummary,
} from '@sift/contracts';
import { promos } from '../src/db/schema';
import { PROMOS } from '../src/reference-data';
import { activeTagCount, createChoices } from '@sift/filter-engine';
import { call, login, signUp, startTestServer, TEST_WORKS, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: fixedClock('2025-10-29T12:00:00Z') });
});
afterAll(() => server.close());
const app = () => server.app;

describe('landing data', () => {
  it('lists plans by price, with the free FirstEpisodeFree tier 0 plan', async () => {
    const res = await call(app(), 'GET', '/subscription-plans/');
    expect(() => paged(subscriptionPlan).parse(res.body)).not.toThrow();
    const prices = res.body.results.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(res.body.results[0]).toMatchObject({ title: FREE_PLAN_TITLE, tier_level: 0, price: 0, stripe_price_lookup_key: 'fef' });
    expect(res.body.results.map((p: { billing_frequency: string }) => p.billing_frequency)).toEqual(['monthly', 'monthly', 'yearly']);
    const monthly = await call(app(), 'GET', '/subscription-plans/?billing_frequency=monthly&min_price=1');
    expect(monthly.body.results).toHaveLength(1);
  });

  it('lists streaming services with their catalogs, including the landing ids and Prime Video channels', async () => {
    const res = await call(app(), 'GET', '/streaming-services/');
    expect(() => paged(streamingService).parse(res.body)).not.toThrow();
    const ids = res.body.results.map((s: { id: number }) => s.id);
    for (const id of LANDING_SERVICE_IDS) expect(ids).toContain(id);
    const names = res.body.results.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Sift', 'Prime Video', 'Netflix', 'Peacock', 'Paramount+', 'Apple TV']));
    const prime = res.body.results.find((s: { slug: string }) => s.slug === 'prime-video');
    expect(prime.catalogs.filter((c: { slug: string }) => c.slug.includes('amazon-channels')).length).toBeGreaterThan(0);
    const catalogs = await call(app(), 'GET', '/catalogs/?service_id=3');
    expect(catalogs.body.results.every((c: { service_id: number }) => c.service_id === 3)).toBe(true);
    expect((await call(app(), 'GET', '/catalogs/?id=12,15')).body.results.map((c: { id: number }) => c.id).sort()).toEqual([12, 15]);
  });

  it('lists FAQs', async () => {
    const res = await call(app(), 'GET', '/faqs/');
    expect(res.body.count).toBeGreaterThan(3);
    expect(res.body.results[0]).toEqual({ slug: expect.any(String), question: expect.any(String), answer: expect.any(String) });
  });

  it('serves exactly the contracts filter-category tree', async () => {
    const res = await call(app(), 'GET', '/tag-categories/');
    expect(res.body.results).toEqual(FILTER_CATEGORIES);
  });

  // 000 §2.1-§2.2: landing and redirect paths carry these codes (/cj uses free14).
  const SPEC_CODES = ['movieguide', 'affiliatevippass', 'gabb14', 'babycomeback', 'free14', 'covenant', 'filterit', 'frugal', 'vidfor1', 'vidweek', 'heavenly', 'movieweek', 'noble', 'tryfree'];

  it('finds every promo code of the spec, normalised', async () => {
    expect(PROMOS.map((p) => p.code).sort()).toEqual([...SPEC_CODES].sort());
    for (const code of SPEC_CODES) {
      const res = await call(app(), 'GET', `/subscription-promos/?code=${encodeURIComponent(`${code.toUpperCase()}!`)}`);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(normalisePromoCode(code));
    }
    expect((await call(app(), 'GET', '/subscription-promos/?code=free14')).body.trial_period_days).toBe(14);
  });

  it('answers 404 for an unknown or expired promo and 400 for an empty code', async () => {
    const unknown = await call(app(), 'GET', '/subscription-promos/?code=nosuchcode');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: PROMO_NOT_FOUND });
    await server.database.db.insert(promos).values({ code: 'oldoffer', trialPeriodDays: 7, expiresAt: new Date('2025-01-01T00:00:00Z') });
    expect((await call(app(), 'GET', '/subscription-promos/?code=oldoffer')).status).toBe(404);
    expect((await call(app(), 'GET', '/subscription-promos/?code=--')).body).toEqual({ code: [PROMO_EMPTY] });
  });

  it("answers the sharing record with the user's own link", async () => {
    const { token } = await login(app(), 'parent@sift.example');
    const res = await call(app(), 'GET', '/sharing/', { token });
    expect(() => sharing.parse(res.body)).not.toThrow();
    expect(res.body.link).toMatch(/^http:\/\/localhost:3000\/\?rupi=\w+$/);
    expect((await call(app(), 'GET', '/sharing/')).status).toBe(401);
  });
});

describe('content/v2/works', () => {
  const list = async (query: string, token?: string) => {
    const res = await call(app(), 'GET', `/content/v2/works/${query}`, { token });
    expect(res.status).toBe(200);
    expect(() => paged(workSummary).parse(res.body)).not.toThrow();
    return res.body as { count: number; next: string | null; previous: string | null; results: any[] };
  };

  it('lists movies and shows (not episodes) by popularity, paged', async () => {
    const first = await list('?limit=5');
    expect(first.results).toHaveLength(5);
    expect(first.results.every((w) => w.type !== 'episode')).toBe(true);
    expect(first.next).toContain('offset=5');
    const second = await list(`?limit=5&offset=5`);
    expect(second.previous).toBeTruthy();
    expect(second.results[0].id).not.toBe(first.results[0].id);
    const all = await list('?limit=100&type=movie');
    expect(all.count).toBeGreaterThan(50);
    expect(all.count).toBeLessThan(TEST_WORKS + 10);
  });

  it('filters by type, category, maturities, catalogs, query, offering and enabled status', async () => {
    expect((await list('?type=show')).results.every((w) => w.type === 'show')).toBe(true);
    const comedy = await list('?category=comedy&limit=100');
    expect(comedy.count).toBeGreaterThan(0);
    const maturities = await list('?maturities=3,x,4&type=movie&limit=100');
    expect(maturities.results.every((w) => ['PG-13', 'R'].includes(w.rating))).toBe(true);
    const sift = await list('?catalogs=12&limit=100');
    expect(sift.count).toBeGreaterThan(0);
    expect(sift.results.every((w) => w.offering_groups.some((g: any) => g.catalogs.some((c: any) => c.id === 12)))).toBe(true);
    const found = await list('?query=|tiny demo|');
    expect(found.results.map((w) => w.slug)).toEqual(['tiny-demo']);
    const available = await list('?offering_status=available&limit=100');
    expect(available.results.every((w) => w.is_watchable)).toBe(true);
    const unavailable = await list('?offering_status=unavailable&limit=100');
    expect(unavailable.results.every((w) => !w.is_watchable)).toBe(true);
    expect((await list('?enabled_status=disabled')).count).toBe(0);
  });

  it('applies the list conventions: equality, comma lists, min_/max_, ordering', async () => {
    const ranged = await list('?type=movie&min_year=2000&max_year=2010&limit=100');
    expect(ranged.results.every((w) => w.year >= 2000 && w.year <= 2010)).toBe(true);
    const byYear = await list('?type=movie&ordering=-year,title&limit=50');
    const years = byYear.results.map((w) => w.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const byTitle = await list('?type=movie&order_by=title&limit=50');
    const titles = byTitle.results.map((w) => w.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const ids = byTitle.results.slice(0, 2).map((w) => w.id);
    expect((await list(`?id=${ids.join(',')}`)).results.map((w) => w.id).sort()).toEqual([...ids].sort());
    expect((await list('?rating=PG-13&type=movie&limit=100')).results.every((w) => w.rating === 'PG-13')).toBe(true);
  });

  it('answers 400 with field errors for bad list input, never 500', async () => {
    for (const [query, field] of [
      ['?min_year=abc', 'min_year'],
      ['?ordering=-nope', 'ordering'],
      ['?order_by=nope', 'order_by'],
      ['?limit=0', 'limit'],
      ['?limit=abc', 'limit'],
      ['?offset=-1', 'offset'],
      ['?type=cartoon', 'type'],
      ['?offering_status=maybe', 'offering_status'],
    ]) {
      const res = await call(app(), 'GET', `/content/v2/works/${query}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual([field]);
    }
  });

  it('answers 400 for ordering and filters named after Object.prototype (fuzz seed 20261122 found a 500)', async () => {
    for (const url of ['/catalogs/?ordering=constructor', '/streaming-services/?ordering=-__proto__', '/content/v2/works/?order_by=constructor', '/content/v2/works/?ordering=toString']) {
      const res = await call(app(), 'GET', url);
      expect(res.status).toBe(400);
    }
    for (const url of ['/catalogs/?constructor=1&min_constructor=2&__proto__=3', '/subscription-plans/?hasOwnProperty__in=a,b']) {
      expect((await call(app(), 'GET', url)).status).toBe(200);
    }
  });

  it("restricts my_services to the profile's selected catalogs", async () => {
    const { token } = await login(app(), 'parent@sift.example');
    const primary = (await call(app(), 'GET', '/profiles/', { token })).body.results[0];
    await call(app(), 'PATCH', `/profiles/${primary.id}/`, { token, body: { selected_catalogs: [12] } });
    const mine = await list('?my_services=true&limit=100', token);
    expect(mine.results.every((w) => w.offering_groups.some((g: any) => g.catalogs.some((c: any) => c.id === 12)))).toBe(true);
    await call(app(), 'PATCH', `/profiles/${primary.id}/`, { token, body: { selected_catalogs: [] } });
    expect((await list('?my_services=true&limit=1', token)).count).toBe((await list('?limit=1')).count);
  });

  it('answers top shows', async () => {
    const res = await call(app(), 'GET', '/content/v2/works/top-shows/?limit=3');
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeLessThanOrEqual(3);
    expect(res.body.results.every((w: { type: string; is_watchable: boolean }) => w.type === 'show' && w.is_watchable)).toBe(true);
    const inService = await call(app(), 'GET', '/content/v2/works/top-shows/?services=1&type=movie&limit=20');
    expect(inService.body.results.every((w: any) => w.type === 'movie')).toBe(true);
  });
});

describe('work detail and tag sets', () => {
  it('answers a show with seasons and episodes', async () => {
    const show = (await call(app(), 'GET', '/content/v2/works/?type=show&limit=1')).body.results[0];
    const res = await call(app(), 'GET', `/content/v2/works/${show.slug}/`);
    expect(res.status).toBe(200);
    expect(() => work.parse(res.body)).not.toThrow();
    expect(res.body.seasons.length).toBeGreaterThan(0);
    expect(res.body.seasons[0].episodes[0]).toMatchObject({ type: 'episode', season_number: 1, episode_number: 1, show_id: show.id });
    expect(res.body.subscription_access_level).toBe('none');
    expect((await call(app(), 'GET', '/content/v2/works/no-such-work/')).status).toBe(404);
  });

  it('says what the viewer may play', async () => {
    const parent = await login(app(), 'parent@sift.example');
    const newbie = await login(app(), 'newbie@sift.example');
    const asParent = await call(app(), 'GET', '/content/v2/works/tiny-demo/', { token: parent.token });
    expect(asParent.body).toMatchObject({ subscription_access_level: 'full', subscription_can_play: true, is_watchable: true });
    expect(asParent.body.offerings[0]).toMatchObject({ catalog_id: 12, type: 'subscription' });
    const asNewbie = await call(app(), 'GET', '/content/v2/works/tiny-demo/', { token: newbie.token });
    expect(asNewbie.body).toMatchObject({ subscription_access_level: 'none', subscription_can_play: false });
  });

  it('serves the stored tag set of a demo-media work, counting what the profile filters', async () => {
    const detail = (await call(app(), 'GET', '/content/v2/works/tiny-demo/')).body;
    const id = detail.offerings[0].tag_set_id;
    const anonymous = await call(app(), 'GET', `/tag-sets/${id}/`);
    expect(() => tagSet.parse(anonymous.body)).not.toThrow();
    expect(anonymous.body.tags.map((t: { ref_id: string }) => t.ref_id)).toEqual(['td-1', 'td-2']);
    expect(anonymous.body.tags_active_count).toBe(0);
    // Parker filters profanity (18): one of the two tags is active.
    const { token } = await login(app(), 'parent@sift.example');
    expect((await call(app(), 'GET', `/tag-sets/${id}/`, { token })).body.tags_active_count).toBe(1);
  });

  it('counts active tags with the filter engine: global_filters {"5": true, "18": false} leaves Profanity uncut', async () => {
    const detail = (await call(app(), 'GET', '/content/v2/works/tiny-demo/')).body;
    const id = detail.offerings[0].tag_set_id;
    const account = await signUp(app());
    const primary = (await call(app(), 'GET', '/profiles/', { token: account.token })).body.results[0];
    const globalFilters = { '5': true, '18': false };
    await call(app(), 'PATCH', `/profiles/${primary.id}/`, { token: account.token, body: { global_filters: globalFilters } });
    const res = await call(app(), 'GET', `/tag-sets/${id}/`, { token: account.token });
    // The leaf's own entry wins over its parent's (filter-engine category-filters): the player cuts nothing here.
    const engineCount = activeTagCount(createChoices({ tags: res.body.tags, globalFilters }));
    expect(engineCount).toBe(0);
    expect(res.body.tags_active_count).toBe(engineCount);
    // The parent alone filters every leaf under it.
    const withParent = { '5': true };
    await call(app(), 'PATCH', `/profiles/${primary.id}/`, { token: account.token, body: { global_filters: withParent } });
    expect((await call(app(), 'GET', `/tag-sets/${id}/`, { token: account.token })).body.tags_active_count).toBe(1);
  });

  it('generates the same synthetic tag set on every read, with the work tag count', async () => {
    const movie = (await call(app(), 'GET', '/content/v2/works/?type=movie&offering_status=available&catalogs=1,3&limit=1')).body.results[0];
    const detail = (await call(app(), 'GET', `/content/v2/works/${movie.slug}/`)).body;
    const first = await call(app(), 'GET', `/tag-sets/${detail.offerings[0].tag_set_id}/`);
    const second = await call(app(), 'GET', `/tag-sets/${detail.offerings[0].tag_set_id}/`);
    expect(first.body).toEqual(second.body);
    expect(first.body.tags_count).toBe(movie.tags_count);
    expect(first.body.tags).toHaveLength(movie.tags_count);
    expect(new Set(first.body.tags.map((t: { ref_id: string }) => t.ref_id)).size).toBe(movie.tags_count);
    expect((await call(app(), 'GET', '/tag-sets/99999999/')).status).toBe(404);
    expect((await call(app(), 'GET', '/tag-sets/abc/')).status).toBe(404);
  });
});

describe('images and media', () => {
  it('serves generated posters and backdrops', async () => {
    const w = (await call(app(), 'GET', '/content/v2/works/?limit=1')).body.results[0];
    for (const url of [w.poster_url, w.backdrop_url]) {
      const res = await app().inject({ method: 'GET', url: new URL(url).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('<svg');
    }
    expect((await app().inject({ method: 'GET', url: '/images/posters/unknown-work.svg' })).statusCode).toBe(404);
  });

  it('answers 404, not 500, for an image name with a NUL byte or other odd characters (issue 22 probe)', async () => {
    const slug = (await call(app(), 'GET', '/content/v2/works/?limit=1')).body.results[0].slug;
    for (const kind of ['posters', 'backdrops', 'avatars', 'services', 'catalogs']) {
      for (const name of [`${slug}%00.svg`, `a%00b.svg`, '%00.svg', `${slug}%27.svg`, '..%2F.svg', '.svg']) {
        expect([kind, name, (await app().inject({ method: 'GET', url: `/images/${kind}/${name}` })).statusCode]).toEqual([kind, name, 404]);
      }
    }
  });

  it('serves demo streams with DASH content types, ranges and CORS for the site', async () => {
    const mpd = await app().inject({ method: 'GET', url: '/media/tiny-demo/manifest.mpd', headers: { origin: 'http://localhost:3000' } });
    expect(mpd.statusCode).toBe(200);
    expect(mpd.headers['content-type']).toMatch(/^application\/dash\+xml/);
    expect(mpd.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const part = await app().inject({ method: 'GET', url: '/media/tiny-demo/segment-1.m4s', headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-type']).toMatch(/^video\/iso\.segment/);
    expect(part.headers['content-range']).toBe('bytes 2-5/36');
    expect((await app().inject({ method: 'GET', url: '/media/../package.json' })).statusCode).toBe(404);
  });
});
