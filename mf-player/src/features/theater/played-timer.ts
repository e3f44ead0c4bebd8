/**
 * A timer that counts playback, not wall-clock time (001 §9: 'Subtitles applied after 5 s of playback'): it runs
 * only while the video plays, so pauses, stalls and a slow start do not count, and fires once.
 */
export class PlayedTimer {
  private playedMs = 0;
  /** When the current stretch of playback began (ms), or null while the video does not play. */
  private since: number | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private done = false;

  constructor(
    private readonly dueMs: number,
    private readonly onDue: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The video plays (its 'playing' event). */
  playing(): void {
    if (this.done || this.since !== null) return;
    this.since = this.now();
    this.timer = setTimeout(this.fire, Math.max(0, this.dueMs - this.playedMs));
  }

  /** The video stopped playing (paused, waiting for data, ended, its source emptied). */
  stopped(): void {
    if (this.since === null) return;
    this.playedMs += this.now() - this.since;
    this.since = null;
    clearTimeout(this.timer);
  }

  /** Seconds of playback counted so far. */
  get playedSeconds(): number {
    return (this.playedMs + (this.since === null ? 0 : this.now() - this.since)) / 1000;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.since = null;
  }

  private readonly fire = () => {
    this.done = true;
    this.since = null;
    this.onDue();
  };
}
