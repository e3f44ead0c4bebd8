import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { CANCEL, FILTER_CATEGORIES, FILTERS_SAVE_FAILED, filtersFor, SAVE, type Lineup, type Tag } from '@sift/contracts';
import { buildCategoryTree, choicesChanged, createChoices, toRefmap, type CategoryFilterMap, type Choices } from '@sift/filter-engine';
import { Alert, Button, Dialog } from '@sift/ui';
import { TitleFilters } from './title-filters';

export interface TitleFiltersDialogProps {
  /** The title the filters are for ('Filters for {title}'). */
  work: { title: string };
  /** Its tag set (GET tag-sets/{id}/). */
  tagSet: { tags: readonly Tag[] };
  /** The viewer's lineup for that tag set (GET lineups/get_or_instantiate/); null before it is loaded. */
  lineup: Pick<Lineup, 'refmap'> | null;
  /** The active profile's default filters (they decide tags the lineup has no entry for). */
  globalFilters?: CategoryFilterMap | null;
  /** The account's parental controls (user.required_filters): required tags cannot be switched off. */
  requiredFilters?: CategoryFilterMap | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Saves the lineup's new refmap (PATCH lineups/{id}/, then whatever follows: the theater re-requests its stream).
   * Called only when something changed; rejecting keeps the dialog open with the choices and says so.
   */
  onSave: (refmap: Record<string, boolean>) => Promise<void>;
  /** An element that opens the dialog (e.g. a 'Filters' button). */
  trigger?: ReactElement;
}

const tree = buildCategoryTree(FILTER_CATEGORIES);

/**
 * 'Filters for {title}' (001 §2 modals, §4 "Filters on a title"): Cancel and Save, backed by the viewer's lineup.
 * It opens on the saved choices each time, Cancel (or ×, or Escape) drops the changes, Save saves only when the set
 * of filtered tags changed, and a second Save while one runs is ignored.
 */
export function TitleFiltersDialog({ work, tagSet, lineup, globalFilters, requiredFilters, open, onOpenChange, onSave, trigger }: TitleFiltersDialogProps) {
  const original = useMemo(
    () => createChoices({ tags: tagSet.tags, tree, globalFilters, requiredFilters, refmap: lineup?.refmap }),
    [tagSet, lineup, globalFilters, requiredFilters],
  );
  const [choices, setChoices] = useState<Choices>(original);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  useEffect(() => {
    if (open) {
      setChoices(original);
      setFailed(false);
    }
  }, [open, original]);

  async function save() {
    if (savingRef.current) return;
    if (!choicesChanged(original, choices)) {
      onOpenChange(false);
      return;
    }
    savingRef.current = true;
    setSaving(true);
    setFailed(false);
    try {
      await onSave(toRefmap(choices));
      onOpenChange(false);
    } catch {
      setFailed(true);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  return (
    <Dialog
      title={filtersFor(work.title)}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      size="lg"
      className="fui-title-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {CANCEL}
          </Button>
          <Button onClick={() => void save()} disabled={saving}>
            {SAVE}
          </Button>
        </>
      }
    >
      <TitleFilters choices={choices} onChange={setChoices} />
      {failed && <Alert tone="error">{FILTERS_SAVE_FAILED}</Alert>}
    </Dialog>
  );
}
