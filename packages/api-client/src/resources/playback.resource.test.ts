import { buildEpisode } from '@sift/contracts/testing/playback';
import { API_RESOURCES, createApiClient } from '../create-api-client';
import { createMemoryStorage } from '../key-value-storage';
import { createFakeFetch, empty, json } from '../testing/fake-fetch';
import { playbackSocketUrl } from './playback.resource';

const streamFixture = {
  id: 31,
  uri: 'http://api.test/media/harbor-lights/manifest.mpd',
  location: 95,
  adbreaks: [],
  runtime: 210,
  check_interval: 60,
  prompt_feedback: true,
  feedback_questions: { prompt_text: 'How did filtering work on Harbor Lights?' },
  work_id: 4,
  offer_id: 9,
  tag_set_id: 5,
  replacing_id: null,
  captions: [{ language: 'en', label: 'English', url: 'http://api.test/media/harbor-lights/captions-en.vtt' }],
};
const lineupFixture = { id: 2, tag_set_id: 5, refmap: { 'hl-p1': true }, credits: 190, teaser_end: 0, runtime_unaltered: 210 };
const locationFixture = { work_id: 4, current: 95, run_time: 210, is_reached_credits: false };

function setup(answer: () => Response) {
  const fake = createFakeFetch(answer);
  const api = createApiClient({ prefixUrl: 'http://api.test/', appVersion: '1', getToken: () => 'tok', getProfileId: () => 7, storage: createMemoryStorage(), fetch: fake.fetch }, API_RESOURCES);
  return { api, requests: fake.requests };
}
const sent = (requests: ReturnType<typeof setup>['requests']) => requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);

describe('playback resource', () => {
  it('opens a stream, replacing another', async () => {
    const { api, requests } = setup(() => json(streamFixture, 201));
    await expect(api.playback.createStream({ offer_id: 9, replacing_id: 30 })).resolves.toEqual(streamFixture);
    expect(sent(requests)).toEqual(['POST /streams/']);
    expect(requests[0].body).toEqual({ offer_id: 9, replacing_id: 30 });
    expect(requests[0].headers.get('x-sift-profile-id')).toBe('7');
  });

  it('passes a refused stream on as an ApiError carrying the recourse', async () => {
    const error = { name: 'no_content_rights', recourse: 'review_content', title: 'Check Your Peacock Account', message: 'No access.' };
    const { api } = setup(() => json({ detail: 'No access.', error }, 403));
    await expect(api.playback.createStream({ offer_id: 9 })).rejects.toMatchObject({ status: 403, message: 'No access.', body: { error } });
  });

  it('reports progress, with keepalive when asked', async () => {
    const { api, requests } = setup(() => json(locationFixture, 201));
    const report = { stream_id: 31, work_id: 4, time: 12.5, location: 95, app: 'web', event: 'unload' as const };
    await expect(api.playback.reportWatched(report, { keepalive: true })).resolves.toEqual(locationFixture);
    expect(sent(requests)).toEqual(['POST /stream-watcheds/']);
    expect(requests[0].body).toEqual(report);
  });

  it('sends feedback', async () => {
    const { api, requests } = setup(() => empty(204));
    await api.playback.sendFeedback(31, 'thumbs_up');
    expect(sent(requests)).toEqual(['POST /streams/31/feedback/']);
    expect(requests[0].body).toEqual({ response: 'thumbs_up' });
  });

  it('gets and saves a lineup', async () => {
    const { api, requests } = setup(() => json(lineupFixture));
    await expect(api.playback.lineup(5)).resolves.toEqual(lineupFixture);
    await expect(api.playback.saveLineup(2, { 'hl-p1': true })).resolves.toEqual(lineupFixture);
    expect(sent(requests)).toEqual(['GET /lineups/get_or_instantiate/?tag_set_id=5', 'PATCH /lineups/2/']);
    expect(requests[1].body).toEqual({ refmap: { 'hl-p1': true } });
  });

  it('asks for the next episode, null when there is none', async () => {
    const episode = buildEpisode();
    const { api, requests } = setup(() => json({ episode }));
    await expect(api.playback.nextEpisode({ episode_id: 8 })).resolves.toEqual(episode);
    const none = setup(() => json({ episode: null }));
    await expect(none.api.playback.nextEpisode({ show_id: 3 })).resolves.toBeNull();
    expect(sent(requests)).toEqual(['GET /content/next-episode/?episode_id=8']);
    expect(sent(none.requests)).toEqual(['GET /content/next-episode/?show_id=3']);
  });

  it('names the websockets under the API root', () => {
    expect(playbackSocketUrl('http://localhost:4000/', 'verification')).toBe('ws://localhost:4000/ws/verification/');
    expect(playbackSocketUrl('https://api.sift.example', 'events')).toBe('wss://api.sift.example/ws/events/');
  });
});
