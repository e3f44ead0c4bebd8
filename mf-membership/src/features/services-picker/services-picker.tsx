import { useEffect, useMemo, useState } from 'react';
import {
  AMAZON_CHANNEL_SLUG_PART,
  UNFILTERABLE_SERVICES_NOTE,
  WIZARD_EXCLUDED_CATALOG_SLUGS,
  type Catalog,
  type StreamingService,
} from '@sift/contracts';
import { Alert, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { ChoiceTile } from '../wizard/choice-tile';
import { useChoiceSet } from '../wizard/use-choice-set';

/**
 * The services to choose from (002 §2.1): services in linking order without the product's own, the Amazon store and
 * Freevee; Prime Video's add-on channels in a list of their own.
 */
export function wizardCatalogs(services: readonly StreamingService[]): { main: Catalog[]; addOns: Catalog[] } {
  const excluded = new Set<string>(WIZARD_EXCLUDED_CATALOG_SLUGS);
  const all = [...services]
    .sort((a, b) => a.display_order_linking - b.display_order_linking)
    .flatMap((service) => [...service.catalogs].sort((a, b) => a.display_order - b.display_order))
    .filter((catalog) => !excluded.has(catalog.slug));
  return {
    main: all.filter((c) => !c.slug.includes(AMAZON_CHANNEL_SLUG_PART)),
    addOns: all.filter((c) => c.slug.includes(AMAZON_CHANNEL_SLUG_PART)),
  };
}

/** The catalogs to choose from (wizardCatalogs of the streaming services) and the chosen ones, starting from `initial`. */
export function useCatalogChoice(initial: () => Iterable<number>) {
  const [services, setServices] = useState<StreamingService[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { chosen, toggle } = useChoiceSet(initial);
  useEffect(() => {
    api()
      .catalogue.streamingServices()
      .then(setServices)
      .catch((error: Error) => setFailed(error.message));
  }, []);
  const lists = useMemo(() => (services ? wizardCatalogs(services) : null), [services]);
  return { lists, failed, chosen, toggle };
}

export type CatalogChoice = ReturnType<typeof useCatalogChoice>;

export interface ServicesPickerProps {
  choice: CatalogChoice;
  /**
   * 'apart': Prime Video's add-on channels in a group of their own, by channel name (the sign-up wizard);
   * 'together': one group of every catalog by title (the setup's select-services step).
   */
  addOns: 'apart' | 'together';
}

/**
 * The one services picker of the sign-up wizard and the setup (002 §2.1, §2.2): the streaming services as tiles to
 * tick, a skeleton while they load, the error when they cannot, and the note on services Sift cannot filter.
 */
export function ServicesPicker({ choice: { lists, failed, chosen, toggle }, addOns }: ServicesPickerProps) {
  const tile = (catalog: Catalog, label: string) => (
    <ChoiceTile key={catalog.id} label={label} imageUrl={catalog.logo_url} checked={chosen.has(catalog.id)} onToggle={() => toggle(catalog.id)} />
  );
  return (
    <>
      {failed && <Alert tone="error">{failed}</Alert>}
      {!lists && !failed && (
        <SkeletonGroup>
          <TextSkeleton lines={4} />
        </SkeletonGroup>
      )}
      {lists && (
        <>
          <fieldset className="mb-tiles">
            <legend className="mb-tiles__legend">Streaming services</legend>
            {(addOns === 'together' ? [...lists.main, ...lists.addOns] : lists.main).map((catalog) => tile(catalog, catalog.title))}
          </fieldset>
          {addOns === 'apart' && lists.addOns.length > 0 && (
            <fieldset className="mb-tiles">
              <legend className="mb-tiles__legend">Prime Video add-on channels</legend>
              {lists.addOns.map((catalog) => tile(catalog, catalog.name))}
            </fieldset>
          )}
        </>
      )}
      <p className="mb-note">{UNFILTERABLE_SERVICES_NOTE}</p>
    </>
  );
}
