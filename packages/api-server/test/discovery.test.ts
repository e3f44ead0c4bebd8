import {
  ALL_CATALOGS,
  BROWSE_ROW_WORKS_LIMIT,
  fixedClock,
  HIDE_ONLY_MOVIES_AND_SHOWS,
  heroItem,
  LINK_INVALID,
  NOT_FOUND,
  paged,
  browseCategory,
  browseRowOfPosters,
  recommendations,
  serviceFilters,
  SERVICE_UNKNOWN,
  TITLE_REQUEST_REQUIRED,
  TITLE_REQUEST_YEAR,
  WATCHLIST_NOT_FOUND,
  work,
  workLocation,
  workParameters,
  workPoster,
  workSummary,
} from '@sift/contracts';
import { workLocations, works } from '../src/db/schema';
import { call, login, signUp, startTestServer, type TestServer } from './helpers/test-server';
import { answerCacheStats } from '../src/http/http-cache';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: fixedClock('2025-10-29T12:00:00Z') });
});
afterAll(() => server.close());
const app = () => server.app;

/** A fresh account with its primary profile and a second one. */
async function member() {
  const created = await signUp(app());
  const primaryId = (await call(app(), 'GET', '/profiles/', { token: created.token })).body.results[0].id as number;
  const second = await call(app(), 'POST', '/profiles/', {
    token: created.token,
    headers: { 'x-sift-profile-id': String(primaryId) },
    body: { name: 'Second' },
  });
  return { ...created, primaryId, secondId: second.body.id as number };
}
const as = (token: string, profileId?: number) => ({
  token,
  ...(profileId && { headers: { 'x-sift-profile-id': String(profileId) } }),
});

async function someWorks(query = '') {
  return (await call(app(), 'GET', `/content/v2/works/?limit=20${query}`)).body.results as { id: number; slug: string; type: string; is_watchable: boolean }[];
}

describe('browse and discover data', () => {
  it('offers the discover parameters, popular first, publicly cacheable with an ETag', async () => {
    const res = await call(app(), 'GET', '/content/v2/work-parameters/');
    expect(res.status).toBe(200);
    expect(() => workParameters.parse(res.body)).not.toThrow();
    expect(res.body.orders_by[0].value).toBe('popular');
    expect(res.body.maturity_ratings.map((m: { rating: string }) => m.rating)).toContain('TV-MA');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await call(app(), 'GET', '/content/v2/work-parameters/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('groups the service overlay catalogs with core_catalogs first; visitors and new profiles see all (-1)', async () => {
    const visitor = await call(app(), 'GET', '/content/service-filters/');
    expect(() => serviceFilters.parse(visitor.body)).not.toThrow();
    expect(visitor.body.sorted_catalogs[0].key).toBe('core_catalogs');
    expect(visitor.body.selected_catalogs).toEqual([ALL_CATALOGS]);
    expect(visitor.headers['cache-control']).toBe('no-store');
    const m = await member();
    await call(app(), 'PATCH', `/profiles/${m.secondId}/`, { ...as(m.token, m.primaryId), body: { selected_catalogs: [1, 3] } });
    const mine = await call(app(), 'GET', '/content/service-filters/', as(m.token, m.secondId));
    expect(mine.body.selected_catalogs).toEqual([1, 3]);
    const primary = await call(app(), 'GET', '/content/service-filters/', as(m.token, m.primaryId));
    expect(primary.body.selected_catalogs).toEqual([ALL_CATALOGS]);
  });

  it('pages browse rows: genre rows with a catalog row between, See All filters, restricted to catalogs', async () => {
    const first = await call(app(), 'GET', '/categories-v2/?limit=3');
    expect(() => paged(browseCategory).parse(first.body)).not.toThrow();
    expect(first.body.count).toBeGreaterThan(20);
    expect(first.body.next).toContain('offset=3');
    const rows = first.body.results as { slug: string; filter_keys: Record<string, string>; works: { type: string }[] }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.works.length).toBeLessThanOrEqual(BROWSE_ROW_WORKS_LIMIT);
    const catalogRow = rows.find((r) => r.slug.startsWith('catalog-'));
    if (catalogRow) expect(catalogRow.filter_keys).toMatchObject({ type: 'show' });

    const movies = await call(app(), 'GET', '/categories-v2/?limit=6&media_type=movie&catalogs=12&restrict=yes');
    for (const row of movies.body.results) {
      expect(row.filter_keys).toMatchObject({ type: 'movie', catalogs: '12' });
      for (const w of row.works) {
        expect(w.type).toBe('movie');
        expect(w.offering_groups.flatMap((g: { catalogs: { id: number }[] }) => g.catalogs.map((c) => c.id))).toContain(12);
      }
    }
    expect((await call(app(), 'GET', '/categories-v2/?media_type=episode')).status).toBe(400);
    expect((await call(app(), 'GET', '/categories-v2/?limit=0')).status).toBe(400);
  });

  it("holds only shows in a 'Shows on X' row (and only movies in a 'Movies on X' row), with the row's catalog id", async () => {
    const all = await call(app(), 'GET', '/categories-v2/?limit=50&view=poster');
    const rows = all.body.results as { slug: string; name: string; catalog_id?: number | null; filter_keys: Record<string, string>; works: { type: string }[] }[];
    const catalogRows = rows.filter((r) => r.slug.startsWith('catalog-'));
    expect(catalogRows.length).toBeGreaterThan(2);
    for (const row of catalogRows) {
      expect(row.name).toMatch(/^Shows on /);
      expect(row.works.length).toBeGreaterThan(0);
      expect({ row: row.name, notShows: row.works.filter((w) => w.type !== 'show').length }).toEqual({ row: row.name, notShows: 0 });
      expect(row.catalog_id).toBe(Number(row.slug.slice('catalog-'.length)));
      expect(row.filter_keys).toEqual({ type: 'show', catalogs: String(row.catalog_id) });
    }
    // Genre rows are no catalog's.
    for (const row of rows.filter((r) => !r.slug.startsWith('catalog-'))) expect(row.catalog_id).toBeNull();
    const movies = await call(app(), 'GET', '/categories-v2/?limit=50&view=poster&media_type=movie');
    const movieRows = (movies.body.results as typeof rows).filter((r) => r.slug.startsWith('catalog-'));
    expect(movieRows.length).toBeGreaterThan(0);
    for (const row of movieRows) {
      expect(row.name).toMatch(/^Movies on /);
      expect(row.works.every((w) => w.type === 'movie')).toBe(true);
    }
  });

  it('answers rows and lists of posters with view=poster: the same works, only what a poster needs', async () => {
    const full = await call(app(), 'GET', '/categories-v2/?limit=3');
    const posters = await call(app(), 'GET', '/categories-v2/?limit=3&view=poster');
    expect(posters.status).toBe(200);
    expect(() => paged(browseRowOfPosters).parse(posters.body)).not.toThrow();
    expect(posters.body.results.map((r: { slug: string }) => r.slug)).toEqual(full.body.results.map((r: { slug: string }) => r.slug));
    const firstFull = full.body.results[0].works[0];
    expect(posters.body.results[0].works[0]).toEqual({
      id: firstFull.id,
      slug: firstFull.slug,
      title: firstFull.title,
      type: firstFull.type,
      year: firstFull.year,
      poster_url: firstFull.poster_url,
    });
    // Sized for its screen: a small part of the whole summaries' bytes.
    expect(JSON.stringify(posters.body).length).toBeLessThan(JSON.stringify(full.body).length / 3);
    const list = await call(app(), 'GET', '/content/v2/works/?type=show&limit=12&order_by=title&view=poster');
    const fullList = await call(app(), 'GET', '/content/v2/works/?type=show&limit=12&order_by=title');
    expect(() => paged(workPoster).parse(list.body)).not.toThrow();
    expect(list.body.results.map((w: { id: number }) => w.id)).toEqual(fullList.body.results.map((w: { id: number }) => w.id));
    expect(list.body.count).toBe(fullList.body.count);
    expect(Object.keys(list.body.results[0]).sort()).toEqual(['id', 'poster_url', 'slug', 'title', 'type', 'year']);
    expect((await call(app(), 'GET', '/categories-v2/?view=whole')).status).toBe(400);
    expect((await call(app(), 'GET', '/content/v2/works/?view=whole')).status).toBe(400);
  });

  it('lists hero items with campaign ids, the demo titles first, and only shows for media_type=show', async () => {
    const res = await call(app(), 'GET', '/hero/');
    expect(() => paged(heroItem).parse(res.body)).not.toThrow();
    expect(res.body.results[0]).toMatchObject({ campaign_id: 'demo-media-tiny-demo', meta: { item_type: 'movie', slug: 'tiny-demo' } });
    const shows = await call(app(), 'GET', '/hero/?media_type=show');
    expect(shows.body.results.length).toBeGreaterThan(0);
    expect(shows.body.results.every((h: { meta: { item_type: string } }) => h.meta.item_type === 'show')).toBe(true);
  });

  it('lists the browse categories', async () => {
    const res = await call(app(), 'GET', '/categories/');
    expect(res.body.results[0]).toEqual({ id: 'action', slug: 'action', name: 'Action', sort_key: 1 });
  });
});

describe('works list', () => {
  it('finds titles by substring through the trigram index, pipes ignored', async () => {
    const [first] = await someWorks();
    const word = first.slug.split('-').find((w) => w.length > 3)!;
    const res = await call(app(), 'GET', `/content/v2/works/?query=${encodeURIComponent(`|${word.slice(1)}|`)}`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((w: { id: number }) => w.id)).toContain(first.id);
  });

  it('counts up to the bound ("at least" beyond it) and keeps paging past it', async () => {
    const bounded = await startTestServer({ limits: { worksCountBound: 20 } });
    try {
      const first = await call(bounded.app, 'GET', '/content/v2/works/?limit=15');
      expect(first.body.count).toBe(20);
      const past = await call(bounded.app, 'GET', '/content/v2/works/?limit=15&offset=30');
      expect(past.body.count).toBe(45);
      expect(past.body.next).toContain('offset=45');
      const exact = await call(app(), 'GET', '/content/v2/works/?limit=15');
      expect(exact.body.count).toBeGreaterThan(20);
      const end = await call(bounded.app, 'GET', `/content/v2/works/?limit=15&offset=${exact.body.count - 5}`);
      expect(end.body.results).toHaveLength(5);
      expect(end.body.next).toBeNull();
    } finally {
      await bounded.close();
    }
  });

  it('answers public lists as cacheable (a repeat from memory, 304 for a known ETag), my_services as private', async () => {
    const pub = await call(app(), 'GET', '/content/v2/works/?limit=5&order_by=title');
    expect(pub.headers['cache-control']).toBe('public, max-age=60');
    const again = await call(app(), 'GET', '/content/v2/works/?limit=5&order_by=title');
    expect(again.body).toEqual(pub.body);
    expect(again.headers.etag).toBe(pub.headers.etag);
    const known = await call(app(), 'GET', '/content/v2/works/?limit=5&order_by=title', { headers: { 'if-none-match': String(pub.headers.etag) } });
    expect(known.status).toBe(304);
    const m = await member();
    const mine = await call(app(), 'GET', '/content/v2/works/?limit=5&my_services=true', as(m.token));
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('answers a visitor from memory before validation, yet still refuses a bad token on the same URL', async () => {
    const url = '/content/v2/works/?limit=4&order_by=newest';
    await call(app(), 'GET', url);
    const hits = answerCacheStats.hits;
    const again = await call(app(), 'GET', url);
    expect(again.status).toBe(200);
    expect(answerCacheStats.hits).toBe(hits + 1);
    const bogus = await call(app(), 'GET', url, as('not-a-real-token'));
    expect(bogus.status).toBe(401);
    const m = await member();
    const signedIn = await call(app(), 'GET', url, as(m.token));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(again.body);
  });

  it("answers works like another with recommended= (the 'old' More Like This)", async () => {
    const [movie] = await someWorks('&type=movie');
    const res = await call(app(), 'GET', `/content/v2/works/?recommended=${movie.id}&limit=24`);
    expect(res.status).toBe(200);
    expect(res.body.results.every((w: { type: string; id: number }) => w.type === 'movie' && w.id !== movie.id)).toBe(true);
    expect((await call(app(), 'GET', '/content/v2/works/?recommended=abc')).body).toEqual({ recommended: ['A valid integer is required.'] });
    expect((await call(app(), 'GET', '/content/v2/works/?recommended=99999999')).status).toBe(400);
  });
});

describe('recommendations', () => {
  it('answers up to 24 works of the same kind sharing a category, shuffled on request', async () => {
    const [show] = await someWorks('&type=show');
    const res = await call(app(), 'GET', `/content/recommends/internal/${show.id}/?limit=24&shuffle=y`);
    expect(res.status).toBe(200);
    expect(() => recommendations.parse(res.body)).not.toThrow();
    expect(res.body.results.length).toBeLessThanOrEqual(24);
    expect(res.body.results.every((w: { type: string; id: number }) => w.type === 'show' && w.id !== show.id)).toBe(true);
    expect((await call(app(), 'GET', '/content/recommends/internal/99999999/')).status).toBe(404);
  });
});

describe('likes', () => {
  it('toggles a vote per profile and answers it keyed by work id', async () => {
    const m = await member();
    const [w] = await someWorks();
    const up = await call(app(), 'POST', '/content/likes/', { ...as(m.token, m.primaryId), body: { catalog_item_id: w.id, vote_type: 1, profile_id: m.primaryId, user_id: m.id } });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ [w.id]: 1 });
    expect((await call(app(), 'GET', `/content/likes/?work_id=${w.id}`, as(m.token, m.primaryId))).body).toEqual({ [w.id]: 1 });
    // Another profile of the same account has its own votes.
    expect((await call(app(), 'GET', `/content/likes/?work_id=${w.id}`, as(m.token, m.secondId))).body).toEqual({ [w.id]: 0 });
    await call(app(), 'POST', '/content/likes/', { ...as(m.token, m.primaryId), body: { catalog_item_id: w.id, vote_type: 0 } });
    expect((await call(app(), 'GET', `/content/likes/?work_id=${w.id}`, as(m.token, m.primaryId))).body).toEqual({ [w.id]: 0 });
  });

  it("refuses another account's profile or user id, an unknown work and a vote other than -1, 0, 1", async () => {
    const m = await member();
    const other = await member();
    const [w] = await someWorks();
    const theirs = await call(app(), 'POST', '/content/likes/', { ...as(m.token), body: { catalog_item_id: w.id, vote_type: 1, profile_id: other.primaryId } });
    expect(theirs).toMatchObject({ status: 404, body: { detail: NOT_FOUND } });
    const otherUser = await call(app(), 'POST', '/content/likes/', { ...as(m.token), body: { catalog_item_id: w.id, vote_type: 1, user_id: other.id } });
    expect(otherUser.status).toBe(404);
    expect((await call(app(), 'GET', `/content/likes/?work_id=${w.id}`, as(other.token))).body).toEqual({ [w.id]: 0 });
    expect((await call(app(), 'POST', '/content/likes/', { ...as(m.token), body: { catalog_item_id: 99999999, vote_type: 1 } })).status).toBe(400);
    expect((await call(app(), 'POST', '/content/likes/', { ...as(m.token), body: { catalog_item_id: w.id, vote_type: 2 } })).status).toBe(400);
    expect((await call(app(), 'GET', '/content/likes/')).status).toBe(401);
  });
});

describe('watchlist', () => {
  it("adds, lists, finds and removes works per profile; 'Not Found!' means not on the list", async () => {
    const m = await member();
    const [a, b] = await someWorks();
    expect((await call(app(), 'POST', '/watchlist-items/', { ...as(m.token, m.primaryId), body: { work_id: a.id } })).status).toBe(201);
    expect((await call(app(), 'POST', '/watchlist-items/', { ...as(m.token, m.primaryId), body: { work_id: a.id } })).status).toBe(200);
    await call(app(), 'POST', '/watchlist-items/', { ...as(m.token, m.primaryId), body: { work_id: b.id } });
    const list = await call(app(), 'GET', '/watchlist/', as(m.token, m.primaryId));
    expect(() => paged(workSummary).parse(list.body)).not.toThrow();
    expect(list.body.results.map((w: { id: number }) => w.id).sort()).toEqual([a.id, b.id].sort());
    const items = await call(app(), 'GET', `/watchlist-items/?work_id=${a.id},${b.id},1`, as(m.token, m.primaryId));
    expect(items.body.results.map((i: { work_id: number }) => i.work_id).sort()).toEqual([a.id, b.id].sort());
    expect((await call(app(), 'GET', '/watchlist/', as(m.token, m.secondId))).body.count).toBe(0);
    expect((await call(app(), 'GET', `/watchlist-items/${a.id}/`, as(m.token, m.primaryId))).status).toBe(200);
    expect((await call(app(), 'DELETE', `/watchlist-items/${a.id}/`, as(m.token, m.primaryId))).status).toBe(204);
    const gone = await call(app(), 'GET', `/watchlist-items/${a.id}/`, as(m.token, m.primaryId));
    expect(gone).toMatchObject({ status: 404, body: { detail: WATCHLIST_NOT_FOUND } });
    expect((await call(app(), 'DELETE', `/watchlist-items/${a.id}/`, as(m.token, m.primaryId))).body).toEqual({ detail: WATCHLIST_NOT_FOUND });
    expect((await call(app(), 'POST', '/watchlist-items/', { ...as(m.token), body: { work_id: 99999999 } })).status).toBe(400);
  });
});

describe('hidden works', () => {
  it('hides movies and shows (not episodes) per profile, shows it on the work and leaves it out of the watchlist', async () => {
    const m = await member();
    const [movie] = await someWorks('&type=movie');
    await call(app(), 'POST', '/watchlist-items/', { ...as(m.token, m.primaryId), body: { work_id: movie.id } });
    const hidden = await call(app(), 'PUT', `/hidden-works/${movie.id}/`, as(m.token, m.primaryId));
    expect(hidden).toMatchObject({ status: 200, body: { work_id: movie.id } });
    expect((await call(app(), 'PUT', `/hidden-works/${movie.id}/`, as(m.token, m.primaryId))).status).toBe(200);
    const detail = await call(app(), 'GET', `/content/v2/works/${movie.slug}/`, as(m.token, m.primaryId));
    expect(() => work.parse(detail.body)).not.toThrow();
    expect(detail.body.is_hidden).toBe(true);
    expect((await call(app(), 'GET', `/content/v2/works/${movie.slug}/`, as(m.token, m.secondId))).body.is_hidden).toBe(false);
    expect((await call(app(), 'GET', `/content/v2/works/${movie.slug}/`)).body.is_hidden).toBe(false);
    expect((await call(app(), 'GET', '/watchlist/', as(m.token, m.primaryId))).body.count).toBe(0);
    expect((await call(app(), 'GET', '/hidden-works/', as(m.token, m.primaryId))).body.results).toEqual([{ work_id: movie.id, created_at: expect.any(String) }]);
    expect((await call(app(), 'DELETE', `/hidden-works/${movie.id}/`, as(m.token, m.primaryId))).status).toBe(204);
    expect((await call(app(), 'DELETE', `/hidden-works/${movie.id}/`, as(m.token, m.primaryId))).status).toBe(404);

    const [episode] = await someWorks('&type=episode');
    expect((await call(app(), 'PUT', `/hidden-works/${episode.id}/`, as(m.token))).body).toEqual({ detail: HIDE_ONLY_MOVIES_AND_SHOWS });
    expect((await call(app(), 'PUT', '/hidden-works/99999999/', as(m.token))).status).toBe(404);
  });
});

describe('requests', () => {
  it('requests an unavailable work once per account and shows it on the work', async () => {
    const m = await member();
    const unavailable = (await call(app(), 'GET', '/content/v2/works/?offering_status=unavailable&limit=1')).body.results[0];
    expect(unavailable).toBeDefined();
    expect((await call(app(), 'POST', '/work-requests/', { ...as(m.token), body: { work_id: unavailable.id } })).status).toBe(201);
    expect((await call(app(), 'POST', '/work-requests/', { ...as(m.token), body: { work_id: unavailable.id } })).status).toBe(200);
    expect((await call(app(), 'GET', `/content/v2/works/${unavailable.slug}/`, as(m.token))).body.is_requested).toBe(true);
    expect((await call(app(), 'GET', `/work-requests/?work_id=${unavailable.id}`, as(m.token))).body.results).toHaveLength(1);
    const [watchable] = await someWorks('&offering_status=available');
    expect((await call(app(), 'POST', '/work-requests/', { ...as(m.token), body: { work_id: watchable.id } })).status).toBe(400);
  });

  it("validates 'Help Us Find Your Title!' with the spec's texts and trims title and year", async () => {
    const m = await member();
    const post = (body: unknown) => call(app(), 'POST', '/content/user-content-requests/', { ...as(m.token), body });
    expect((await post({ title: 'Only a title' })).body).toEqual({ non_field_errors: [TITLE_REQUEST_REQUIRED] });
    expect((await post({ item_type: 'movie', title: 'Old', year: '1700' })).body).toEqual({ year: [TITLE_REQUEST_YEAR] });
    expect((await post({ item_type: 'movie', title: 'Old', year: '20x1' })).body).toEqual({ year: [TITLE_REQUEST_YEAR] });
    expect((await post({ external_url: 'not a link' })).body).toEqual({ external_url: [LINK_INVALID] });
    expect((await post({ item_type: 'show', title: 'X', year: 2020, service: 'sift' })).body).toEqual({ service: [SERVICE_UNKNOWN] });
    const ok = await post({ item_type: 'show', title: '  The Title  ', year: ' 2017 ', service: 'appletv' });
    expect(ok).toMatchObject({ status: 201, body: { item_type: 'show', title: 'The Title', year: 2017, service: 'appletv' } });
    expect((await post({ external_url: 'https://example.com/title/1' })).status).toBe(201);
    expect((await call(app(), 'POST', '/content/user-content-requests/', { body: { external_url: 'https://example.com' } })).status).toBe(401);
  });
});

describe('work locations', () => {
  it("answers the profile's locations by work, by season and by show, and a show's latest episode under its id", async () => {
    const m = await member();
    const show = (await call(app(), 'GET', '/content/v2/works/?type=show&limit=1')).body.results[0];
    const detail = (await call(app(), 'GET', `/content/v2/works/${show.slug}/`)).body;
    const [e1, e2] = detail.seasons[0].episodes;
    const [movie] = await someWorks('&type=movie');
    const db = server.database.db;
    await db.insert(workLocations).values([
      { profileId: m.primaryId, workId: e1.id, current: 100, runTime: 1000, isReachedCredits: true, updatedAt: new Date('2025-10-28T10:00:00Z') },
      { profileId: m.primaryId, workId: e2.id, current: 200, runTime: 1000, updatedAt: new Date('2025-10-28T11:00:00Z') },
      { profileId: m.primaryId, workId: movie.id, current: 50, runTime: 500, updatedAt: new Date('2025-10-28T09:00:00Z') },
      { profileId: m.secondId, workId: movie.id, current: 400, runTime: 500, updatedAt: new Date('2025-10-28T09:00:00Z') },
    ]);
    const byShow = await call(app(), 'GET', `/work-locations/?show_id=${show.id}&_=123`, as(m.token, m.primaryId));
    expect(() => paged(workLocation).parse(byShow.body)).not.toThrow();
    expect(byShow.body.results.map((l: { work_id: number }) => l.work_id)).toEqual([e2.id, e1.id]);
    const bySeason = await call(app(), 'GET', `/work-locations/?season_id=${detail.seasons[0].id}`, as(m.token, m.primaryId));
    expect(bySeason.body.results).toHaveLength(2);
    const byWork = await call(app(), 'GET', `/work-locations/?work_id=${movie.id},${show.id}`, as(m.token, m.primaryId));
    expect(byWork.body.results).toEqual(
      expect.arrayContaining([
        { work_id: movie.id, current: 50, run_time: 500, is_reached_credits: false },
        { work_id: show.id, current: 200, run_time: 1000, is_reached_credits: false },
      ]),
    );
    const second = await call(app(), 'GET', `/work-locations/?work_id=${movie.id}`, as(m.token, m.secondId));
    expect(second.body.results).toEqual([{ work_id: movie.id, current: 400, run_time: 500, is_reached_credits: false }]);
    expect((await call(app(), 'GET', '/work-locations/?show_id=abc', as(m.token))).status).toBe(400);
    expect((await call(app(), 'GET', '/work-locations/')).status).toBe(401);
    expect(await db.select().from(works).limit(1)).toHaveLength(1);
  });
});

describe('demo data', () => {
  it("gives the demo subscriber's profiles a watchlist, votes and progress, and the demo title a trailer and several offers", async () => {
    const { token } = await login(app(), 'parent@sift.example');
    const profiles = (await call(app(), 'GET', '/profiles/', { token })).body.results as { id: number; name: string }[];
    const parker = profiles.find((p) => p.name === 'Parker')!;
    const watchlist = await call(app(), 'GET', '/watchlist/', as(token, parker.id));
    expect(watchlist.body.count).toBeGreaterThan(3);
    const locations = await call(app(), 'GET', '/work-locations/', as(token, parker.id));
    expect(locations.body.results.length).toBeGreaterThan(2);
    const votes = await call(app(), 'GET', '/content/likes/', as(token, parker.id));
    expect(Object.values(votes.body)).toContain(1);
    const demo = await call(app(), 'GET', '/content/v2/works/tiny-demo/', as(token, parker.id));
    expect(demo.body.trailer).toMatch(/\/media\/tiny-demo\/manifest\.mpd$/);
    expect(new Set(demo.body.offerings.map((o: { catalog_id: number }) => o.catalog_id)).size).toBeGreaterThan(1);
    expect(demo.body.offerings.map((o: { type: string }) => o.type)).toEqual(expect.arrayContaining(['subscription', 'rental', 'purchase']));
  });

  it("gives each offer its external id (001 §3 Offer), read from its watch link: what the link dialog reports when the service does not know it", async () => {
    const demo = await call(app(), 'GET', '/content/v2/works/tiny-demo/');
    const offers = demo.body.offerings as { offer_id: number; external_url: string | null; external_id?: string | null }[];
    const prime = offers.find((o) => o.external_url === 'https://prime-video.example/watch/tiny-demo');
    expect(prime).toMatchObject({ external_id: 'tiny-demo' });
    expect(offers.find((o) => o.external_url === 'https://apple-store.example/rent/tiny-demo')).toMatchObject({ external_id: 'tiny-demo' });
    for (const offer of offers) expect(offer.external_id).toBe(offer.external_url ? new URL(offer.external_url).pathname.split('/').filter(Boolean).pop() : null);
    // And the report the dialog makes for it.
    const { token } = await signUp(app());
    const report = await call(app(), 'POST', `/catalog-offers/${prime!.offer_id}/report-invalid/`, { token, body: { external_id: prime!.external_id } });
    expect(report.status).toBe(201);
  });
});

it('signs in nobody by accident: the routes of a profile need a user', async () => {
  for (const [method, url] of [
    ['GET', '/watchlist/'],
    ['GET', '/watchlist-items/'],
    ['GET', '/hidden-works/'],
    ['GET', '/work-requests/'],
  ] as const) {
    expect((await call(app(), method, url)).status).toBe(401);
  }
  expect(login).toBeDefined();
});
