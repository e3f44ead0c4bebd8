/**
 * Ads (issue 22, 001 §3, §5): a stream of an ad-supported offering carries an ad break whose tag this server
 * answers, and the ad SDK the theater loads is served beside it; other streams carry none.
 */
import { eq } from 'drizzle-orm';
import type { Stream } from '@sift/contracts';
import { offerings, profiles } from '../src/db/schema';
import { call, login, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let parent: { token: string; id: number };
let parker: number;

beforeAll(async () => {
  server = await startTestServer();
  parent = await login(server.app, 'parent@sift.example');
  const rows = await server.app.sift.db.select().from(profiles).where(eq(profiles.userId, parent.id));
  parker = rows.find((p) => p.name === 'Parker')!.id;
});
afterAll(() => server.close());

const openStream = (offerId: number) =>
  call<Stream>(server.app, 'POST', '/streams/', { token: parent.token, headers: { 'x-sift-profile-id': String(parker) }, body: { offer_id: offerId } });

describe('ads', () => {
  it('an ad-supported offering streams with one ad break at its start; a subscription offering with none', async () => {
    const work = (await call(server.app, 'GET', '/content/v2/works/tiny-demo/')).body;
    const offerId = work.offerings[0].offer_id as number;
    const plain = await openStream(offerId);
    expect(plain.status).toBe(201);
    expect(plain.body.adbreaks).toEqual([]);

    await server.app.sift.db.update(offerings).set({ type: 'avod' }).where(eq(offerings.id, offerId));
    const withAds = await openStream(offerId);
    expect(withAds.status).toBe(201);
    expect(withAds.body.adbreaks).toEqual([{ id: withAds.body.id, position: 0, tag_url: expect.stringMatching(new RegExp(`/ads/tag/\\?stream=${withAds.body.id}$`)) }]);

    const tag = await server.app.inject({ method: 'GET', url: new URL(withAds.body.adbreaks[0].tag_url).pathname + '?stream=1' });
    expect(tag.statusCode).toBe(200);
    expect(tag.body).toContain('<VAST');
  });

  it('serves the stand-in ad SDK script the theater loads', async () => {
    const sdk = await server.app.inject({ method: 'GET', url: '/ads/sdk.js' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toMatch(/javascript/);
    expect(sdk.body).toContain('window.siftAds');
  });
});
