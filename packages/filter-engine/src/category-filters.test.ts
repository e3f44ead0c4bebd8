import fc from 'fast-check';
import { LEAF_FILTER_CATEGORY_IDS, MOST_COMMON_FILTER_IDS } from '@sift/contracts';
import { buildCategoryTree, defaultCategoryTree } from './category-tree';
import {
  allCategoryFiltersStatus,
  categoryFilterStatus,
  categoryFiltersChanged,
  isCategoryFiltered,
  mergeCategoryFilters,
  normalizeCategoryFilters,
  setAllCategoryFilters,
  setCategoryFilter,
  toggleAllCategoryFilters,
  toggleCategoryFilter,
} from './category-filters';
import { filterMapArb } from '../test/arbitraries';

const tree = buildCategoryTree();
const on = (map: Record<string, boolean>) =>
  LEAF_FILTER_CATEGORY_IDS.filter((id) => isCategoryFiltered(tree, map, id)).sort((a, b) => a - b);

describe('reading a filter map', () => {
  it('lets a leaf inherit its nearest ancestor entry and its own entry win', () => {
    const map = { '5': true, '20': false };
    expect(isCategoryFiltered(tree, map, 18)).toBe(true);
    expect(isCategoryFiltered(tree, map, 20)).toBe(false);
    expect(isCategoryFiltered(tree, map, 5)).toBe(false);
    expect(isCategoryFiltered(tree, null, 18)).toBe(false);
  });

  it('counts a parent as filtered when all its leaves are', () => {
    expect(isCategoryFiltered(tree, { '6': true, '9': true, '22': true }, 2)).toBe(true);
    expect(isCategoryFiltered(tree, { '6': true, '9': true }, 2)).toBe(false);
  });

  it('normalizes to one consistent entry per category and keeps unknown ids', () => {
    const map = normalizeCategoryFilters(tree, { '3': true, '999': true });
    expect(map).toMatchObject({ '3': true, '14': true, '15': true, '16': true, '2': false, '999': true });
    expect(Object.keys(map)).toHaveLength(tree.categories.length + 1);
  });
});

describe('default-filter wizard statuses and toggles (001 §4)', () => {
  it('is uncut with none on, cut with all on, mixed otherwise', () => {
    expect(categoryFilterStatus(tree, {}, 3)).toBe('uncut');
    expect(categoryFilterStatus(tree, { '14': true, '15': true, '16': true }, 3)).toBe('cut');
    expect(categoryFilterStatus(tree, { '15': true }, 3)).toBe('mixed');
    expect(categoryFilterStatus(tree, { '7': true }, 7)).toBe('cut');
  });

  it('sets every descendant when a category is toggled', () => {
    const cut = toggleCategoryFilter(tree, { '15': true }, 3);
    expect(on(cut)).toEqual([14, 15, 16]);
    expect(cut['3']).toBe(true);
    const uncut = toggleCategoryFilter(tree, cut, 3);
    expect(on(uncut)).toEqual([]);
    expect(uncut['3']).toBe(false);
  });

  it('turns a leaf off under a parent entry without turning its siblings off', () => {
    const map = setCategoryFilter(tree, { '5': true }, 20, false);
    expect(on(map)).toEqual([18, 21, 23]);
    expect(categoryFilterStatus(tree, map, 5)).toBe('mixed');
  });

  it('All sets everything cut unless already fully cut, then everything off', () => {
    const some = { '18': true };
    const all = toggleAllCategoryFilters(tree, some);
    expect(on(all)).toEqual([...LEAF_FILTER_CATEGORY_IDS].sort((a, b) => a - b));
    expect(allCategoryFiltersStatus(tree, all)).toBe('cut');
    const none = toggleAllCategoryFilters(tree, all);
    expect(on(none)).toEqual([]);
    expect(allCategoryFiltersStatus(tree, none)).toBe('uncut');
  });

  it('sees changes only when what is filtered changes', () => {
    expect(categoryFiltersChanged(tree, { '5': true }, normalizeCategoryFilters(tree, { '5': true }))).toBe(false);
    expect(categoryFiltersChanged(tree, {}, { '18': false })).toBe(false);
    expect(categoryFiltersChanged(tree, {}, { '18': true })).toBe(true);
  });
});

describe('setup quick start and parental controls (002 §4)', () => {
  it('the most-common quick start sets Profanity, Sex and Nudity', () => {
    const map = MOST_COMMON_FILTER_IDS.reduce((m, id) => setCategoryFilter(tree, m, id, true), {});
    expect(on(map)).toEqual([6, 7, 18]);
  });

  it('ON/OFF links set every category', () => {
    expect(on(setAllCategoryFilters(tree, { '9': true }, true))).toHaveLength(12);
    expect(on(setAllCategoryFilters(tree, { '9': true }, false))).toEqual([]);
  });

  it('shows required categories and never switches them off', () => {
    const required = { '18': true, '20': true, '21': true, '23': true, '6': true };
    expect(categoryFilterStatus(tree, {}, 5, required)).toBe('required');
    expect(categoryFilterStatus(tree, {}, 2, required)).toBe('mixed');
    expect(categoryFilterStatus(tree, {}, 3, required)).toBe('uncut');
    // Toggling a required category asks to switch it off; it stays required.
    const toggled = toggleCategoryFilter(tree, { '5': true }, 5, required);
    expect(categoryFilterStatus(tree, toggled, 5, required)).toBe('required');
    // The All toggle cannot clear required leaves either.
    const allOff = setAllCategoryFilters(tree, { '18': true, '9': true }, false, required);
    expect(on(allOff)).toEqual([18]);
    expect(allCategoryFiltersStatus(tree, {}, required)).toBe('mixed');
  });

  it('keeps toggles consistent for any map (property)', () => {
    fc.assert(
      fc.property(filterMapArb, filterMapArb, fc.constantFrom(...tree.categories.map((c) => c.id)), (map, required, id) => {
        const toggled = toggleCategoryFilter(tree, map, id, required);
        const status = categoryFilterStatus(tree, toggled, id, required);
        const before = categoryFilterStatus(tree, map, id, required);
        if (before === 'cut' || before === 'required') expect(['uncut', 'mixed', 'required']).toContain(status);
        else expect(['cut', 'required']).toContain(status);
        // Categories outside the toggled subtree keep their leaves.
        const inside = new Set(tree.leavesOf(id));
        for (const leaf of tree.leaves) {
          if (!inside.has(leaf)) expect(isCategoryFiltered(tree, toggled, leaf)).toBe(isCategoryFiltered(tree, map, leaf));
        }
        // Required leaves stay filtered whatever happens.
        for (const leaf of tree.leaves) {
          if (isCategoryFiltered(tree, required, leaf)) {
            expect(categoryFilterStatus(tree, toggled, leaf, required)).toBe('required');
          }
        }
      }),
    );
  });
});

describe('merging changes into a filter map (the wizard and the setup write partial choices)', () => {
  it('lets a parent in the changes win over the leaves the base lists under it, which a spread does not', () => {
    const base = normalizeCategoryFilters(tree, { '18': false });
    const merged = mergeCategoryFilters(tree, base, { '5': true });
    expect(on(merged)).toEqual([18, 20, 21, 23]);
    // The plain spread keeps the base's own '18': false, so Profanity would stay uncut.
    expect(isCategoryFiltered(tree, { ...base, '5': true }, 18)).toBe(false);
  });

  it('keeps what the changes do not speak about and returns a normalized map', () => {
    const merged = mergeCategoryFilters(tree, { '3': true }, { '18': true, '16': false });
    expect(on(merged)).toEqual([14, 15, 18]);
    expect(merged).toEqual(normalizeCategoryFilters(tree, merged));
    expect(mergeCategoryFilters(tree, null, null)).toEqual(normalizeCategoryFilters(tree, {}));
  });

  it('writes leaf-only changes exactly as a normalized spread would', () => {
    fc.assert(
      fc.property(filterMapArb, fc.subarray([...LEAF_FILTER_CATEGORY_IDS]), fc.boolean(), (base, ids, value) => {
        const changes = Object.fromEntries(ids.map((id) => [String(id), value]));
        const normalized = normalizeCategoryFilters(tree, base);
        expect(mergeCategoryFilters(tree, base, changes)).toEqual(normalizeCategoryFilters(tree, { ...normalized, ...changes }));
      }),
    );
  });
});

it('shares one tree of the contracts categories', () => {
  expect(defaultCategoryTree()).toBe(defaultCategoryTree());
  expect([...defaultCategoryTree().leaves].sort((a, b) => a - b)).toEqual([...LEAF_FILTER_CATEGORY_IDS].sort((a, b) => a - b));
});
