import { useState } from 'react';
import { SEE_CONTENT_FROM, type Catalog, type CatalogGroup } from '@sift/contracts';
import { Alert, Button, Dialog } from '@sift/ui';
import { isAll, normaliseSelection, sameSelection, type CatalogSelection } from './catalog-selection';

export interface ServiceOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: readonly CatalogGroup[];
  selection: CatalogSelection;
}

function CatalogToggle({ catalog, on, onToggle }: { catalog: Catalog; on: boolean; onToggle: () => void }) {
  return (
    <li>
      <button type="button" className="discovery-catalog-toggle" aria-pressed={on} onClick={onToggle}>
        <img src={catalog.logo_url} alt="" width={48} height={48} loading="lazy" />
        <span>{catalog.title}</span>
      </button>
    </li>
  );
}

/**
 * 'See Content From...' (001 §2): the catalogs grouped, an All choice (-1), and the choice saved when the overlay
 * closes. Choosing every catalog is the same as All.
 */
export function ServiceOverlay({ open, onOpenChange, groups, selection }: ServiceOverlayProps) {
  const allIds = groups.flatMap((g) => g.catalogs.map((c) => c.id));
  const [draft, setDraft] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = draft ?? selection.selected;
  const all = isAll(current);

  const toggle = (id: number) => {
    const base = all ? [] : current;
    const next = base.includes(id) ? base.filter((x) => x !== id) : [...base, id];
    setDraft(normaliseSelection(next, allIds));
    setError(null);
  };

  const close = async (nextOpen: boolean) => {
    if (nextOpen) {
      setDraft(null);
      onOpenChange(true);
      return;
    }
    const chosen = normaliseSelection(current, allIds);
    if (!sameSelection(chosen, selection.selected)) {
      try {
        await selection.save(chosen);
      } catch {
        // Keep the overlay and the viewer's choice; say why.
        setError('Your choice could not be saved. Please try again.');
        return;
      }
    }
    setDraft(null);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => void close(next)}
      title={SEE_CONTENT_FROM}
      description="Choose the services you have: rows and search show what you can watch there."
      size="lg"
      footer={
        <Button onClick={() => void close(false)} data-testid="service-overlay-done">
          Done
        </Button>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="discovery-catalog-toggles" aria-label="All services">
        <li>
          <button type="button" className="discovery-catalog-toggle" aria-pressed={all} onClick={() => setDraft([-1])}>
            <span className="discovery-catalog-toggle__all" aria-hidden="true">All</span>
            <span>All Services</span>
          </button>
        </li>
      </ul>
      {groups.map((group) => (
        <section key={group.key} className="discovery-catalog-group" aria-label={group.title}>
          <h3 className="discovery-catalog-group__title">{group.title}</h3>
          <ul className="discovery-catalog-toggles">
            {group.catalogs.map((catalog) => (
              <CatalogToggle key={catalog.id} catalog={catalog} on={!all && current.includes(catalog.id)} onToggle={() => toggle(catalog.id)} />
            ))}
          </ul>
        </section>
      ))}
    </Dialog>
  );
}
