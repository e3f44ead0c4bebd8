/**
 * Captions (WebVTT) as the player shows them: parsed once, then asked on every frame which cue to show. Captions
 * are hidden over every mute and cut (001 §4): a cue that overlaps one (with a guard either side) is never shown,
 * because its text may carry the very word that is muted, or describe the scene that is cut
 * (docs/decisions/0046).
 */
import type { TimeRange } from '@sift/filter-engine';

export interface Cue {
  id: string;
  start: number;
  end: number;
  text: string;
}

/**
 * How far around each mute and cut a cue still counts as overlapping: a caption drawn on the frame before a
 * mute could still be on screen as the mute begins (the DOM and the video are composited separately).
 */
export const CAPTION_GUARD_S = 0.15;

const TIMING = /^(?:(\d+):)?(\d{2}):(\d{2})[.,](\d{3})\s+-->\s+(?:(\d+):)?(\d{2}):(\d{2})[.,](\d{3})/;

const seconds = (h: string | undefined, m: string, s: string, ms: string) => Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/** The cues of a WebVTT file (timings and text; settings and styling are ignored, tags stripped). */
export function parseVtt(text: string): Cue[] {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  if (!/^WEBVTT/.test(blocks[0] ?? '')) return [];
  const cues: Cue[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split('\n').filter((line) => line.length > 0);
    const at = lines.findIndex((line) => TIMING.test(line));
    if (at < 0 || at > 1) continue;
    const m = TIMING.exec(lines[at])!;
    const start = seconds(m[1], m[2], m[3], m[4]);
    const end = seconds(m[5], m[6], m[7], m[8]);
    if (!(end > start)) continue;
    const body = lines.slice(at + 1).join('\n').replace(/<[^>]*>/g, '');
    cues.push({ id: at === 1 ? lines[0] : String(cues.length + 1), start, end, text: body });
  }
  return cues.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The cues that may be shown: none that overlaps a mute or a cut (each widened by `guard`). */
export function showableCues(cues: readonly Cue[], hidden: readonly TimeRange[], guard = CAPTION_GUARD_S): Cue[] {
  return cues.filter((cue) => !hidden.some((r) => cue.start < r.end + guard && cue.end > r.start - guard));
}

/** The text to show at media time t (cues that overlap in time are shown together), or null. */
export function captionAt(cues: readonly Cue[], t: number): string | null {
  let text: string | null = null;
  for (const cue of cues) {
    if (cue.start > t) break;
    if (t < cue.end) text = text === null ? cue.text : `${text}\n${cue.text}`;
  }
  return text;
}

/**
 * The caption the theater shows over filtered playback: the cues that may be shown under the current plan, whether
 * captions are on, and the text last handed to the page (told only when it changes). None while a jump is under way.
 */
export class CaptionTrack {
  private cues: Cue[] = [];
  private showable: Cue[] = [];
  private hidden: readonly TimeRange[] = [];
  private on = false;
  private shown: string | null = null;

  constructor(private readonly onCaption?: (text: string | null) => void) {}

  /** The plan's mutes and cuts changed: cues over them are no longer shown. */
  setHidden(hidden: readonly TimeRange[]): void {
    this.hidden = hidden;
    this.showable = showableCues(this.cues, hidden);
  }

  setCues(cues: readonly Cue[]): void {
    this.cues = [...cues];
    this.showable = showableCues(this.cues, this.hidden);
  }

  setOn(on: boolean): void {
    this.on = on;
  }

  /** Shows the caption of media time t (none while `jumping`). */
  update(t: number, jumping: boolean): void {
    const text = this.on && !jumping ? captionAt(this.showable, t) : null;
    if (text === this.shown) return;
    this.shown = text;
    this.onCaption?.(text);
  }
}
