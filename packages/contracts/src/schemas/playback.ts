/**
 * Playback (001 §3, §4, §7): streams, progress reports (stream-watcheds), lineups, the next episode, and the
 * messages of the verification and event websockets. Request schemas are bounded (common.ts); answers are what
 * the server sends.
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { finite, id, text } from './common';
import { episode } from './catalogue';
import { workLocation } from './filters';

// ---- streams ----

/** An ad break of a stream with ads (001 §3): where it plays and the ad tag to ask. */
export const adBreak = lazySchema(() => z.object({ id, position: z.number().check(z.nonnegative()), tag_url: z.string() }));
export type AdBreak = z.infer<typeof adBreak>;

/** A WebVTT caption track of the stream (ours: the spec's Stream names none; docs/decisions/0046). */
export const captionTrack = lazySchema(() => z.object({ language: z.string(), label: z.string(), url: z.string() }));
export type CaptionTrack = z.infer<typeof captionTrack>;

/** A stream (001 §3): what the player plays, where it starts and how it reports. */
export const stream = lazySchema(() => z.object({
  id,
  /** The DASH manifest. */
  uri: z.string(),
  /** Where playback starts, seconds of the original media: the profile's resume position (0 at the start). */
  location: z.number().check(z.nonnegative()),
  adbreaks: z.array(adBreak),
  /** Length of the media in seconds. */
  runtime: z.number().check(z.nonnegative()),
  /** Seconds between progress reports; under PROGRESS_REPORT_MIN_INTERVAL_S the player uses 60 (001 §9). */
  check_interval: z.int().check(z.nonnegative()),
  /** Whether the player shows the feedback form when the viewer closes it. */
  prompt_feedback: z.boolean(),
  feedback_questions: z.object({ prompt_text: z.string() }),
  work_id: id,
  offer_id: id,
  /** The tag set the viewer's lineup filters; null when the offering has none (nothing to filter). */
  tag_set_id: z.nullable(id),
  /** The stream this one replaced (after the viewer saved new filters), or null. */
  replacing_id: z.nullable(id),
  captions: z.array(captionTrack),
}));
export type Stream = z.infer<typeof stream>;

/** Body of POST streams/ (001 §7). */
export const streamCreate = lazySchema(() => z.object({
  offer_id: id,
  /** The stream this one replaces (the filters were saved); it ends, and its place in the stream limit passes on. */
  replacing_id: z.optional(z.nullable(id)),
}));
export type StreamCreate = z.infer<typeof streamCreate>;

/** Events of POST stream-watcheds/ (001 §7 "play, pause, stop, unload, etc."). */
export const STREAM_WATCHED_EVENTS = ['play', 'pause', 'seek', 'progress', 'stop', 'unload', 'ended'] as const;
export const streamWatchedEvent = lazySchema(() => z.enum(STREAM_WATCHED_EVENTS));
export type StreamWatchedEvent = z.infer<typeof streamWatchedEvent>;

/** Longest stretch of watched time one report may claim (seconds): a day. */
export const STREAM_WATCHED_TIME_MAX_S = 86_400;

/** Body of POST stream-watcheds/ (001 §7): a progress report. */
export const streamWatchedCreate = lazySchema(() => z.object({
  stream_id: id,
  work_id: id,
  /** Seconds really watched since the previous report (samples whose elapsed time matched the media's). */
  time: finite.check(z.gte(0), z.lte(STREAM_WATCHED_TIME_MAX_S)),
  /** Position in seconds of the original media. */
  location: finite.check(z.gte(0)),
  app: text(20),
  os: z.optional(text(100)),
  os_version: z.optional(text(100)),
  browser: z.optional(text(100)),
  device: z.optional(text(100)),
  event: streamWatchedEvent,
}));
export type StreamWatchedCreate = z.infer<typeof streamWatchedCreate>;

/** Answer of POST stream-watcheds/: the profile's work location after the report. */
export const streamWatchedAnswer = workLocation;

/** The post-play feedback (001 §4). */
export const streamFeedbackResponse = lazySchema(() => z.enum(['thumbs_up', 'thumbs_down', 'dismissed']));
export type StreamFeedbackResponse = z.infer<typeof streamFeedbackResponse>;
export const streamFeedbackCreate = lazySchema(() => z.object({ response: streamFeedbackResponse }));

// ---- lineups ----

/** Query of GET lineups/get_or_instantiate/ (001 §7). */
export const lineupQuery = lazySchema(() => z.object({ tag_set_id: z.pipe(z.coerce.number(), id) }));
/** Most entries a refmap may hold: more than any tag set has. */
export const LINEUP_REFMAP_MAX = 5_000;
/** Body of PATCH lineups/{id}/: the lineup's choices, tag ref_id to on (cut or mute) or off. */
export const lineupUpdate = lazySchema(() => z.object({
  refmap: z
    .record(text(100), z.boolean())
    .check(z.refine((map) => Object.keys(map).length <= LINEUP_REFMAP_MAX, `At most ${LINEUP_REFMAP_MAX} entries.`)),
}));
export type LineupUpdate = z.infer<typeof lineupUpdate>;

// ---- next episode ----

/** Query of GET content/next-episode/ (001 §7): by show_id (the profile's next-up episode) or episode_id. */
export const nextEpisodeQuery = lazySchema(() => z.object({
  show_id: z.optional(z.pipe(z.coerce.number(), id)),
  episode_id: z.optional(z.pipe(z.coerce.number(), id)),
}));
export const nextEpisodeAnswer = lazySchema(() => z.object({ episode: z.nullable(episode) }));
export type NextEpisodeAnswer = z.infer<typeof nextEpisodeAnswer>;

// ---- websockets (001 §7) ----

/** What the verification service may ask the viewer to do about an error (001 §4, §8). */
export const RECOURSES = ['reauthenticate', 'review_content', 'retry', 'none'] as const;
export const recourse = lazySchema(() => z.enum(RECOURSES));
export type Recourse = z.infer<typeof recourse>;

export const playbackError = lazySchema(() => z.object({ name: z.string(), recourse, title: z.string(), message: z.string() }));
export type PlaybackError = z.infer<typeof playbackError>;

/** A message to the verification websocket. */
export const verificationRequest = lazySchema(() => z.object({
  platform: text(20),
  /** `Token <token>`: a browser cannot set headers on a websocket, so the token travels in the message. */
  authorization: text(300),
  profile_id: id,
  /** Reserved for a per-profile PIN; the product has none, so it is accepted and not required. */
  pin: z.optional(z.nullable(text(20))),
  /** The offer to play (offer_id). */
  offering: id,
}));
export type VerificationRequest = z.infer<typeof verificationRequest>;

/** Its answer: status 200 without error when the viewer may play; 400 and above with an error otherwise. */
export const verificationAnswer = lazySchema(() => z.object({ status: z.int(), error: z.nullable(playbackError), id: z.string() }));
export type VerificationAnswer = z.infer<typeof verificationAnswer>;

/** Event types of the event websocket (001 §7); HEARTBEAT is sent every 60 s while playing (001 §9). */
export const PLAYBACK_EVENT_TYPES = ['LOADSTART', 'PLAY', 'PAUSE', 'START', 'STOP', 'HEARTBEAT', 'AD_START', 'AD_END'] as const;
export const playbackEventType = lazySchema(() => z.enum(PLAYBACK_EVENT_TYPES));
export type PlaybackEventType = z.infer<typeof playbackEventType>;

/** A message to the event websocket: session_id is the stream's id. */
export const playbackEvent = lazySchema(() => z.object({
  authorization: text(300),
  session_id: id,
  location: finite.check(z.gte(0)),
  event_type: playbackEventType,
}));
export type PlaybackEvent = z.infer<typeof playbackEvent>;

/** Its answer: status 200, or 409 when the account already plays as many streams as it may (001 §8). */
export const playbackEventAnswer = lazySchema(() => z.object({
  status: z.int(),
  session_id: z.nullable(z.int()),
  event_type: z.nullable(z.string()),
  detail: z.optional(z.string()),
}));
export type PlaybackEventAnswer = z.infer<typeof playbackEventAnswer>;
