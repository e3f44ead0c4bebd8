import { categoryFilterStatus, toggleCategoryFilter, type CategoryFilterMap, type CategoryTree } from '@sift/filter-engine';
import { FilterToggle } from '../filter-toggle/filter-toggle';

export interface CategoryFilterListProps {
  tree: CategoryTree;
  /** The category shown with everything under it (a tab's top-level category). */
  rootId: number;
  /** The category map being edited (a profile's global_filters, setup filters, parental controls...). */
  map: CategoryFilterMap;
  /** Parental controls: their categories show as required and cannot be switched off. */
  required?: CategoryFilterMap | null;
  onChange: (map: Record<string, boolean>) => void;
  /** A category to point out (the page's editCategory): its checkbox gets focus when the list mounts. */
  highlightId?: number | null;
}

/**
 * A category and its descendants with their statuses (uncut, cut, mixed, required). Toggling a category sets all its
 * descendants (001 §4); a required one stays on. The map is the caller's: every change comes back through onChange.
 */
export function CategoryFilterList({ tree, rootId, map, required, onChange, highlightId }: CategoryFilterListProps) {
  const render = (id: number, depth: number) => {
    const category = tree.byId.get(id);
    if (!category) return null;
    const children = (category.children.length ? category.children : []).filter((child) => tree.byId.has(child));
    return (
      <li key={id} className="fui-category" data-category={id} data-highlight={highlightId === id || undefined}>
        <FilterToggle
          id={`fui-category-${id}`}
          label={category.display_title}
          kind={category.default_type}
          level={depth === 0 ? 'category' : 'leaf'}
          status={categoryFilterStatus(tree, map, id, required)}
          onToggle={() => onChange(toggleCategoryFilter(tree, map, id, required))}
        />
        {children.length > 0 && <ul className="fui-category__children">{children.map((child) => render(child, depth + 1))}</ul>}
      </li>
    );
  };
  return <ul className="fui-category-list">{render(rootId, 0)}</ul>;
}
