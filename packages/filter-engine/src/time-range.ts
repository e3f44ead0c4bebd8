/** A span of media time in seconds, start inclusive and end exclusive: [start, end). */
export interface TimeRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Sorts and unites ranges: overlapping or touching ranges become one, and so do ranges whose gap is
 * shorter than `bridge` (the gap is then covered too). Empty ranges are dropped.
 */
export function uniteRanges(ranges: readonly TimeRange[], bridge = 0): TimeRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const out: { start: number; end: number }[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && (r.start <= last.end || r.start - last.end < bridge)) {
      if (r.end > last.end) last.end = r.end;
    } else {
      out.push({ start: r.start, end: r.end });
    }
  }
  return out;
}

/** `from` minus `remove`; both must be sorted and disjoint (as uniteRanges returns them). */
export function subtractRanges(from: readonly TimeRange[], remove: readonly TimeRange[]): TimeRange[] {
  const out: TimeRange[] = [];
  let j = 0;
  for (const r of from) {
    let start = r.start;
    while (j < remove.length && remove[j].end <= start) j++;
    let k = j;
    while (k < remove.length && remove[k].start < r.end) {
      if (remove[k].start > start) out.push({ start, end: remove[k].start });
      start = Math.max(start, remove[k].end);
      k++;
    }
    if (start < r.end) out.push({ start, end: r.end });
  }
  return out;
}

/** Index of the last range whose start is at or before t, or -1: a binary search over sorted starts. */
export function lastStartingAtOrBefore(starts: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid] <= t) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}
