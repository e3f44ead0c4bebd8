import {
  type Episode,
  type Lineup,
  lineup,
  nextEpisodeAnswer,
  type Stream,
  type StreamCreate,
  type StreamFeedbackResponse,
  type StreamWatchedCreate,
  stream,
  streamWatchedAnswer,
  type WorkLocation,
} from '@sift/contracts';
import type { ApiRequester } from '../request';
import { segment } from '../api-path';

/** Playback (spec 001 §7): streams, progress reports, feedback, lineups and the next episode. */
export function playbackResource(http: ApiRequester) {
  return {
    /** POST streams/ -> the stream to play (403 with {detail, error: {name, recourse, title, message}} when refused) */
    createStream: (body: StreamCreate): Promise<Stream> => http.post('streams/', { json: body, schema: stream }),
    /** POST streams/{id}/feedback/ */
    sendFeedback: async (streamId: number, response: StreamFeedbackResponse): Promise<void> => {
      await http.post(`streams/${segment(streamId)}/feedback/`, { json: { response } });
    },
    /**
     * POST stream-watcheds/ -> the profile's work location after the report. `keepalive` lets the report
     * outlive the page (the 'unload' report).
     */
    reportWatched: (body: StreamWatchedCreate, options: { keepalive?: boolean } = {}): Promise<WorkLocation> =>
      http.post('stream-watcheds/', { json: body, schema: streamWatchedAnswer, keepalive: options.keepalive }),
    /** GET lineups/get_or_instantiate/?tag_set_id= -> the active profile's lineup for the tag set */
    lineup: (tagSetId: number): Promise<Lineup> =>
      http.get('lineups/get_or_instantiate/', { params: { tag_set_id: tagSetId }, schema: lineup }),
    /** PATCH lineups/{id}/ -> the saved lineup */
    saveLineup: (id: number, refmap: Record<string, boolean>): Promise<Lineup> =>
      http.patch(`lineups/${segment(id)}/`, { json: { refmap }, schema: lineup }),
    /** GET content/next-episode/?episode_id= or ?show_id= -> the next episode, or null */
    nextEpisode: async (query: { episode_id: number } | { show_id: number }): Promise<Episode | null> =>
      (await http.get('content/next-episode/', { params: query, schema: nextEpisodeAnswer })).episode,
  };
}
export type PlaybackResource = ReturnType<typeof playbackResource>;

/**
 * The URL of one of the theater's websockets (`ws/verification/`, `ws/events/`) under the API root: the
 * same host, ws: for http: and wss: for https:.
 */
export function playbackSocketUrl(prefixUrl: string, socket: 'verification' | 'events'): string {
  const url = new URL(`ws/${socket}/`, prefixUrl.endsWith('/') ? prefixUrl : `${prefixUrl}/`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
