/**
 * The playback area over HTTP (001 §4, §7): streams and the access they need, progress reports and resume
 * positions, feedback, lineups and the tag set's active count, the next episode. The websockets are in
 * playback-sockets.test.ts.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import {
  NOT_FOUND,
  lineup as lineupSchema,
  nextEpisodeAnswer,
  stream as streamSchema,
  type Stream,
} from '@sift/contracts';
import { catalogAccesses, offerings, profiles, works } from '../src/db/schema';
import { call, login, signUp, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
const app = () => server.app;
const db = () => server.app.sift.db;
let parent: { token: string; id: number };
let parker: number;
let riley: number;

beforeAll(async () => {
  server = await startTestServer();
  parent = await login(app(), 'parent@sift.example');
  const rows = await db().select().from(profiles).where(eq(profiles.userId, parent.id));
  parker = rows.find((p) => p.name === 'Parker')!.id;
  riley = rows.find((p) => p.name === 'Riley')!.id;
});
afterAll(() => server.close());

const as = (profileId: number) => ({ 'x-sift-profile-id': String(profileId) });

async function demoOffering() {
  const work = (await call(app(), 'GET', '/content/v2/works/tiny-demo/')).body;
  return { workId: work.id as number, offerId: work.offerings[0].offer_id as number, tagSetId: work.offerings[0].tag_set_id as number };
}

/** A synthetic movie offered on the catalog, with a tag set. */
async function offeringOn(catalogId: number) {
  const [row] = await db()
    .select({ offerId: offerings.id, workId: offerings.workId, tagSetId: offerings.tagSetId })
    .from(offerings)
    .innerJoin(works, eq(works.id, offerings.workId))
    .where(and(eq(offerings.catalogId, catalogId), eq(works.type, 'movie'), isNull(works.mediaPath), ne(offerings.tagSetId, 0)))
    .orderBy(asc(offerings.id))
    .limit(1);
  return row;
}

async function openStream(offerId: number, profileId = parker, extra: Record<string, unknown> = {}) {
  const res = await call<Stream & { error?: Record<string, unknown> }>(app(), 'POST', '/streams/', { token: parent.token, headers: as(profileId), body: { offer_id: offerId, ...extra } });
  return res;
}

const report = (streamId: number, workId: number, location: number, event = 'progress', token = parent.token) =>
  call(app(), 'POST', '/stream-watcheds/', {
    token,
    body: { stream_id: streamId, work_id: workId, time: 10, location, app: 'web', os: 'Linux', browser: 'Chromium', device: 'desktop', event },
  });

describe('POST streams', () => {
  it('opens a stream of the product’s own catalogue with no link, playing the demo media with its captions', async () => {
    const { offerId, workId, tagSetId } = await demoOffering();
    const res = await openStream(offerId);
    expect(res.status).toBe(201);
    expect(() => streamSchema.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({ work_id: workId, offer_id: offerId, tag_set_id: tagSetId, runtime: 60, location: 0, check_interval: 60, adbreaks: [], replacing_id: null });
    expect(res.body.uri).toMatch(/\/media\/tiny-demo\/manifest\.mpd$/);
    expect(res.body.captions).toEqual([{ language: 'en', label: 'English', url: expect.stringMatching(/\/media\/tiny-demo\/captions-en\.vtt$/) }]);
    expect((await call(app(), 'GET', new URL(res.body.captions[0].url).pathname)).body).toContain('WEBVTT');
  });

  it('plays a synthetic title on a linked service with one of the demo titles', async () => {
    const netflix = await offeringOn(1);
    const res = await openStream(netflix.offerId);
    expect(res.status).toBe(201);
    expect(res.body.work_id).toBe(netflix.workId);
    expect(res.body.uri).toMatch(/\/media\/tiny-demo\/manifest\.mpd$/);
  });

  it('asks for verification when the service is not linked, and for a look at the account when it lacks the title', async () => {
    const apple = await openStream((await offeringOn(13)).offerId);
    expect(apple.status).toBe(403);
    expect(apple.body.error).toMatchObject({ name: 'missing_credentials', recourse: 'reauthenticate', title: 'Verification Required', message: 'Sift needs to check your Apple TV account before it can play this title.' });
    const britbox = await openStream((await offeringOn(34)).offerId);
    expect(britbox.status).toBe(403);
    expect(britbox.body.error).toMatchObject({ recourse: 'review_content', title: 'Check Your Prime Video Account' });
  });

  it("asks to verify parent@'s Peacock again: the demo's link expired a day after it was made", async () => {
    const peacock = await openStream((await offeringOn(15)).offerId);
    expect(peacock.status).toBe(403);
    expect(peacock.body.error).toMatchObject({ name: 'verification_expired', recourse: 'reauthenticate', title: 'Verification Required', message: 'Sift needs to check your Peacock account before it can play this title.' });
  });

  it('asks again once a link is no longer verified', async () => {
    const staff = await login(app(), 'staff@sift.example');
    const prime = await offeringOn(3);
    const open = () => call(app(), 'POST', '/streams/', { token: staff.token, body: { offer_id: prime.offerId } });
    expect((await open()).status).toBe(201);
    const mine = and(eq(catalogAccesses.userId, staff.id), eq(catalogAccesses.catalogId, 3));
    await db().update(catalogAccesses).set({ verifiedTo: new Date(Date.now() - 1000) }).where(mine);
    const expired = await open();
    expect(expired.status).toBe(403);
    expect(expired.body.error).toMatchObject({ name: 'verification_expired', recourse: 'reauthenticate', title: 'Verification Required' });
  });

  it('refuses a viewer without a subscription, an unknown offer, and another account’s stream to replace', async () => {
    const newbie = await login(app(), 'newbie@sift.example');
    const { offerId } = await demoOffering();
    const refused = await call(app(), 'POST', '/streams/', { token: newbie.token, body: { offer_id: offerId } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ name: 'subscription_required', recourse: 'none' });
    expect((await openStream(2_000_000_000)).status).toBe(404);
    const staff = await login(app(), 'staff@sift.example');
    const theirs = await call<Stream>(app(), 'POST', '/streams/', { token: staff.token, body: { offer_id: offerId } });
    expect(theirs.status).toBe(201);
    const res = await openStream(offerId, parker, { replacing_id: theirs.body.id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: NOT_FOUND });
  });
});

describe('progress, resume and feedback', () => {
  it('writes the profile’s work location, resumes there, and starts over once the credits were reached', async () => {
    const { offerId, workId } = await demoOffering();
    const first = await openStream(offerId, riley);
    const saved = await report(first.body.id, workId, 33.5, 'pause');
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ work_id: workId, current: 33.5, run_time: 60, is_reached_credits: false });
    const second = await openStream(offerId, riley, { replacing_id: first.body.id });
    expect(second.body).toMatchObject({ location: 33.5, replacing_id: first.body.id });
    // Another profile of the same account has its own position.
    expect((await openStream(offerId, parker)).body.location).toBe(0);
    const ended = await report(second.body.id, workId, 60, 'ended');
    expect(ended.body.is_reached_credits).toBe(true);
    expect((await openStream(offerId, riley)).body.location).toBe(0);
  });

  it('clamps a location past the end, refuses a work the stream does not play and another account’s stream', async () => {
    const { offerId, workId } = await demoOffering();
    const s = await openStream(offerId, riley);
    expect((await report(s.body.id, workId, 999)).body.current).toBe(60);
    const wrong = await report(s.body.id, workId + 1, 5);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ work_id: ['This stream plays another work.'] });
    const other = await signUp(app());
    expect((await report(s.body.id, workId, 5, 'progress', other.token)).status).toBe(404);
  });

  it('asks for feedback until the profile answered once', async () => {
    const { offerId } = await demoOffering();
    const fresh = await openStream(offerId, parker);
    expect(fresh.body.prompt_feedback).toBe(true);
    expect(fresh.body.feedback_questions.prompt_text).toBe('How did filtering work on Tiny Demo?');
    const bad = await call(app(), 'POST', `/streams/${fresh.body.id}/feedback/`, { token: parent.token, body: { response: 'meh' } });
    expect(bad.status).toBe(400);
    const answered = await call(app(), 'POST', `/streams/${fresh.body.id}/feedback/`, { token: parent.token, body: { response: 'thumbs_up' } });
    expect(answered.status).toBe(204);
    expect((await openStream(offerId, parker)).body.prompt_feedback).toBe(false);
  });
});

describe('lineups', () => {
  it('instantiates one empty lineup per profile and tag set, with the played media’s credits and runtime', async () => {
    const { tagSetId } = await demoOffering();
    const first = await call(app(), 'GET', `/lineups/get_or_instantiate/?tag_set_id=${tagSetId}`, { token: parent.token, headers: as(riley) });
    expect(first.status).toBe(200);
    expect(() => lineupSchema.parse(first.body)).not.toThrow();
    expect(first.body).toMatchObject({ tag_set_id: tagSetId, refmap: {}, credits: 50, teaser_end: 0, runtime_unaltered: 60 });
    const again = await call(app(), 'GET', `/lineups/get_or_instantiate/?tag_set_id=${tagSetId}`, { token: parent.token, headers: as(riley) });
    expect(again.body.id).toBe(first.body.id);
    const parkers = await call(app(), 'GET', `/lineups/get_or_instantiate/?tag_set_id=${tagSetId}`, { token: parent.token, headers: as(parker) });
    expect(parkers.body.id).not.toBe(first.body.id);
  });

  it('saves choices, counts them in the tag set, and refuses tags the set does not have', async () => {
    const { tagSetId } = await demoOffering();
    const lineup = (await call(app(), 'GET', `/lineups/get_or_instantiate/?tag_set_id=${tagSetId}`, { token: parent.token, headers: as(riley) })).body;
    // Riley's defaults cut 18 and 6 and parental controls require 6 and 7: td-1 (18) is on, td-2 (14) off.
    const before = await call(app(), 'GET', `/tag-sets/${tagSetId}/`, { token: parent.token, headers: as(riley) });
    expect(before.body.tags_active_count).toBe(1);
    const saved = await call(app(), 'PATCH', `/lineups/${lineup.id}/`, { token: parent.token, body: { refmap: { 'td-1': true, 'td-2': true } } });
    expect(saved.status).toBe(200);
    expect(saved.body.refmap).toEqual({ 'td-1': true, 'td-2': true });
    const after = await call(app(), 'GET', `/tag-sets/${tagSetId}/`, { token: parent.token, headers: as(riley) });
    expect(after.body.tags_active_count).toBe(2);
    const unknown = await call(app(), 'PATCH', `/lineups/${lineup.id}/`, { token: parent.token, body: { refmap: { nope: true } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ refmap: ['Unknown tag: nope'] });
    expect((await call(app(), 'GET', '/lineups/get_or_instantiate/?tag_set_id=abc', { token: parent.token })).status).toBe(400);
    expect((await call(app(), 'GET', '/lineups/get_or_instantiate/?tag_set_id=2000000000', { token: parent.token })).status).toBe(400);
  });
});

describe('next episode', () => {
  async function someShow() {
    const [episode] = await db()
      .select()
      .from(works)
      .where(and(eq(works.type, 'episode'), eq(works.seasonNumber, 1), eq(works.episodeNumber, 1)))
      .orderBy(asc(works.id))
      .limit(1);
    const episodes = await db().select().from(works).where(eq(works.showId, episode.showId!)).orderBy(asc(works.seasonNumber), asc(works.episodeNumber));
    return { showId: episode.showId!, episodes };
  }

  it('gives the episode after an episode, and none after the last', async () => {
    const { episodes } = await someShow();
    const res = await call(app(), 'GET', `/content/next-episode/?episode_id=${episodes[0].id}`, { token: parent.token });
    expect(res.status).toBe(200);
    expect(() => nextEpisodeAnswer.parse(res.body)).not.toThrow();
    expect(res.body.episode.id).toBe(episodes[1].id);
    const last = await call(app(), 'GET', `/content/next-episode/?episode_id=${episodes[episodes.length - 1].id}`, { token: parent.token });
    expect(last.body).toEqual({ episode: null });
  });

  it("gives the profile's next-up episode of a show", async () => {
    const { showId, episodes } = await someShow();
    const url = `/content/next-episode/?show_id=${showId}`;
    expect((await call(app(), 'GET', url, { token: parent.token, headers: as(riley) })).body.episode.id).toBe(episodes[0].id);
    const [offering] = await db().select().from(offerings).where(eq(offerings.workId, episodes[0].id));
    const s = await openStream(offering.id, riley);
    expect(s.status).toBe(201);
    await report(s.body.id, episodes[0].id, 20);
    expect((await call(app(), 'GET', url, { token: parent.token, headers: as(riley) })).body.episode.id).toBe(episodes[0].id);
    await report(s.body.id, episodes[0].id, 60, 'ended');
    expect((await call(app(), 'GET', url, { token: parent.token, headers: as(riley) })).body.episode.id).toBe(episodes[1].id);
  });

  it('needs exactly one of show_id and episode_id, and answers 404 for ids that are not a show or an episode', async () => {
    expect((await call(app(), 'GET', '/content/next-episode/', { token: parent.token })).status).toBe(400);
    expect((await call(app(), 'GET', '/content/next-episode/?show_id=1&episode_id=2', { token: parent.token })).status).toBe(400);
    expect((await call(app(), 'GET', '/content/next-episode/?show_id=2000000000', { token: parent.token })).status).toBe(404);
  });
});
