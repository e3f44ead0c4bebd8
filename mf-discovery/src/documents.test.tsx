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
import routes, { TITLE_ANSWER, WATCHLIST_ANSWER } from './routes';

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
    expect(rendered).toEqual(['movie', 'show', 'showSeason', 'showEpisode', 'watchlist']);
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
});
