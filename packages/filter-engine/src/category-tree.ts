import { FILTER_CATEGORIES, type TagCategory } from '@sift/contracts';

/** The filter-category tree indexed for the questions the engine asks. Build it once and reuse it. */
export interface CategoryTree {
  readonly categories: readonly TagCategory[];
  readonly byId: ReadonlyMap<number, TagCategory>;
  /** Top-level categories, in the order of the list given (FILTER_CATEGORIES: by ordering). */
  readonly roots: readonly number[];
  /** Every leaf category of the tree. */
  readonly leaves: readonly number[];
  /** The leaves at or under a category (itself when it is a leaf; empty when unknown). */
  leavesOf(id: number): readonly number[];
  /** The category itself and everything under it; `[id]` for an id outside the tree. */
  subtreeOf(id: number): readonly number[];
  /** Parent first, root last; empty for a root or an unknown id. */
  ancestorsOf(id: number): readonly number[];
}

export function buildCategoryTree(categories: readonly TagCategory[] = FILTER_CATEGORIES): CategoryTree {
  const byId = new Map(categories.map((c) => [c.id, c]));
  // children are derived from parent_id too, so a list whose `children` arrays are stale still forms the tree.
  const childrenOf = new Map<number, number[]>();
  for (const c of categories) {
    const kids = new Set<number>(c.children.filter((id) => byId.has(id)));
    for (const other of categories) if (other.parent_id === c.id) kids.add(other.id);
    childrenOf.set(c.id, [...kids]);
  }
  const subtree = new Map<number, number[]>();
  const walk = (id: number, seen: Set<number>): number[] => {
    const cached = subtree.get(id);
    if (cached) return cached;
    seen.add(id);
    const ids = [id];
    // `seen` guards against a cycle in bad data: a category is never its own descendant.
    for (const child of childrenOf.get(id) ?? []) if (!seen.has(child)) ids.push(...walk(child, seen));
    subtree.set(id, ids);
    return ids;
  };
  const ancestors = new Map<number, number[]>();
  for (const c of categories) {
    const chain: number[] = [];
    let parent = c.parent_id;
    while (parent !== null && byId.has(parent) && !chain.includes(parent) && parent !== c.id) {
      chain.push(parent);
      parent = byId.get(parent)!.parent_id;
    }
    ancestors.set(c.id, chain);
  }
  const isLeaf = (id: number) => (childrenOf.get(id) ?? []).length === 0;
  const leavesCache = new Map<number, number[]>();
  const leavesOf = (id: number): readonly number[] => {
    if (!byId.has(id)) return [];
    let leaves = leavesCache.get(id);
    if (!leaves) {
      leaves = walk(id, new Set()).filter(isLeaf);
      leavesCache.set(id, leaves);
    }
    return leaves;
  };
  const roots = categories.filter((c) => c.parent_id === null || !byId.has(c.parent_id)).map((c) => c.id);
  return {
    categories,
    byId,
    roots,
    leaves: categories.map((c) => c.id).filter(isLeaf),
    leavesOf,
    subtreeOf: (id) => (byId.has(id) ? walk(id, new Set()) : [id]),
    ancestorsOf: (id) => ancestors.get(id) ?? [],
  };
}

let defaultTree: CategoryTree | undefined;

/** The tree of the contracts' FILTER_CATEGORIES, built once and shared (what every screen and the server filter by). */
export function defaultCategoryTree(): CategoryTree {
  return (defaultTree ??= buildCategoryTree());
}
