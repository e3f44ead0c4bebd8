/**
 * Category-level filter maps: a profile's default filters (global_filters), the account's required filters
 * (parental controls, id_map) and the setup wizard's choices. A map keys category ids (as strings) to on/off.
 *
 * Reading a map: a leaf category is filtered when the nearest entry on the way from the leaf up to its root
 * says so (a leaf's own entry wins over its parent's); a parent is filtered when all its leaves are. Maps
 * this module returns are normalized: one entry for every category of the tree, parents true exactly when all
 * their leaves are, and entries for ids outside the tree kept as they were.
 */
import type { CategoryTree } from './category-tree';
import { statusFromCounts, type CategoryStatus } from './category-status';

export type CategoryFilterMap = Readonly<Record<string, boolean>>;

/** The nearest entry on the way from the leaf up to its root; undefined when the map says nothing about it. */
function leafEntry(tree: CategoryTree, map: CategoryFilterMap, leaf: number): boolean | undefined {
  const own = map[String(leaf)];
  if (own !== undefined) return own;
  for (const id of tree.ancestorsOf(leaf)) {
    const entry = map[String(id)];
    if (entry !== undefined) return entry;
  }
  return undefined;
}

const leafFiltered = (tree: CategoryTree, map: CategoryFilterMap, leaf: number): boolean => leafEntry(tree, map, leaf) ?? false;

/** Whether a category is filtered by the map (all its leaves are); false for a null map. */
export function isCategoryFiltered(tree: CategoryTree, map: CategoryFilterMap | null | undefined, id: number): boolean {
  if (!map) return false;
  if (!tree.byId.has(id)) return map[String(id)] === true;
  return tree.leavesOf(id).every((leaf) => leafFiltered(tree, map, leaf));
}

function filteredLeaves(tree: CategoryTree, map: CategoryFilterMap | null | undefined): Set<number> {
  return new Set(map ? tree.leaves.filter((leaf) => leafFiltered(tree, map, leaf)) : []);
}

function fromLeaves(tree: CategoryTree, on: ReadonlySet<number>, base: CategoryFilterMap | null | undefined) {
  const out: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(base ?? {})) if (!tree.byId.has(Number(key))) out[key] = value;
  for (const c of tree.categories) out[String(c.id)] = tree.leavesOf(c.id).every((leaf) => on.has(leaf));
  return out;
}

/** One entry per category of the tree, consistent parents; what the screens save. */
export function normalizeCategoryFilters(
  tree: CategoryTree,
  map: CategoryFilterMap | null | undefined,
): Record<string, boolean> {
  return fromLeaves(tree, filteredLeaves(tree, map), map);
}

/**
 * The base map with the changes written over it, normalized: every leaf the changes speak about (by its own entry
 * or an ancestor's, nearest first) takes their value, every other leaf keeps the base's. Unlike a plain object
 * spread, a parent in the changes wins over the leaves the base lists under it. How a partial choice (the sign-up
 * wizard's switches, the setup's quick start) is written into a profile's default filters.
 */
export function mergeCategoryFilters(
  tree: CategoryTree,
  base: CategoryFilterMap | null | undefined,
  changes: CategoryFilterMap | null | undefined,
): Record<string, boolean> {
  const on = filteredLeaves(tree, base);
  for (const leaf of tree.leaves) {
    const entry = changes ? leafEntry(tree, changes, leaf) : undefined;
    if (entry === true) on.add(leaf);
    else if (entry === false) on.delete(leaf);
  }
  return fromLeaves(tree, on, { ...base, ...changes });
}

/**
 * uncut, cut or mixed over the category's leaves; required when parental controls require every one of them.
 * Required leaves count as on: they are filtered whatever the map says.
 */
export function categoryFilterStatus(
  tree: CategoryTree,
  map: CategoryFilterMap | null | undefined,
  id: number,
  required?: CategoryFilterMap | null,
): CategoryStatus {
  return countStatus(tree, tree.byId.has(id) ? tree.leavesOf(id) : [], map, required);
}

/** The status of the All toggle: over every leaf of the tree. */
export function allCategoryFiltersStatus(
  tree: CategoryTree,
  map: CategoryFilterMap | null | undefined,
  required?: CategoryFilterMap | null,
): CategoryStatus {
  return countStatus(tree, tree.leaves, map, required);
}

function countStatus(
  tree: CategoryTree,
  leaves: readonly number[],
  map: CategoryFilterMap | null | undefined,
  required: CategoryFilterMap | null | undefined,
): CategoryStatus {
  const on = filteredLeaves(tree, map);
  const locked = filteredLeaves(tree, required);
  return statusFromCounts({
    total: leaves.length,
    on: leaves.filter((leaf) => on.has(leaf) || locked.has(leaf)).length,
    required: leaves.filter((leaf) => locked.has(leaf)).length,
  });
}

/**
 * Sets the category and all its descendants on or off. Switching off leaves required leaves as they were:
 * parental controls keep them filtered anyway, and the profile's own choice survives their removal.
 */
export function setCategoryFilter(
  tree: CategoryTree,
  map: CategoryFilterMap | null | undefined,
  id: number,
  on: boolean,
  required?: CategoryFilterMap | null,
): Record<string, boolean> {
  const leaves = filteredLeaves(tree, map);
  const locked = filteredLeaves(tree, required);
  if (!tree.byId.has(id)) return { ...normalizeCategoryFilters(tree, map), [String(id)]: on };
  for (const leaf of tree.leavesOf(id)) {
    if (on) leaves.add(leaf);
    else if (!locked.has(leaf)) leaves.delete(leaf);
  }
  return fromLeaves(tree, leaves, map);
}

/** Cut (or required) becomes off; uncut and mixed become cut (001 §4 "Toggling a category sets all its descendants"). */
export function toggleCategoryFilter(
  tree: CategoryTree,
  map: CategoryFilterMap | null | undefined,
  id: number,
  required?: CategoryFilterMap | null,
): Record<string, boolean> {
  const status = categoryFilterStatus(tree, map, id, required);
  return setCategoryFilter(tree, map, id, !(status === 'cut' || status === 'required'), required);
}

/** The ON/OFF links of parental controls (002 §4): every category on, or every one off (required ones stay on). */
export function setAllCategoryFilters(
  tree: CategoryTree,
  map: CategoryFilterMap | null | undefined,
  on: boolean,
  required?: CategoryFilterMap | null,
): Record<string, boolean> {
  const locked = filteredLeaves(tree, required);
  const previous = filteredLeaves(tree, map);
  const leaves = new Set(on ? tree.leaves : tree.leaves.filter((leaf) => locked.has(leaf) && previous.has(leaf)));
  return fromLeaves(tree, leaves, map);
}

/** The All toggle (001 §4): everything cut, unless already fully cut, then everything off. */
export function toggleAllCategoryFilters(
  tree: CategoryTree,
  map: CategoryFilterMap | null | undefined,
  required?: CategoryFilterMap | null,
): Record<string, boolean> {
  const status = allCategoryFiltersStatus(tree, map, required);
  return setAllCategoryFilters(tree, map, !(status === 'cut' || status === 'required'), required);
}

/** Whether saving would change anything: compares what the maps filter, not how they are written. */
export function categoryFiltersChanged(
  tree: CategoryTree,
  before: CategoryFilterMap | null | undefined,
  after: CategoryFilterMap | null | undefined,
): boolean {
  const a = normalizeCategoryFilters(tree, before);
  const b = normalizeCategoryFilters(tree, after);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? false) !== (b[key] ?? false)) return true;
  return false;
}
