/**
 * The viewer's seeks, one at a time (docs/decisions/0075). A seek asked for while another runs (the element's or the
 * player's own jump over a cut) waits for it to finish, and only the last one asked waits: quick skips and clicks
 * end where the viewer last asked, never where an earlier seek or the streaming library's handling of it left
 * the video. Skips are counted from where the viewer is headed (`target`), so two quick +10 s skips make +20 s.
 */
export type SeekableVideo = Pick<HTMLMediaElement, 'currentTime' | 'seeking'>;

export class SeekQueue {
  private queued: number | null = null;

  /** `write` starts a seek (the player silences the sound first); by default it sets currentTime. */
  constructor(
    private readonly video: SeekableVideo,
    private readonly write: (t: number) => void = (t) => {
      video.currentTime = t;
    },
  ) {}

  /** Seeks to `t` now, or after the running seek when one runs (`busy`: the player's own jump is under way). */
  request(t: number, busy = false): void {
    if (this.video.seeking || busy) {
      this.queued = t;
      return;
    }
    this.queued = null;
    this.write(t);
  }

  /** Where the viewer is headed: the waiting seek, else the element's position (during a seek, its target). */
  get target(): number {
    return this.queued ?? this.video.currentTime;
  }

  get pending(): boolean {
    return this.queued !== null;
  }

  /** Call when a seek has finished: starts the waiting one, if any. True when it did (another seek now runs). */
  next(): boolean {
    if (this.queued === null) return false;
    const t = this.queued;
    this.queued = null;
    this.write(t);
    return true;
  }

  clear(): void {
    this.queued = null;
  }
}
