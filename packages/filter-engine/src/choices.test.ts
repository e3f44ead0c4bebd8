import fc from 'fast-check';
import type { Tag } from '@sift/contracts';
import {
  activeTagCount,
  allStatus,
  categoryStatus,
  choicesChanged,
  createChoices,
  enabledTags,
  isTagOn,
  isTagRequired,
  setCategory,
  setTag,
  toggleAll,
  toggleCategory,
  toggleTag,
  toRefmap,
} from './choices';
import { filterMapArb, refmapFor, tagsArb } from '../test/arbitraries';

const tag = (ref_id: string, category_id: number, type: Tag['type'] = 'visual'): Tag => ({
  id: Number(ref_id.replace(/\D/g, '')) || 1,
  ref_id,
  category_id,
  type,
  description: ref_id,
  spoiler: false,
  start_approx: 0,
  end_approx: 1,
});

// Sex 6 and Kissing 9 (Intimacy 2), Graphic Violence 15 (Violence 3), Profanity 18 (More 5).
const tags = [tag('s1', 6), tag('s2', 6), tag('k1', 9), tag('g1', 15), tag('p1', 18, 'audio'), tag('p2', 18, 'audio')];

describe('which tags are on', () => {
  it('takes the profile defaults when the lineup says nothing', () => {
    const c = createChoices({ tags, globalFilters: { '6': true, '5': true } });
    expect(enabledTags(c).map((t) => t.ref_id)).toEqual(['s1', 's2', 'p1', 'p2']);
    expect(activeTagCount(c)).toBe(4);
  });

  it('lets the lineup override the defaults tag by tag', () => {
    const c = createChoices({ tags, globalFilters: { '6': true }, refmap: { s2: false, k1: true } });
    expect(enabledTags(c).map((t) => t.ref_id)).toEqual(['s1', 'k1']);
  });

  it('lets required filters override both, and locks them', () => {
    const c = createChoices({ tags, globalFilters: {}, requiredFilters: { '18': true }, refmap: { p1: false } });
    expect(isTagOn(c, 'p1')).toBe(true);
    expect(isTagRequired(c, 'p1')).toBe(true);
    expect(isTagOn(setTag(c, 'p1', false), 'p1')).toBe(true);
    expect(isTagOn(toggleTag(c, 'p2'), 'p2')).toBe(true);
    expect(isTagOn(toggleTag(c, 's1'), 's1')).toBe(true);
  });

  it('ignores a ref_id that is not in the tag set', () => {
    const c = createChoices({ tags });
    expect(setTag(c, 'nope', true)).toBe(c);
  });
});

describe('category status on a title (001 §4 "Filters on a title")', () => {
  it('is uncut, cut, mixed or required', () => {
    const c = createChoices({ tags, globalFilters: { '6': true }, requiredFilters: { '18': true } });
    expect(categoryStatus(c, 6)).toBe('cut');
    expect(categoryStatus(c, 2)).toBe('mixed');
    expect(categoryStatus(c, 3)).toBe('uncut');
    expect(categoryStatus(c, 18)).toBe('required');
    expect(categoryStatus(c, 5)).toBe('required');
  });

  it('is required for a required category without tags in this title, else uncut', () => {
    const c = createChoices({ tags, requiredFilters: { '7': true } });
    expect(categoryStatus(c, 7)).toBe('required');
    expect(categoryStatus(c, 4)).toBe('uncut');
  });

  it('toggles a category and all its descendants', () => {
    const c = createChoices({ tags, globalFilters: { '6': true } });
    const cut = toggleCategory(c, 2);
    expect(categoryStatus(cut, 2)).toBe('cut');
    expect(enabledTags(cut).map((t) => t.ref_id)).toEqual(['s1', 's2', 'k1']);
    const uncut = toggleCategory(cut, 2);
    expect(categoryStatus(uncut, 2)).toBe('uncut');
    expect(categoryStatus(uncut, 6)).toBe('uncut');
  });

  it('a required category toggled off stays required, and a mixed one with required tags becomes cut', () => {
    const c = createChoices({ tags, requiredFilters: { '6': true } });
    expect(categoryStatus(toggleCategory(c, 6), 6)).toBe('required');
    expect(categoryStatus(c, 2)).toBe('mixed');
    const cut = toggleCategory(c, 2);
    expect(categoryStatus(cut, 2)).toBe('cut');
    expect(categoryStatus(toggleCategory(cut, 2), 2)).toBe('mixed');
  });

  it('the All toggle cuts everything unless everything is cut, then switches all off but required tags', () => {
    const c = createChoices({ tags, requiredFilters: { '15': true } });
    expect(allStatus(c)).toBe('mixed');
    const all = toggleAll(c);
    expect(allStatus(all)).toBe('cut');
    expect(activeTagCount(all)).toBe(tags.length);
    const none = toggleAll(all);
    expect(enabledTags(none).map((t) => t.ref_id)).toEqual(['g1']);
    expect(allStatus(createChoices({ tags }))).toBe('uncut');
  });
});

describe('saving', () => {
  it('sees a change only when the tags that are on change', () => {
    const c = createChoices({ tags, globalFilters: { '6': true } });
    expect(choicesChanged(c, c)).toBe(false);
    expect(choicesChanged(c, toggleTag(toggleTag(c, 'k1'), 'k1'))).toBe(false);
    expect(choicesChanged(c, setCategory(c, 2, true))).toBe(true);
    expect(choicesChanged(c, setTag(c, 's1', false))).toBe(true);
  });

  it('writes an explicit refmap that recreates the same choices under any defaults (property)', () => {
    fc.assert(
      fc.property(
        tagsArb().chain((ts) => fc.tuple(fc.constant(ts), refmapFor(ts))),
        filterMapArb,
        filterMapArb,
        filterMapArb,
        ([ts, refmap], globalFilters, otherDefaults, requiredFilters) => {
          const c = createChoices({ tags: ts, globalFilters, requiredFilters, refmap });
          const again = createChoices({ tags: ts, globalFilters: otherDefaults, requiredFilters, refmap: toRefmap(c) });
          expect(choicesChanged(c, again)).toBe(false);
          for (const t of ts) if (c.required.has(t.ref_id)) expect(isTagOn(c, t.ref_id)).toBe(true);
          expect(activeTagCount(c)).toBe(ts.filter((t) => isTagOn(c, t.ref_id)).length);
        },
      ),
    );
  });
});
