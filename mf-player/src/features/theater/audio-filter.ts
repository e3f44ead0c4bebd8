/**
 * The player's sound path: the video element's audio goes through two gains, the filter's (the edit plan's mutes,
 * scheduled to the sample by Web Audio) and the viewer's (volume and mute), so a filter mute never touches the
 * viewer's own settings and the other way round.
 */
import type { GainChange } from './sound-plan';

export interface AudioFilter {
  /**
   * Plans the filter gain from now on: muted or not now, then each change `inSeconds` from now (in time order).
   * Each call replaces the previous plan (the player plans again on every frame and whenever the sound starts or
   * stops).
   */
  plan(mutedNow: boolean, changes: readonly GainChange[]): void;
  /** The viewer's volume (0..1) and mute. */
  setVolume(volume: number, muted: boolean): void;
  /** Lets the sound start after a user gesture (browsers start an AudioContext suspended). */
  resume(): Promise<void>;
  close(): void;
}

/**
 * Web Audio: MediaElementSource -> filter gain -> viewer gain -> speakers. The element's currentTime tells the
 * time of the sound entering the graph (measured: planning mutes on currentTime lands them within about 10 ms of
 * the content; adding the context's outputLatency made them 30 ms early), so the plan needs no latency term.
 */
export function webAudioFilter(video: HTMLMediaElement): AudioFilter {
  const context = new AudioContext({ latencyHint: 'interactive' });
  const source = context.createMediaElementSource(video);
  const filter = context.createGain();
  const viewer = context.createGain();
  source.connect(filter).connect(viewer).connect(context.destination);
  return {
    plan(mutedNow, changes) {
      const now = context.currentTime;
      filter.gain.cancelScheduledValues(now);
      filter.gain.setValueAtTime(mutedNow ? 0 : 1, now);
      for (const change of changes) filter.gain.setValueAtTime(change.muted ? 0 : 1, now + Math.max(0, change.inSeconds));
    },
    setVolume(volume, muted) {
      viewer.gain.setValueAtTime(muted ? 0 : volume, context.currentTime);
    },
    resume: () => context.resume(),
    close() {
      source.disconnect();
      void context.close().catch(() => undefined);
    },
  };
}

/**
 * Where Web Audio cannot take the element (no AudioContext): the element's own mute, which is late by the output
 * buffer. The viewer's mute and volume share the element.
 */
export function elementAudioFilter(video: HTMLMediaElement): AudioFilter {
  let filterMuted = false;
  let viewerMuted = false;
  let timers: ReturnType<typeof setTimeout>[] = [];
  const apply = () => {
    video.muted = filterMuted || viewerMuted;
  };
  const clear = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  return {
    plan(mutedNow, changes) {
      clear();
      filterMuted = mutedNow;
      apply();
      timers = changes.map((change) =>
        setTimeout(() => {
          filterMuted = change.muted;
          apply();
        }, change.inSeconds * 1000),
      );
    },
    setVolume(volume, muted) {
      viewerMuted = muted;
      video.volume = volume;
      apply();
    },
    resume: async () => undefined,
    close: clear,
  };
}
