import { FILTER_CATEGORIES, LEAF_FILTER_CATEGORY_IDS } from '@sift/contracts';
import { buildCategoryTree } from './category-tree';

describe('buildCategoryTree', () => {
  const tree = buildCategoryTree();

  it('has the five tabs as roots and the twelve leaves of the spec', () => {
    expect(tree.roots).toEqual([2, 7, 3, 4, 5]);
    expect([...tree.leaves].sort((a, b) => a - b)).toEqual([...LEAF_FILTER_CATEGORY_IDS].sort((a, b) => a - b));
  });

  it('answers leaves, subtrees and ancestors', () => {
    expect(tree.leavesOf(2)).toEqual([6, 9, 22]);
    expect(tree.leavesOf(7)).toEqual([7]);
    expect(tree.subtreeOf(5)).toEqual([5, 18, 20, 21, 23]);
    expect(tree.ancestorsOf(18)).toEqual([5]);
    expect(tree.ancestorsOf(5)).toEqual([]);
    expect(tree.leavesOf(99)).toEqual([]);
    expect(tree.subtreeOf(99)).toEqual([99]);
  });

  it('survives a cycle in bad data', () => {
    const bad = buildCategoryTree([
      { ...FILTER_CATEGORIES[0], id: 1, parent_id: 2, children: [2] },
      { ...FILTER_CATEGORIES[0], id: 2, parent_id: 1, children: [1] },
    ]);
    expect(bad.subtreeOf(1)).toEqual([1, 2]);
    expect(bad.ancestorsOf(1)).toEqual([2]);
  });
});
