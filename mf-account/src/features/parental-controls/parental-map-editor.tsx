import type { CategoryMap } from '@sift/contracts';
import { buildCategoryTree, setAllCategoryFilters } from '@sift/filter-engine';
import { Button } from '@sift/ui';
import { CategoryMapEditor } from '../filters/category-map-editor';

const tree = buildCategoryTree();

/**
 * The parental-controls category map (002 §4): each category uncut / cut / mixed, toggling a category sets its leaves,
 * and the ON / OFF links set every category. This map is the one that requires: nothing shows locked in it.
 */
export function ParentalMapEditor({ map, onChange }: { map: CategoryMap; onChange: (map: Record<string, boolean>) => void }) {
  return (
    <div className="ac-map-editor">
      <p className="ac-actions ac-actions--start">
        <Button variant="link" aria-label="Turn every filter on" onClick={() => onChange(setAllCategoryFilters(tree, map, true))}>
          ON
        </Button>
        <Button variant="link" aria-label="Turn every filter off" onClick={() => onChange(setAllCategoryFilters(tree, map, false))}>
          OFF
        </Button>
      </p>
      <CategoryMapEditor map={map} required={null} onChange={onChange} label="Filters every profile must use" />
    </div>
  );
}
