/**
 * @jest-environment node
 */
/**
 * The title pages the shell's server renders for a member with this release's renderer (docs/decisions/0159): from
 * the title's first answer, for the member's profile, as the app's first render shows them.
 */
import { testRegistry } from '@sift/build-config/jest-registry';
import { PRERENDERED_DOCUMENT } from '@sift/contracts';
import { buildProfile, buildUser, buildWork } from '@sift/contracts/testing';
import documents, { requestDocuments } from './documents';
import routes, { DISCOVER_ANSWERS, TITLE_ANSWER, WATCHLIST_ANSWER } from './routes';

const registry = testRegistry();
const harborLights = buildWork({
  slug: 'harbor-lights',
  title: 'Harbor Lights',
  type: 'movie',
  description: 'A lighthouse keeper counts the seconds until the fog lifts.',
  backdrop_url: 'http://api.test/images/backdrops/harbor-lights.svg',
  poster_url: 'http://api.test/images/posters/harbor-lights.svg',
});
const member = buildUser({ profiles: [buildProfile({ id: 7, name: 'Parker' })] });
const request = {
  route: 'movie',
  path: '/movie/harbor-lights',
  answers: { [TITLE_ANSWER]: harborLights },
  session: member,
  profileId: 7,
  buildId: 'd1',
  registry,
  stylesheets: ['http://origin.test/d1/start.css'],
};

describe("a member's page rendered for their request", () => {
  it('is the title page with its backdrop, heading, description and Play, and the answer it was rendered from', async () => {
    const html = (await documents.renderRequest(request))!;
    const body = html.split(PRERENDERED_DOCUMENT.bodyMarker)[1];
    expect(body).toMatch(/<img class="discovery-title__backdrop" src="http:\/\/api\.test\/images\/backdrops\/harbor-lights\.svg"[^>]*fetchPriority="high"/);
    expect(body).toMatch(/<h1[^>]*>Harbor Lights<\/h1>/);
    expect(body).toContain('A lighthouse keeper counts the seconds until the fog lifts.');
    expect(body).toMatch(/data-action="play"[^>]*href="\/watch\/harbor-lights/);
    expect(body).not.toContain('Loading the title');
    const data = body.slice(body.indexOf(`${PRERENDERED_DOCUMENT.dataAttribute}>`) + PRERENDERED_DOCUMENT.dataAttribute.length + 1, body.lastIndexOf('</script>'));
    expect(JSON.parse(data)).toEqual({ work: harborLights });
  });

  it("is a show page for a show, at its season's and its episode's addresses too", async () => {
    const crookedRiver = buildWork({ slug: 'crooked-river', title: 'Crooked River', type: 'show' });
    for (const [route, path] of [
      ['show', '/show/crooked-river'],
      ['showSeason', '/show/crooked-river/season/1'],
      ['showEpisode', '/show/crooked-river/season/1/episode/2'],
    ]) {
      const html = await documents.renderRequest({ ...request, route, path, answers: { [TITLE_ANSWER]: crookedRiver } });
      expect(html).toMatch(/<h1[^>]*>Crooked River<\/h1>/);
    }
  });

  it('names the data of every route it says is rendered per request', () => {
    const rendered = routes.routes.filter((def) => def.renderedPerRequest).map((def) => def.name);
    expect(rendered).toEqual(['discover', 'movie', 'show', 'showSeason', 'showEpisode', 'watchlist']);
    expect(Object.keys(requestDocuments).sort()).toEqual([...rendered].sort());
  });

  it('is not made from an answer of another title, or one the page would refuse', async () => {
    expect(await documents.renderRequest({ ...request, path: '/movie/the-long-road' })).toBeNull();
    expect(await documents.renderRequest({ ...request, answers: { [TITLE_ANSWER]: { ...harborLights, title: 42 } } })).toBeNull();
    expect(await documents.renderRequest({ ...request, answers: {} })).toBeNull();
  });

  it('is /watchlist with the first page of the profile\'s watchlist, or nothing for an answer the page would refuse', async () => {
    const firstPage = { count: 1, next: null, previous: null, results: [buildWork({ id: 12, slug: 'the-long-road', title: 'The Long Road' })] };
    const html = await documents.renderRequest({ ...request, route: 'watchlist', path: '/watchlist', answers: { [WATCHLIST_ANSWER]: firstPage } });
    expect(html).toMatch(/<ul class="ui-poster-grid" aria-label="My Watchlist">/);
    expect(html).toContain('The Long Road');
    expect(await documents.renderRequest({ ...request, route: 'watchlist', path: '/watchlist', answers: { [WATCHLIST_ANSWER]: { results: 'none' } } })).toBeNull();
  });

  describe('/discover (docs/decisions/0160)', () => {
    const poster = (id: number) => ({ id, slug: `work-${id}`, title: `Work ${id}`, type: 'movie', year: 2020, poster_url: `http://api.test/images/posters/work-${id}.svg` });
    const answers = {
      [DISCOVER_ANSWERS.parameters]: {
        orders_by: [{ value: 'popular', label: 'Most Popular' }],
        categories: [{ slug: 'action', name: 'Action' }],
        types: [{ value: 'movie', label: 'Movies' }, { value: 'show', label: 'Shows' }],
        maturity_ratings: [],
        services: [],
      },
      [DISCOVER_ANSWERS.categories]: [{ id: 'action', slug: 'action', name: 'Action', sort_key: 1 }],
      [DISCOVER_ANSWERS.works]: { count: 100, next: null, previous: null, results: Array.from({ length: 100 }, (_, i) => poster(i + 1)) },
      // The profile hid the second work.
      [DISCOVER_ANSWERS.hidden]: [{ work_id: 2, created_at: '2026-11-01T00:00:00Z' }],
    };
    const discover = { ...request, route: 'discover', path: '/discover', search: '', answers };

    it("is the filter bar for a phone and for a wide window, and the grid's first posters without the profile's hidden works", async () => {
      const html = (await documents.renderRequest(discover))!;
      const body = html.split(PRERENDERED_DOCUMENT.bodyMarker)[1];
      expect(body).toContain('class="discovery-filter-bar__phone"');
      expect(body).toContain('class="discovery-filter-bar__wide"');
      expect(body).toMatch(/<ul class="ui-virtual-grid ui-virtual-grid--before-measure" aria-label="Titles"/);
      const titles = [...body.matchAll(/aria-posinset="(\d+)"[^>]*>.*?alt="([^"]*)"/g)].map((m) => m[2]);
      expect(titles).toHaveLength(24);
      expect(titles.slice(0, 3)).toEqual(['Work 1', 'Work 3', 'Work 4']);
      expect(body).not.toContain('Loading titles');
      expect(body).not.toContain('Loading discover');
    });

    it('is not made for a query with filters, or from answers the page would refuse', async () => {
      expect(await documents.renderRequest({ ...discover, search: '?category=action' })).toBeNull();
      expect(await documents.renderRequest({ ...discover, answers: { ...answers, [DISCOVER_ANSWERS.hidden]: undefined } })).toBeNull();
      expect(await documents.renderRequest({ ...discover, answers: { ...answers, [DISCOVER_ANSWERS.works]: { results: 'none' } } })).toBeNull();
    });
  });
});
