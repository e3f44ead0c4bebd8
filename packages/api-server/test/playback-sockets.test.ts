/**
 * The theater's websockets (001 §7): the verification socket's answers for each recourse, the event socket and
 * the account's concurrent-stream limit (held in the database: it holds for two servers on one database), the
 * origin check, and malformed or foreign input (these sockets are not in /openapi.json, so the fuzzer and the
 * ownership table do not reach them: this file does).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { CONCURRENT_STREAMS_LIMIT, INVALID_TOKEN, MALFORMED_JSON, NOT_FOUND, TOO_MANY_STREAMS, type Stream } from '@sift/contracts';
import { openDatabase } from '../src/db/database';
import { offerings, profiles, streams, works } from '../src/db/schema';
import { claimStreamPlace } from '../src/playback/stream-limit';
import { EVENT_SOCKET_PATH, VERIFICATION_SOCKET_PATH } from '../src/playback/playback-sockets';
import { buildServer, type SiftServer } from '../src/server';
import { call, login, signUp, SITE_ORIGIN, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
const app = () => server.app;
let parent: { token: string; id: number };
let parker: number;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  parent = await login(app(), 'parent@sift.example');
  const [row] = await app().sift.db.select().from(profiles).where(and(eq(profiles.userId, parent.id), eq(profiles.isPrimary, true)));
  parker = row.id;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});
afterAll(() => server.close());

/** Opens a real websocket to the server (listening on a free port), as a browser on `origin` would. */
async function connect(path: string, origin: string | null = SITE_ORIGIN, target: SiftServer = app()) {
  if (!target.server.listening) await target.listen({ port: 0, host: '127.0.0.1' });
  const { port } = target.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, origin ? { origin } : {});
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`Unexpected server response: ${response.statusCode}`)));
    socket.once('error', reject);
  });
  return socket;
}

/** Sends one message and resolves with the next answer. */
function ask(socket: WebSocket, message: unknown): Promise<any> {
  return new Promise((resolve) => {
    socket.once('message', (data) => resolve(JSON.parse(String(data))));
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  });
}

const auth = (token = parent.token) => `Token ${token}`;

async function offeringOn(catalogId: number) {
  const [row] = await app()
    .sift.db.select({ id: offerings.id })
    .from(offerings)
    .innerJoin(works, eq(works.id, offerings.workId))
    .where(and(eq(offerings.catalogId, catalogId), eq(works.type, 'movie'), isNull(works.mediaPath)))
    .orderBy(asc(offerings.id))
    .limit(1);
  return row.id;
}

async function demoOfferId() {
  return (await call(app(), 'GET', '/content/v2/works/tiny-demo/')).body.offerings[0].offer_id as number;
}

async function newStream(token = parent.token): Promise<number> {
  const res = await call<Stream>(app(), 'POST', '/streams/', { token, body: { offer_id: await demoOfferId() } });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('the sockets', () => {
  it('refuse an upgrade from outside the site', async () => {
    await expect(connect(VERIFICATION_SOCKET_PATH, 'https://evil.example')).rejects.toThrow('403');
    await expect(connect(EVENT_SOCKET_PATH, null)).rejects.toThrow('403');
  });

  it('answer malformed messages with a 400 and keep listening', async () => {
    const socket = await connect(VERIFICATION_SOCKET_PATH);
    const bad = await ask(socket, '{nope');
    expect(bad).toMatchObject({ status: 400, error: { name: 'bad_request', recourse: 'none', title: 'Unexpected Error', message: MALFORMED_JSON } });
    const missing = await ask(socket, { platform: 'web', authorization: auth() });
    expect(missing.status).toBe(400);
    const huge = await ask(socket, { platform: 'web', authorization: auth(), profile_id: 1e12, offering: -1 });
    expect(huge.status).toBe(400);
    const events = await connect(EVENT_SOCKET_PATH);
    expect(await ask(events, [1, 2, 3])).toMatchObject({ status: 400 });
    expect(await ask(events, { authorization: auth(), session_id: 1, location: 0, event_type: 'EXPLODE' })).toMatchObject({ status: 400 });
  });

  it('require a valid token in every message', async () => {
    const socket = await connect(VERIFICATION_SOCKET_PATH);
    const answer = await ask(socket, { platform: 'web', authorization: 'Token nope', profile_id: parker, offering: await demoOfferId() });
    expect(answer).toMatchObject({ status: 401, error: { message: INVALID_TOKEN } });
    const events = await connect(EVENT_SOCKET_PATH);
    expect(await ask(events, { authorization: '', session_id: 1, location: 0, event_type: 'PLAY' })).toMatchObject({ status: 401 });
  });
});

describe('verification', () => {
  it('lets a subscriber play the product’s own catalogue and a linked service', async () => {
    const socket = await connect(VERIFICATION_SOCKET_PATH);
    for (const offering of [await demoOfferId(), await offeringOn(1)]) {
      const answer = await ask(socket, { platform: 'web', authorization: auth(), profile_id: parker, pin: null, offering });
      expect(answer).toEqual({ status: 200, error: null, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
  });

  it('names the recourse of each refusal', async () => {
    const socket = await connect(VERIFICATION_SOCKET_PATH);
    const verify = async (offering: number, token = parent.token, profile = parker) =>
      ask(socket, { platform: 'web', authorization: auth(token), profile_id: profile, offering });
    expect((await verify(await offeringOn(13))).error).toMatchObject({ recourse: 'reauthenticate', title: 'Verification Required' });
    expect((await verify(await offeringOn(34))).error).toMatchObject({ recourse: 'review_content', title: 'Check Your Prime Video Account' });
    expect((await verify(await offeringOn(15))).error).toMatchObject({ name: 'verification_expired', recourse: 'reauthenticate', title: 'Verification Required' });
    const newbie = await login(app(), 'newbie@sift.example');
    const [newbieProfile] = (await call(app(), 'GET', '/profiles/', { token: newbie.token })).body.results;
    expect(await verify(await demoOfferId(), newbie.token, newbieProfile.id)).toMatchObject({ status: 403, error: { name: 'subscription_required' } });
    expect(await verify(2_000_000_000)).toMatchObject({ status: 404, error: { recourse: 'none' } });
  });

  it("answers 404 for another account's profile", async () => {
    const other = await signUp(app());
    const socket = await connect(VERIFICATION_SOCKET_PATH);
    const answer = await ask(socket, { platform: 'web', authorization: auth(other.token), profile_id: parker, offering: await demoOfferId() });
    expect(answer).toMatchObject({ status: 404, error: { message: NOT_FOUND } });
  });
});

describe('events and the concurrent-stream limit', () => {
  const event = (session: number, type: string, token = parent.token) => ({ authorization: auth(token), session_id: session, location: 12, event_type: type });

  it(`lets ${CONCURRENT_STREAMS_LIMIT} streams play and answers 409 to one more, until one stops`, async () => {
    const staff = await login(app(), 'staff@sift.example');
    const [a, b, c] = [await newStream(staff.token), await newStream(staff.token), await newStream(staff.token)];
    const socket = await connect(EVENT_SOCKET_PATH);
    expect(await ask(socket, event(a, 'LOADSTART', staff.token))).toMatchObject({ status: 200, session_id: a, event_type: 'LOADSTART' });
    expect(await ask(socket, event(a, 'START', staff.token))).toMatchObject({ status: 200 });
    expect(await ask(socket, event(b, 'START', staff.token))).toMatchObject({ status: 200 });
    expect(await ask(socket, event(c, 'START', staff.token))).toEqual({ status: 409, session_id: c, event_type: 'START', detail: TOO_MANY_STREAMS });
    // A heartbeat keeps a place; a pause keeps it too, until it lapses.
    expect(await ask(socket, event(a, 'HEARTBEAT', staff.token))).toMatchObject({ status: 200 });
    expect(await ask(socket, event(b, 'PAUSE', staff.token))).toMatchObject({ status: 200 });
    expect(await ask(socket, event(c, 'PLAY', staff.token))).toMatchObject({ status: 409 });
    expect(await ask(socket, event(a, 'STOP', staff.token))).toMatchObject({ status: 200 });
    expect(await ask(socket, event(c, 'START', staff.token))).toMatchObject({ status: 200 });
    // A stopped stream cannot claim again.
    expect(await ask(socket, event(a, 'PLAY', staff.token))).toMatchObject({ status: 410 });
    expect((await app().sift.db.select().from(streams).where(eq(streams.id, a)))[0].lastLocation).toBe(12);
  });

  it('gives the places of a closed socket up, and passes a place to the stream that replaces it', async () => {
    const user = await login(app(), 'staff@sift.example');
    await app().sift.db.update(streams).set({ activeUntil: null }).where(eq(streams.userId, user.id));
    const [a, b] = [await newStream(user.token), await newStream(user.token)];
    const first = await connect(EVENT_SOCKET_PATH);
    expect((await ask(first, event(a, 'START', user.token))).status).toBe(200);
    expect((await ask(first, event(b, 'START', user.token))).status).toBe(200);
    const replacing = await call<Stream>(app(), 'POST', '/streams/', { token: user.token, body: { offer_id: await demoOfferId(), replacing_id: b } });
    const c = await newStream(user.token);
    expect((await ask(first, event(replacing.body.id, 'PLAY', user.token))).status).toBe(200);
    expect((await ask(first, event(c, 'PLAY', user.token))).status).toBe(409);
    first.close();
    await new Promise((resolve) => first.once('close', resolve));
    // The server gives the places up when it sees the socket close.
    for (let i = 0; i < 200; i++) {
      const [row] = await app().sift.db.select().from(streams).where(eq(streams.id, a));
      if (row.activeUntil === null) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const second = await connect(EVENT_SOCKET_PATH);
    expect((await ask(second, event(c, 'PLAY', user.token))).status).toBe(200);
  });

  it("answers 404 for another account's stream", async () => {
    const stream = await newStream();
    const other = await signUp(app());
    const socket = await connect(EVENT_SOCKET_PATH);
    expect(await ask(socket, event(stream, 'START', other.token))).toMatchObject({ status: 404, detail: NOT_FOUND });
  });

  it('holds for two API servers on one database, claiming at the same moment', async () => {
    const second = server.url ? await openDatabase({ url: server.url, poolSize: 4 }) : server.database;
    const other = await buildServer({ database: second, seed: false, config: { production: false, siteOrigins: [SITE_ORIGIN], demoMediaDir: app().sift.config.demoMediaDir } });
    try {
      const user = await login(app(), 'staff@sift.example');
      await app().sift.db.update(streams).set({ activeUntil: null, endedAt: new Date() }).where(eq(streams.userId, user.id));
      const ids = await Promise.all(Array.from({ length: 8 }, () => newStream(user.token)));
      const results = await Promise.all(ids.map((id, i) => claimStreamPlace((i % 2 ? other : app()).sift, user.id, id)));
      expect(results.filter((r) => r === 'claimed')).toHaveLength(CONCURRENT_STREAMS_LIMIT);
      expect(results.filter((r) => r === 'too-many')).toHaveLength(ids.length - CONCURRENT_STREAMS_LIMIT);
    } finally {
      await other.close();
      if (server.url) await second.close();
    }
  });
});
