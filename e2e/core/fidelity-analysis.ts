/**
 * What the fidelity probe's records say (player-probe.ts): frames shown inside cuts, captions over filtered spans,
 * presented frames the probe could not observe, how far before each cut the player jumped, and when each mute's
 * silence began and ended, measured in the content's own samples.
 *
 * Mute timing needs no clock mapping: the marker (the tagged word) starts at the first tag's start and stops at the
 * last tag's end, sample-exact in the content tap, so the plan's mute start and end sit at known distances from it.
 * Distances are counted in content samples that flowed (a quantum while paused carries no content), so a pause
 * inside a mute does not move them; at rate r, one second of content takes sampleRate / r samples. Times are
 * reported in ms of content (what the viewer missed or heard of the title).
 */
import type { HeardQuantum, ProbeTake, SeenFrame } from './player-probe';

export interface Range {
  start: number;
  end: number;
}

/** A quantum with the marker this strong carries the tagged word; below SILENT nothing is heard; above SOUND content flows. */
const MARKER_ON = 0.02;
const SILENT = 0.002;
const SOUND = 0.01;

export const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const inRanges = (t: number, ranges: readonly Range[]) => ranges.some((r) => t >= r.start && t < r.end);

/** Frames whose picture shows a time inside a cut. */
export function framesInCuts(frames: readonly SeenFrame[], cuts: readonly Range[], fps: number): SeenFrame[] {
  return frames.filter((f) => f.code !== null && inRanges(f.code / fps, cuts));
}

/** Frames that showed a caption while their picture was inside a mute or a cut. */
export function captionsInFiltered(frames: readonly SeenFrame[], filtered: readonly Range[], fps: number): SeenFrame[] {
  return frames.filter((f) => f.caption !== null && f.code !== null && inRanges(f.code / fps, filtered));
}

export interface FrameCoverage {
  /** Frames the element presented from the first frame the probe observed to the last. */
  presented: number;
  /** Presented frames no callback observed (a busy page coalesces frame callbacks). */
  unobserved: number;
  /**
   * Unobserved frames whose picture is still known exactly: between two observed frames of uninterrupted playback
   * (no seek between them) that are as many codes apart as presented frames apart, the codes in between.
   */
  inferred: number[];
  /**
   * Unobserved frames known not to be a cut's: none of the codes they could have shown lies in a cut. Frames come
   * in order from where playback was, or from where a seek went. Without a seek under way, the codes between the
   * two observed frames. With seeks under way, the codes after the earlier frame that playback could reach in the
   * gap's time (at most its length times the rate, and a frame more), the same from each seek's target but the last,
   * and from the last seek's target up to the later frame.
   */
  bounded: number;
  /** Unobserved frames that could have shown a cut. */
  unknown: number;
}

/** Which presented frames the probe observed, and what the unobserved ones could have shown. */
export function frameCoverage(take: Pick<ProbeTake, 'frames' | 'seeks' | 'events'>, cuts: readonly Range[], fps: number): FrameCoverage {
  const frames = take.frames;
  const coverage: FrameCoverage = { presented: 0, unobserved: 0, inferred: [], bounded: 0, unknown: 0 };
  if (!frames.length) return coverage;
  const code = (t: number) => Math.floor(t * fps + 1e-6);
  const anyInCut = (from: number, to: number) => {
    for (let c = from; c <= to; c++) if (inRanges(c / fps, cuts)) return true;
    return false;
  };
  const seekedWalls = take.events.filter((e) => e.type === 'seeked').map((e) => e.wall);
  for (let i = 1; i < frames.length; i++) {
    const [a, b] = [frames[i - 1], frames[i]];
    const missed = Math.max(0, b.presentedFrames - a.presentedFrames - 1);
    if (!missed) continue;
    coverage.unobserved += missed;
    // Seeks under way in the gap: made before the later frame and not landed (nor replaced) before the earlier one.
    const seeks = take.seeks.filter((s) => s.wall <= b.wall && !seekedWalls.some((w) => w > s.wall && w <= a.wall));
    // A seek no currentTime write explains (made some other way): nothing can be said.
    const unexplained = take.events.some((e) => e.type === 'seeking' && e.wall > a.wall && e.wall <= b.wall && !seeks.some((s) => Math.abs(s.to - e.mediaTime) < 1e-3));
    if (a.code === null || b.code === null || unexplained) {
      coverage.unknown += missed;
      continue;
    }
    if (!seeks.length) {
      if (b.code - a.code - 1 === missed) for (let c = a.code + 1; c < b.code; c++) coverage.inferred.push(c);
      else if (b.code > a.code && !anyInCut(a.code + 1, b.code - 1)) coverage.bounded += missed;
      else coverage.unknown += missed;
      continue;
    }
    const reach = Math.ceil(((b.wall - a.wall) / 1000) * Math.max(a.rate, b.rate, 1) * fps) + 1;
    const last = seeks[seeks.length - 1];
    const landed = b.code >= code(last.to) - 1;
    const couldShowCut =
      anyInCut(a.code + 1, landed ? a.code + reach : Math.min(a.code + reach, b.code - 1)) ||
      seeks.slice(0, landed ? -1 : undefined).some((s) => anyInCut(code(s.to), code(s.to) + reach)) ||
      (landed && anyInCut(code(last.to), b.code - 1));
    if (couldShowCut) coverage.unknown += missed;
    else coverage.bounded += missed;
  }
  coverage.presented = frames[frames.length - 1].presentedFrames - frames[0].presentedFrames + 1;
  return coverage;
}

/** Codes of frames shown inside a cut, observed or inferred. */
export function codesInCuts(frames: readonly SeenFrame[], inferred: readonly number[], cuts: readonly Range[], fps: number): number[] {
  return [...framesInCuts(frames, cuts, fps).map((f) => f.code!), ...inferred.filter((code) => inRanges(code / fps, cuts))];
}

/**
 * The longest time the page ran no frame callback while the video played (ms): how starved the page's main thread
 * was (a seek or a pause in between does not count).
 */
export function longestStall(take: Pick<ProbeTake, 'frames' | 'seeks' | 'events'>): number {
  const breaks = [...take.seeks.map((s) => s.wall), ...take.events.filter((e) => e.type !== 'playing').map((e) => e.wall)];
  let longest = 0;
  for (let i = 1; i < take.frames.length; i++) {
    const [a, b] = [take.frames[i - 1], take.frames[i]];
    if (!breaks.some((w) => w > a.wall && w <= b.wall)) longest = Math.max(longest, b.wall - a.wall);
  }
  return longest;
}

/** Quanta in which the tagged word was heard: the marker left the player's graph while content flowed. */
export function markerHeard(quanta: readonly HeardQuantum[]): number {
  return quanta.filter((q) => q.heardMarker > MARKER_ON && q.content > SOUND).length;
}

export interface CutJump {
  cut: Range;
  /** Media time the player jumped from (the content after it, up to the cut, was never played). */
  from: number;
  to: number;
  /** Frames before the cut never shown (0: the jump came on the cut's last allowed frame); null if none was seen. */
  leadFrames: number | null;
  /** ms of content before the cut never played (negative: the jump came after the cut had begun; its sound is silenced). */
  leadSoundMs: number;
  /** The playback rate then. */
  rate: number;
  /**
   * Whether the page kept up in the second before the jump: at least half a second of playback's frame callbacks,
   * none of which missed presented frames for longer than a display refresh. A page that stalls makes the player
   * jump as much earlier as it stalls (docs/decisions/0075, 0096), so the lead is judged on these jumps. A long wait
   * after a single presented frame is the compositor holding it (17-67 ms at 25 fps on a 60 Hz display), not the page.
   */
  keptUp: boolean;
  /** The longest wait beyond a frame between two callbacks that missed presented frames (ms, 0: none). */
  stallMs: number;
}

/** Waits between callbacks of playback the second before a jump must hold to say the page kept up (half a second at 25 fps). */
const KEPT_UP_STEPS = 12;

/** A display refresh (60 Hz): a page that misses presented frames for no longer than this still kept up. */
const REFRESH_MS = 1000 / 60;
/** Events during which a seek is the viewer's (a click on the seek bar, a key), not the player's own jump. */
const VIEWER_EVENTS = new Set(['click', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'keydown', 'keyup']);

/**
 * The player's jumps over cuts while playing (from before a cut, at most a second and a half of wall time before it,
 * or late from inside it, to its end), with their lead. The viewer's seeks and redirects of a running seek are none.
 */
export function cutJumps(take: ProbeTake, cuts: readonly Range[], fps: number): CutJump[] {
  const jumps: CutJump[] = [];
  for (const [i, seek] of take.seeks.entries()) {
    // Not a redirect of a seek still running (while seeking, currentTime is that seek's target).
    if (seek.paused || (i > 0 && take.seeks[i - 1].to === seek.from) || (seek.cause && VIEWER_EVENTS.has(seek.cause))) continue;
    const rate = take.frames.filter((f) => f.wall <= seek.wall).pop()?.rate ?? 1;
    const cut = cuts.find((c) => seek.from < c.end && seek.from >= c.start - 1.5 * Math.max(1, rate) && seek.to >= c.end - 1e-3 && seek.to < c.end + 0.2);
    if (!cut) continue;
    const shown = take.frames.filter((f) => f.wall <= seek.wall && f.code !== null);
    const last = shown[shown.length - 1];
    const lastAllowed = Math.ceil(cut.start * fps - 1e-9) - 1;
    const breaks = [...take.seeks.map((s) => s.wall), ...take.events.filter((e) => e.type !== 'playing').map((e) => e.wall)];
    const recent = take.frames.filter((f) => f.wall <= seek.wall && f.wall > seek.wall - 1000);
    let stallMs = 0;
    let steps = 0;
    for (let k = 1; k < recent.length; k++) {
      const [a, b] = [recent[k - 1], recent[k]];
      if (breaks.some((w) => w > a.wall && w <= b.wall)) continue;
      if (b.presentedFrames - a.presentedFrames > 1) stallMs = Math.max(stallMs, b.wall - a.wall - 1000 / fps / Math.max(rate, 1e-3));
      steps++;
    }
    jumps.push({
      cut,
      from: seek.from,
      to: seek.to,
      leadFrames: last ? lastAllowed - last.code! : null,
      leadSoundMs: (cut.start - seek.from) * 1000,
      rate,
      // Seen keeping up: at least half a second of playback's callbacks (a jump right after a pause or a seek has
      // too little to say).
      keptUp: stallMs <= REFRESH_MS && steps >= KEPT_UP_STEPS * Math.max(rate, 1),
      stallMs,
    });
  }
  return jumps;
}

export interface MuteTiming {
  mute: Range;
  rate: number;
  /** ms of content the silence began after the plan's mute start (negative: early). Goal: <= 42. */
  startLateMs: number;
  /**
   * ms of content the silence lasted past the tagged word's end (negative: the end of the word was heard). Goal >= 0.
   * NaN when the word did not play to its end (paused or sought away in the middle of it).
   */
  endAfterTagMs: number;
  /** ms of content the sound came back after the plan's mute end (negative: before it); NaN as above. */
  endAfterPlanMs: number;
  /** Quanta in which the marker (the tagged word) was heard. */
  markerHeard: number;
}

/** Media time of each quantum, from the frames' audio clock readings (accurate to a frame or two: for grouping). */
function mediaClock(take: ProbeTake): (frame: number) => number {
  const anchors = [...take.frames.map((f) => ({ at: f.audioFrame, media: f.mediaTime, rate: f.rate })), ...take.events.map((e) => ({ at: e.audioFrame, media: e.mediaTime, rate: 0 }))]
    .filter((a) => a.at > 0)
    .sort((a, b) => a.at - b.at);
  return (frame) => {
    let lo = 0;
    let hi = anchors.length - 1;
    if (hi < 0 || frame < anchors[0].at) return NaN;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (anchors[mid].at <= frame) lo = mid;
      else hi = mid - 1;
    }
    const a = anchors[lo];
    return a.media + Math.min(0.5, (frame - a.at) / take.sampleRate) * a.rate;
  };
}

/**
 * Times every mute of `mutes` whose tagged word played in the take. `spanOf(mute)` is the content span of its tags
 * (the marker's start and end; a start inside a cut moves to the cut's end, where the content begins).
 */
export function timeMutes(take: ProbeTake, mutes: readonly Range[], spanOf: (mute: Range) => Range): { timings: MuteTiming[]; unplayed: Range[] } {
  const q = take.quanta;
  const sr = take.sampleRate;
  const clock = mediaClock(take);
  const flowing = (x: HeardQuantum) => x.content > SOUND;
  const silent = (x: HeardQuantum) => x.heard < SILENT;
  // Content samples that flowed before each quantum.
  const pos = new Float64Array(q.length + 1);
  for (let i = 0; i < q.length; i++) pos[i + 1] = pos[i] + (flowing(q[i]) ? 128 : 0);
  // Runs of the marker in the content, each placed on the media timeline by its last quantum.
  const regions: { first: number; last: number; at: number }[] = [];
  for (let i = 0; i < q.length; i++) {
    if (q[i].contentMarker <= MARKER_ON) continue;
    const open = regions[regions.length - 1];
    if (open && i - open.last <= 3) open.last = i;
    else regions.push({ first: i, last: i, at: NaN });
  }
  for (const region of regions) region.at = clock(q[region.last].frame);
  const rateAt = (frame: number) => take.frames.filter((f) => f.audioFrame <= frame).pop()?.rate ?? 1;

  const timings: MuteTiming[] = [];
  const unplayed: Range[] = [];
  for (const mute of mutes) {
    const mine = regions.filter((r) => r.at >= mute.start - 0.5 && r.at <= mute.end + 0.5);
    if (!mine.length) {
      unplayed.push(mute);
      continue;
    }
    const span = spanOf(mute);
    const onset = mine[0].first;
    const offset = mine[mine.length - 1].last;
    const rate = rateAt(q[onset].frame) || 1;
    const perSecond = sr / rate;
    let plannedStart = pos[onset] - (span.start - mute.start) * perSecond;
    // A seek that landed inside the mute's lead (or in the mute, after a jump over a cut ending there): the content
    // only began after it, and so did this mute's silence (any silence before belongs to the seek).
    const seek = take.seeks.filter((s) => s.audioFrame <= q[onset].frame).pop();
    let began = -1;
    if (seek) {
      // Back from the onset through the content flowing since the seek, to where it resumed after the seek's flush.
      began = onset;
      while (began > 0 && flowing(q[began - 1]) && q[began - 1].frame >= seek.audioFrame) began--;
    }
    if (began >= 0) plannedStart = Math.max(plannedStart, pos[began]);
    let start: number;
    if (silent(q[onset])) {
      let i = onset;
      while (i > 0 && silent(q[i - 1])) i--;
      start = began >= 0 && pos[began] >= plannedStart ? Math.max(pos[i], pos[began]) : pos[i];
    } else {
      const next = q.findIndex((x, i) => i > onset && silent(x));
      start = next < 0 ? pos[offset + 1] : pos[next];
    }
    const tagEnd = pos[offset + 1];
    // The word's end is known only if the content went on past it (not paused or sought away in the middle of it).
    const ended = offset + 1 < q.length && flowing(q[offset + 1]);
    let end = NaN;
    if (ended && silent(q[offset])) {
      let j = offset;
      while (j + 1 < q.length && silent(q[j + 1])) j++;
      end = pos[j + 1];
    } else if (ended) {
      let j = offset;
      while (j > onset && !silent(q[j])) j--;
      end = pos[j + 1];
    }
    const plannedEnd = tagEnd + (mute.end - span.end) * perSecond;
    const ms = (samples: number) => (samples / perSecond) * 1000;
    timings.push({
      mute,
      rate,
      startLateMs: ms(start - plannedStart),
      endAfterTagMs: ms(end - tagEnd),
      endAfterPlanMs: ms(end - plannedEnd),
      markerHeard: markerHeard(q.slice(Math.max(0, onset - 50), offset + 50)),
    });
  }
  return { timings, unplayed };
}
