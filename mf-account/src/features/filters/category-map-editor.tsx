import { FILTER_TABS, type CategoryMap } from '@sift/contracts';
import { buildCategoryTree } from '@sift/filter-engine';
import { CategoryFilterList } from '@sift/filter-ui';

const tree = buildCategoryTree();

export interface CategoryMapEditorProps {
  map: CategoryMap;
  /** Parental controls, shown locked (a profile's filters); null when this map is the parental controls. */
  required: CategoryMap | null;
  onChange: (map: Record<string, boolean>) => void;
  /** Names the groups (e.g. "Parker's default filters"). */
  label: string;
}

/**
 * Every filter category with its status (uncut / cut / mixed / required), grouped by the filter screens' tabs; toggling
 * a category sets its descendants. The lists are @sift/filter-ui's, shared with the theater and /default-filters.
 */
export function CategoryMapEditor({ map, required, onChange, label }: CategoryMapEditorProps) {
  return (
    <div className="ac-category-map" role="group" aria-label={label}>
      {FILTER_TABS.map((tab) => (
        <CategoryFilterList key={tab.id} tree={tree} rootId={tab.id} map={map} required={required} onChange={onChange} />
      ))}
    </div>
  );
}
