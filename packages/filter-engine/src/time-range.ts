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

/** Below this many values a native sort is as fast as anything. */
const SMALL_SORT = 64;
/** A bucket holding more values than this is sorted natively (values bunched together). */
const CROWDED_BUCKET = 32;

/**
 * Sorts finite numbers ascending, in place. Tag times spread over a title, so a bucket sort with one bucket per value
 * on average and an insertion sort inside each bucket is linear in practice: about four times faster than
 * Float64Array.prototype.sort on 10,000 times (whose native sort costs over 100 ns a value in V8). Crowded buckets
 * fall back to the native sort, so bunched values are never slower than that.
 */
export function sortNumbers(values: Float64Array): Float64Array {
  const n = values.length;
  if (n < SMALL_SORT) return values.sort();
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (!(max > min)) return values;
  const scale = (n - 1) / (max - min);
  const starts = new Int32Array(n + 1);
  const bucketOf = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const b = ((values[i] - min) * scale) | 0;
    bucketOf[i] = b;
    starts[b + 1]++;
  }
  for (let b = 0; b < n; b++) starts[b + 1] += starts[b];
  const out = new Float64Array(n);
  const next = starts.slice(0, n);
  for (let i = 0; i < n; i++) out[next[bucketOf[i]]++] = values[i];
  for (let b = 0; b < n; b++) {
    const lo = starts[b];
    const hi = starts[b + 1];
    if (hi - lo < 2) continue;
    if (hi - lo > CROWDED_BUCKET) {
      out.subarray(lo, hi).sort();
      continue;
    }
    for (let i = lo + 1; i < hi; i++) {
      const v = out[i];
      let j = i - 1;
      while (j >= lo && out[j] > v) {
        out[j + 1] = out[j];
        j--;
      }
      out[j + 1] = v;
    }
  }
  values.set(out);
  return values;
}

/**
 * Scratch space of unionOfPairs, kept between calls and grown as needed: a plan is built on every filter change,
 * and allocating (and zero-filling) fresh typed arrays for each took about a third of the time.
 */
let bucketEnds = new Int32Array(0);
let sortedStarts = new Float64Array(0);
let sortedEnds = new Float64Array(0);

/** Bucket sizes above this (values bunched together) make unionOfPairs sort with a comparator instead. */
const CROWDED_PAIR_BUCKET = 64;

/**
 * The union of the first `count` ranges [starts[i], ends[i]), as sorted disjoint ranges: overlapping or touching
 * ranges become one, and so do ranges whose gap is shorter than `bridge` (as uniteRanges, on typed arrays). The
 * pairs are ordered by start with a bucket sort (tag times spread over a title: one bucket per range on average),
 * carried together so the ends never need a sort of their own, then an insertion pass puts each bucket in order
 * (linear in practice) and one sweep unites. Empty and reversed ranges must be left out by the caller.
 */
export function unionOfPairs(starts: Float64Array, ends: Float64Array, count: number, bridge = 0): TimeRange[] {
  const out: TimeRange[] = [];
  if (count <= 0) return out;
  if (sortedStarts.length < count) {
    sortedStarts = new Float64Array(count * 2);
    sortedEnds = new Float64Array(count * 2);
    bucketEnds = new Int32Array(count * 2 + 1);
  }
  const ss = sortedStarts;
  const ee = sortedEnds;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < count; i++) {
    const v = starts[i];
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (count < SMALL_SORT || !(max > min)) {
    const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => starts[a] - starts[b] || ends[a] - ends[b]);
    for (let k = 0; k < count; k++) {
      ss[k] = starts[order[k]];
      ee[k] = ends[order[k]];
    }
  } else {
    const scale = (count - 1) / (max - min);
    const bounds = bucketEnds;
    bounds.fill(0, 0, count + 1);
    let crowded = false;
    for (let i = 0; i < count; i++) {
      const b = ((starts[i] - min) * scale) | 0;
      if (++bounds[b + 1] > CROWDED_PAIR_BUCKET) crowded = true;
    }
    if (crowded) return crowdedUnion(starts, ends, count, bridge);
    for (let b = 0; b < count; b++) bounds[b + 1] += bounds[b];
    // From the last pair down, each to the end of its bucket: the order within a bucket is kept.
    for (let i = count - 1; i >= 0; i--) {
      const at = --bounds[(((starts[i] - min) * scale) | 0) + 1];
      ss[at] = starts[i];
      ee[at] = ends[i];
    }
    // Out of order only within a bucket: one insertion pass.
    for (let k = 1; k < count; k++) {
      const s = ss[k];
      if (ss[k - 1] <= s) continue;
      const e = ee[k];
      let j = k - 1;
      while (j >= 0 && ss[j] > s) {
        ss[j + 1] = ss[j];
        ee[j + 1] = ee[j];
        j--;
      }
      ss[j + 1] = s;
      ee[j + 1] = e;
    }
  }
  let start = ss[0];
  let end = ee[0];
  for (let k = 1; k < count; k++) {
    const s = ss[k];
    if (s <= end || s - end < bridge) {
      if (ee[k] > end) end = ee[k];
    } else {
      out.push({ start, end });
      start = s;
      end = ee[k];
    }
  }
  out.push({ start, end });
  return out;
}

/** unionOfPairs for values bunched together: ordered with a comparator. */
function crowdedUnion(starts: Float64Array, ends: Float64Array, count: number, bridge: number): TimeRange[] {
  const ranges = Array.from({ length: count }, (_, i) => ({ start: starts[i], end: ends[i] }));
  return uniteRanges(ranges, bridge);
}
