/**
 * Experiments (001 §7 "morelikethis_endpoint"): each identity (a signed-in user's id) lands in one variant for good,
 * by a hash of the experiment's name and the identity. Asking for an experiment that does not exist, or without an
 * identity, throws (001 §8 "Unknown experiment identity: throws an error").
 */
import { MORELIKETHIS_EXPERIMENT } from '@sift/contracts';

const EXPERIMENTS: Record<string, readonly string[]> = {
  /** 'new': content/recommends/internal/{id}/ (limit 24, shuffle); 'old': the works list with recommended={id}. */
  [MORELIKETHIS_EXPERIMENT]: ['new', 'old'],
};

/** FNV-1a, 32 bits: small, fast, and the same in every browser. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function experimentVariant(experiment: string, identity: string | number): string {
  const variants = EXPERIMENTS[experiment];
  if (!variants) throw new Error(`Unknown experiment: ${experiment}`);
  if (identity === '' || identity === null || identity === undefined) throw new Error(`Unknown experiment identity for ${experiment}`);
  return variants[hash(`${experiment}:${identity}`) % variants.length];
}
