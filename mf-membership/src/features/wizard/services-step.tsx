import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AMAZON_CHANNEL_SLUG_PART,
  UNFILTERABLE_SERVICES_NOTE,
  WIZARD_EXCLUDED_CATALOG_SLUGS,
  type Catalog,
  type StreamingService,
} from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Button, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { ChoiceTile } from './choice-tile';
import { readWizardChoices, writeWizardChoices } from './wizard-choices';

/**
 * The services step's lists (002 §2.1): services in linking order without the product's own, the Amazon store and
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

/**
 * The catalogs to choose from (wizardCatalogs of the streaming services) and the chosen ones, starting from
 * `initial`: what the services step and the setup's select-services step share.
 */
export function useCatalogChoice(initial: () => Iterable<number>) {
  const [services, setServices] = useState<StreamingService[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(initial()));
  useEffect(() => {
    api()
      .catalogue.streamingServices()
      .then(setServices)
      .catch((error: Error) => setFailed(error.message));
  }, []);
  const lists = useMemo(() => (services ? wizardCatalogs(services) : null), [services]);
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { lists, failed, chosen, toggle };
}

export function ServicesStep() {
  const navigate = useNavigate();
  const { lists, failed, chosen, toggle } = useCatalogChoice(() => readWizardChoices().catalogIds);

  const next = () => {
    writeWizardChoices({ catalogIds: [...chosen], servicesDone: true });
    void navigate(href('wizardDevicesV2'));
  };

  return (
    <div className="mb-step">
      <p className="mb-lede">Pick the streaming services you have. Sift filters what you watch on them.</p>
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
            {lists.main.map((catalog) => (
              <ChoiceTile key={catalog.id} label={catalog.title} imageUrl={catalog.logo_url} checked={chosen.has(catalog.id)} onToggle={() => toggle(catalog.id)} />
            ))}
          </fieldset>
          {lists.addOns.length > 0 && (
            <fieldset className="mb-tiles">
              <legend className="mb-tiles__legend">Prime Video add-on channels</legend>
              {lists.addOns.map((catalog) => (
                <ChoiceTile key={catalog.id} label={catalog.name} imageUrl={catalog.logo_url} checked={chosen.has(catalog.id)} onToggle={() => toggle(catalog.id)} />
              ))}
            </fieldset>
          )}
        </>
      )}
      <p className="mb-note">{UNFILTERABLE_SERVICES_NOTE}</p>
      <Button size="lg" onClick={next} disabled={!lists}>
        Continue
      </Button>
    </div>
  );
}
