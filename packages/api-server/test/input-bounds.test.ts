/**
 * Issue 8 item 6: the probe's 500s, one per cause, now each a 400 in the product's words (or 404 for a path id):
 * integers beyond int4, floats beyond range, NUL bytes in any string, dates beyond range.
 */
import { NUL_NOT_ALLOWED } from '@sift/contracts';
import { call, login, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const app = () => server.app;

describe('item 6: every number and string is bounded once, in the contracts, and every route inherits it', () => {
  it.each([
    ['id=2147483648', 'id'],
    ['year=2147483648', 'year'],
    ['min_year=99999999999', 'min_year'],
    ['show_id=-2147483649', 'show_id'],
    ['tmdb=1e308', 'tmdb'],
    ['max_tmdb=-1e308', 'max_tmdb'],
    ['query=%00', 'query'],
    ['slug=a%00b', 'slug'],
    ['rating=%00', 'rating'],
    ['offset=2147483648', 'offset'],
  ])('GET content/v2/works/?%s answers 400 on %s', async (query, field) => {
    const res = await call(app(), 'GET', `/content/v2/works/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
  });

  it('answers NUL bytes in strings with the product message', async () => {
    expect((await call(app(), 'GET', '/content/v2/works/?query=%00')).body).toEqual({ query: [NUL_NOT_ALLOWED] });
    const { token } = await login(app(), 'newbie@sift.example');
    const primary = (await call(app(), 'GET', '/profiles/', { token })).body.results[0];
    const asPrimary = { 'x-sift-profile-id': String(primary.id) };
    expect((await call(app(), 'POST', '/profiles/', { token, headers: asPrimary, body: { name: 'Kid\u0000' } })).body).toEqual({ name: [NUL_NOT_ALLOWED] });
    expect((await call(app(), 'POST', '/users/change-name/', { token, body: { first_name: 'A\u0000' } })).body).toEqual({ first_name: [NUL_NOT_ALLOWED] });
    expect((await call(app(), 'GET', '/subscription-promos/?code=%00')).status).toBe(400);
    expect((await call(app(), 'GET', '/content/v2/works/a%00b/')).status).toBe(404);
    const stats = await call(app(), 'POST', '/stats/', { body: { events: [{ event: 'page\u0000view', at: Date.parse('2026-01-01'), extras: {} }] } });
    expect(stats.status).toBe(400);
    const extras = await call(app(), 'POST', '/stats/', { body: { events: [{ event: 'page_view', at: Date.parse('2026-01-01'), extras: { path: '/\u0000' } }] } });
    expect(extras.status).toBe(400);
  });

  it('answers integers beyond the column in bodies with a 400 field error', async () => {
    const { token } = await login(app(), 'newbie@sift.example');
    const primary = (await call(app(), 'GET', '/profiles/', { token })).body.results[0];
    const patch = (body: object) => call(app(), 'PATCH', `/profiles/${primary.id}/`, { token, body });
    expect((await patch({ avatar_id: 2147483648 })).status).toBe(400);
    expect(Object.keys((await patch({ selected_catalogs: [2147483648] })).body)).toEqual(['selected_catalogs']);
    const staff = await login(app(), 'staff@sift.example');
    const impersonate = await call(app(), 'POST', '/impersonation-tokens/', { token: staff.token, body: { user_id: 2147483648 } });
    expect(impersonate.status).toBe(400);
    expect(Object.keys(impersonate.body)).toEqual(['user_id']);
    expect((await call(app(), 'GET', '/profiles/2147483648/', { token })).status).toBe(404);
  });

  it('answers dates beyond range in stats/ with a 400', async () => {
    for (const at of [8.64e15 + 1, 1e20, -1, 0, 4102444800001]) {
      const res = await call(app(), 'POST', '/stats/', { body: { events: [{ event: 'page_view', at, extras: {} }] } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['events']);
    }
  });
});
