/**
 * One viewer's playback in the theater, apart from React: dash.js on the video element (loaded only now: it is
 * about 233 KB gzipped), the sound path, filtered playback, progress reports and the event socket. The player
 * component creates one per theater and hands it each stream: the first, and the one that replaces it after the
 * viewer saved new filters.
 */
import { HEARTBEAT_MS, type Stream } from '@sift/contracts';
import { seekTarget, type EditPlan } from '@sift/filter-engine';
import { elementAudioFilter, webAudioFilter, type AudioFilter } from './audio-filter';
import { parseVtt, type Cue } from './captions';
import type { PlaybackEventSocket } from './event-socket';
import { FilteredPlayback } from './filtered-playback';
import { ProgressReporter, type ProgressReport } from './progress-reporter';

type DashModule = typeof import('dashjs');
type DashPlayer = ReturnType<ReturnType<DashModule['MediaPlayer']>['create']>;

export interface PlayerSessionOptions {
  video: HTMLVideoElement;
  events: PlaybackEventSocket;
  report: (stream: Stream, report: ProgressReport, options: { keepalive: boolean }) => Promise<unknown>;
  onCaption: (text: string | null) => void;
  /** The player's script, loaded when the theater opens (a separate chunk). */
  loadDash?: () => Promise<DashModule>;
  fetchText?: (url: string) => Promise<string>;
}

const loadDashDefault = () => import(/* webpackChunkName: "dashjs" */ 'dashjs');
const fetchTextDefault = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
};

export class PlayerSession {
  private dash: DashPlayer | null = null;
  private audio: AudioFilter | null = null;
  private playback: FilteredPlayback | null = null;
  private reporter: ProgressReporter | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private current: Stream | null = null;
  private started = false;
  private captionsOn = false;
  private closed = false;

  constructor(private readonly options: PlayerSessionOptions) {
    const video = options.video;
    video.addEventListener('playing', this.onPlaying);
    video.addEventListener('pause', this.onPause);
  }

  get stream(): Stream | null {
    return this.current;
  }

  get filtered(): FilteredPlayback | null {
    return this.playback;
  }

  /** Plays a stream with its plan from `startAt` (seconds of the original media; a start inside a cut moves on). */
  async load(stream: Stream, plan: EditPlan, startAt: number): Promise<void> {
    const video = this.options.video;
    const dashjs = await (this.options.loadDash ?? loadDashDefault)();
    if (this.closed) return;
    this.audio ??= typeof AudioContext === 'function' ? webAudioFilter(video) : elementAudioFilter(video);
    this.usePlan(stream, plan);
    const start = seekTarget(this.playback!.timeline, startAt, 'forward');
    const previous = this.current;
    this.current = stream;
    this.startReporting(stream, previous);
    void this.loadCaptions(stream);
    if (this.dash && previous?.uri === stream.uri) {
      // The same media: keep playing from here; only the plan and the stream id changed.
      if (Math.abs(video.currentTime - start) > 0.05) video.currentTime = this.playback!.frameStartAtOrAfter(start);
      this.options.events.send(stream.id, this.started ? 'START' : 'LOADSTART', video.currentTime);
      return;
    }
    if (!this.dash) {
      this.dash = dashjs.MediaPlayer().create();
      this.dash.updateSettings({ debug: { logLevel: 0 } });
      this.dash.on('streamInitialized', () => {
        this.playback?.setFrameRate(this.dash?.getCurrentRepresentationForType('video')?.frameRate);
      });
      this.dash.initialize(video, stream.uri, true, start);
    } else {
      this.dash.attachSource(stream.uri, start);
    }
    this.options.events.send(stream.id, 'LOADSTART', start);
  }

  /** Lets the sound start: call from the viewer's click (browsers start audio only after a gesture). */
  async unlockAudio(): Promise<void> {
    await this.audio?.resume().catch(() => undefined);
  }

  setVolume(volume: number, muted: boolean): void {
    this.audio?.setVolume(volume, muted);
  }

  setCaptionsOn(on: boolean): void {
    this.captionsOn = on;
    this.playback?.setCaptionsOn(on);
  }

  /** Reports progress now (before the stream is replaced, so the resume position is exact). */
  async flush(): Promise<void> {
    await this.reporter?.report('pause');
  }

  /** Ends the session: 'stop' (closing the theater) or 'unload' (the page goes, keepalive). */
  async close(final: 'stop' | 'unload' = 'stop'): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const video = this.options.video;
    video.pause();
    clearInterval(this.heartbeat);
    video.removeEventListener('playing', this.onPlaying);
    video.removeEventListener('pause', this.onPause);
    if (this.current) this.options.events.send(this.current.id, 'STOP', video.currentTime);
    await this.reporter?.stop(final);
    this.playback?.stop();
    if (final === 'stop') {
      this.dash?.destroy();
      this.audio?.close();
    }
  }

  private usePlan(stream: Stream, plan: EditPlan): void {
    if (!this.playback) {
      this.playback = new FilteredPlayback({
        video: this.options.video,
        audio: this.audio!,
        plan,
        duration: stream.runtime,
        onCaption: this.options.onCaption,
      });
      this.playback.setCaptionsOn(this.captionsOn);
      this.playback.start();
    } else {
      this.playback.setPlan(plan, stream.runtime);
    }
  }

  private startReporting(stream: Stream, previous: Stream | null): void {
    if (this.reporter) void this.reporter.stop(previous ? null : 'stop');
    this.reporter = new ProgressReporter({
      video: this.options.video,
      checkInterval: stream.check_interval,
      send: (report, options) => this.options.report(stream, report, options),
    });
    this.reporter.start();
  }

  private async loadCaptions(stream: Stream): Promise<void> {
    const track = stream.captions[0];
    let cues: Cue[] = [];
    if (track) cues = await (this.options.fetchText ?? fetchTextDefault)(track.url).then(parseVtt, () => []);
    if (this.current === stream) this.playback?.setCues(cues);
  }

  private readonly onPlaying = () => {
    if (!this.current) return;
    const video = this.options.video;
    this.options.events.send(this.current.id, this.started ? 'PLAY' : 'START', video.currentTime);
    this.started = true;
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      if (this.current && !video.paused) this.options.events.send(this.current.id, 'HEARTBEAT', video.currentTime);
    }, HEARTBEAT_MS);
  };

  private readonly onPause = () => {
    clearInterval(this.heartbeat);
    if (this.current && !this.closed) this.options.events.send(this.current.id, 'PAUSE', this.options.video.currentTime);
  };
}
