import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ALL_FILTERS,
  CANCEL,
  FILTER_CATEGORIES,
  FILTER_TABS,
  FILTER_WIZARD_LAST_CATEGORY_ID,
  NEXT,
  SAVE,
  SAVE_AND_CONTINUE,
} from '@sift/contracts';
import {
  allCategoryFiltersStatus,
  buildCategoryTree,
  categoryFiltersChanged,
  normalizeCategoryFilters,
  toggleAllCategoryFilters,
  type CategoryFilterMap,
} from '@sift/filter-engine';
import { Button, Tabs } from '@sift/ui';
import { CategoryFilterList } from '../category-filter-list/category-filter-list';
import { FilterToggle } from '../filter-toggle/filter-toggle';

export interface DefaultFiltersEditorProps {
  /** The profile's default filters as saved (global_filters). */
  globalFilters: CategoryFilterMap;
  /** The account's parental controls (user.required_filters): shown locked. */
  requiredFilters?: CategoryFilterMap | null;
  /** A category to open first (editCategory): its tab is chosen and its checkbox focused. */
  initialCategoryId?: number | null;
  /** Saves the new map; called only when something changed. Rejecting keeps the editor open with the choices. */
  onSave: (globalFilters: Record<string, boolean>) => Promise<void>;
  /** After a save, after Cancel, or after Save with nothing changed. */
  onClose: () => void;
}

const tree = buildCategoryTree(FILTER_CATEGORIES);

/** The tab (top-level category) a category belongs to. */
function tabOf(categoryId: number | null | undefined): number {
  if (categoryId === null || categoryId === undefined || !tree.byId.has(categoryId)) return FILTER_TABS[0].id;
  const ancestors = tree.ancestorsOf(categoryId);
  return ancestors.length ? ancestors[ancestors.length - 1] : categoryId;
}

/**
 * The default-filter wizard (001 §2 /default-filters, §4): category tabs in order, Next to the following tab and
 * 'Save & Continue' on the last (id 5); toggling a category sets its descendants; the All toggle; parental controls
 * locked; Save only when something changed (else it just closes); a second Save while one runs is ignored.
 */
export function DefaultFiltersEditor({ globalFilters, requiredFilters, initialCategoryId, onSave, onClose }: DefaultFiltersEditorProps) {
  const original = useMemo(() => normalizeCategoryFilters(tree, globalFilters), [globalFilters]);
  const [map, setMap] = useState<Record<string, boolean>>(original);
  const [tab, setTab] = useState(() => String(tabOf(initialCategoryId)));
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (initialCategoryId) root.current?.querySelector<HTMLInputElement>(`#fui-category-${initialCategoryId}`)?.focus();
  }, [initialCategoryId]);

  async function save() {
    if (savingRef.current) return;
    if (!categoryFiltersChanged(tree, original, map)) {
      onClose();
      return;
    }
    savingRef.current = true;
    setSaving(true);
    try {
      await onSave(map);
      onClose();
    } catch {
      // 001 §8: 'Default filter save failure: ignored silently' (issue 22): no message. Nothing is lost: the editor
      // stays open on the viewer's choices, and Save can be pressed again.
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  const index = FILTER_TABS.findIndex((t) => String(t.id) === tab);
  const last = FILTER_TABS[index]?.id === FILTER_WIZARD_LAST_CATEGORY_ID;
  return (
    <div className="fui-editor" ref={root}>
      <div className="fui-editor__actions">
        <Button variant="secondary" onClick={onClose}>
          {CANCEL}
        </Button>
        <Button onClick={() => void save()} disabled={saving}>
          {SAVE}
        </Button>
      </div>
      <FilterToggle
        id="fui-all"
        level="all"
        label={ALL_FILTERS}
        status={allCategoryFiltersStatus(tree, map, requiredFilters)}
        onToggle={() => setMap(toggleAllCategoryFilters(tree, map, requiredFilters))}
      />
      <Tabs
        label="Filter categories"
        value={tab}
        onValueChange={setTab}
        items={FILTER_TABS.map((t) => ({
          value: String(t.id),
          label: t.title,
          content: (
            <CategoryFilterList tree={tree} rootId={t.id} map={map} required={requiredFilters} onChange={setMap} highlightId={initialCategoryId} />
          ),
        }))}
      />
      <div className="fui-editor__next">
        <Button
          onClick={() => (last ? void save() : setTab(String(FILTER_TABS[index + 1].id)))}
          disabled={last && saving}
        >
          {last ? SAVE_AND_CONTINUE : NEXT}
        </Button>
      </div>
    </div>
  );
}
