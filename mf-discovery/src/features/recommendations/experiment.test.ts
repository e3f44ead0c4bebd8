import { MORELIKETHIS_EXPERIMENT } from '@sift/contracts';
import { experimentVariant } from './experiment';

describe('experimentVariant', () => {
  it('puts each identity in one variant for good, and both variants get identities', () => {
    const variants = Array.from({ length: 200 }, (_, i) => experimentVariant(MORELIKETHIS_EXPERIMENT, i + 1));
    expect(new Set(variants)).toEqual(new Set(['new', 'old']));
    expect(experimentVariant(MORELIKETHIS_EXPERIMENT, 42)).toBe(experimentVariant(MORELIKETHIS_EXPERIMENT, 42));
    const share = variants.filter((v) => v === 'new').length / variants.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.7);
  });

  it('throws for an unknown experiment or a missing identity', () => {
    expect(() => experimentVariant('nope', 1)).toThrow('Unknown experiment: nope');
    expect(() => experimentVariant(MORELIKETHIS_EXPERIMENT, '')).toThrow(/identity/);
  });
});
