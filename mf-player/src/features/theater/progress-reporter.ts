/**
 * Progress reports (POST stream-watcheds, 001 §4, §9): a 'progress' report every check_interval seconds while
 * playing (under 10 s means 60), a report on play, pause and seek debounced 300 ms, 'stop' when the theater
 * closes and 'unload' (keepalive) when the page goes. Each report carries the time really watched since the
 * last: a one-second sample counts only when the wall clock and the media moved alike within 100 ms, so seeks,
 * jumps over cuts and stalls are not counted as watching.
 */
import {
  PROGRESS_FLUSH_DEBOUNCE_MS,
  PROGRESS_REPORT_INTERVAL_S,
  PROGRESS_REPORT_MIN_INTERVAL_S,
  WATCHED_SAMPLE_TOLERANCE_MS,
  type StreamWatchedEvent,
} from '@sift/contracts';

export interface ProgressReport {
  event: StreamWatchedEvent;
  /** Seconds watched since the previous report. */
  time: number;
  /** Seconds of the original media. */
  location: number;
}

export type ReportedVideo = Pick<HTMLVideoElement, 'currentTime' | 'paused' | 'seeking' | 'playbackRate' | 'addEventListener' | 'removeEventListener'>;

export interface ProgressReporterOptions {
  video: ReportedVideo;
  /** The stream's check_interval (seconds). */
  checkInterval: number;
  send: (report: ProgressReport, options: { keepalive: boolean }) => Promise<unknown>;
  /** Wall clock in ms (tests pass a fake one). */
  now?: () => number;
}

/** How often a watched-time sample is taken. */
export const SAMPLE_MS = 1_000;

export const reportIntervalS = (checkInterval: number) =>
  checkInterval < PROGRESS_REPORT_MIN_INTERVAL_S ? PROGRESS_REPORT_INTERVAL_S : checkInterval;

export class ProgressReporter {
  private watched = 0;
  private last: { wall: number; media: number } | null = null;
  private sampler: ReturnType<typeof setInterval> | undefined;
  private reporter: ReturnType<typeof setInterval> | undefined;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private pending: StreamWatchedEvent | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ProgressReporterOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    const video = this.options.video;
    video.addEventListener('play', this.onPlay);
    video.addEventListener('pause', this.onPause);
    video.addEventListener('seeked', this.onSeeked);
    this.sampler = setInterval(() => this.sample(), SAMPLE_MS);
    this.reporter = setInterval(() => {
      if (!this.options.video.paused) void this.report('progress');
    }, reportIntervalS(this.options.checkInterval) * 1000);
  }

  /** Stops the timers; `final` sends the last report at once ('stop' on close, 'unload' when the page goes). */
  async stop(final: 'stop' | 'unload' | null = 'stop'): Promise<void> {
    const video = this.options.video;
    video.removeEventListener('play', this.onPlay);
    video.removeEventListener('pause', this.onPause);
    video.removeEventListener('seeked', this.onSeeked);
    clearInterval(this.sampler);
    clearInterval(this.reporter);
    clearTimeout(this.debounce);
    if (final) await this.report(final, final === 'unload');
  }

  /** Counts the last stretch when the wall clock and the media agree. */
  sample(): void {
    const video = this.options.video;
    const here = { wall: this.now(), media: video.currentTime };
    const last = this.last;
    this.last = video.paused || video.seeking ? null : here;
    if (!last || video.paused || video.seeking) return;
    const media = here.media - last.media;
    const wall = ((here.wall - last.wall) / 1000) * (video.playbackRate || 1);
    if (media > 0 && Math.abs(wall - media) * 1000 <= WATCHED_SAMPLE_TOLERANCE_MS) this.watched += media;
  }

  /** Sends a report now with the time watched so far; a failed report keeps its time for the next. */
  async report(event: StreamWatchedEvent, keepalive = false): Promise<void> {
    this.sample();
    const time = this.watched;
    this.watched = 0;
    try {
      await this.options.send({ event, time, location: this.options.video.currentTime }, { keepalive });
    } catch {
      this.watched += time;
    }
  }

  /** Play, pause and seek report within 300 ms, once for a burst (the last event names it). */
  private flush(event: StreamWatchedEvent): void {
    this.pending = event;
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => {
      const pending = this.pending;
      this.pending = null;
      if (pending) void this.report(pending);
    }, PROGRESS_FLUSH_DEBOUNCE_MS);
  }

  private readonly onPlay = () => {
    this.last = null;
    this.flush('play');
  };

  private readonly onPause = () => this.flush('pause');

  private readonly onSeeked = () => {
    this.last = null;
    this.flush('seek');
  };
}
