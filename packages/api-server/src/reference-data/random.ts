/**
 * Deterministic randomness the reference and generated data derive from: the same seed always yields the same
 * catalogue, tags and placeholder images.
 */

/** A small seeded PRNG (mulberry32): the same seed always yields the same catalogue. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  };
  /** Log-uniform between min and max: many small values, a long tail of large ones. */
  const logUniform = (min: number, max: number) => Math.round(Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))));
  return { next, int, pick, weighted, logUniform, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof createRandom>;

/** A stable 32-bit hash of a string (FNV-1a), for seeds and colours derived from names. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const slugify = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-');
