/** fast-check generators shared by the engine's property tests. */
import fc from 'fast-check';
import { LEAF_FILTER_CATEGORY_IDS, type Tag } from '@sift/contracts';

/** Times in hundredths of a second: exact touching and overlapping ranges come up often. */
export const time = (max = 600) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);

export const tagArb = (maxTime = 600): fc.Arbitrary<Tag> =>
  fc
    .record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      type: fc.constantFrom('audio', 'visual', 'audiovisual') as fc.Arbitrary<Tag['type']>,
      category_id: fc.constantFrom(...LEAF_FILTER_CATEGORY_IDS, 2, 3, 5, 99),
      start: time(maxTime),
      length: fc.oneof(fc.constant(0), time(3), time(30)),
      spoiler: fc.boolean(),
    })
    .map(({ id, type, category_id, start, length, spoiler }) => ({
      id,
      type,
      category_id,
      ref_id: `r${id}`,
      description: `tag ${id}`,
      spoiler,
      start_approx: start,
      end_approx: Math.round((start + length) * 100) / 100,
    }));

/** Tags with distinct ref_ids, as a tag set has. */
export const tagsArb = (maxLength = 40, maxTime = 600) =>
  fc.uniqueArray(tagArb(maxTime), { maxLength, selector: (t) => t.ref_id });

const categoryKey = fc.constantFrom(...[...LEAF_FILTER_CATEGORY_IDS, 2, 3, 4, 5, 7].map(String));
export const filterMapArb = fc.dictionary(categoryKey, fc.boolean(), { maxKeys: 8 });

export const refmapFor = (tags: readonly Tag[]) =>
  fc.subarray(tags.map((t) => t.ref_id)).chain((refs) =>
    fc.tuple(...refs.map(() => fc.boolean())).map((values) => Object.fromEntries(refs.map((r, i) => [r, values[i]]))),
  );
