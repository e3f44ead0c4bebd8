import { useState } from 'react';
import { SETUP_CONTINUE, SETUP_SELECT_SERVICES_LEDE, UNFILTERABLE_SERVICES_NOTE } from '@sift/contracts';
import { useActiveProfile } from '@sift/app-kit';
import { Alert, Button, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { ChoiceTile } from '../wizard/choice-tile';
import { useCatalogChoice } from '../wizard/services-step';
import { writeSetupChoices } from './setup-choices';
import { useProfileUpdate, useSetupNext } from './use-setup';

/** Select services (002 §2.2: v3 and v4 'services'): the catalogs the family has, kept as the profile's selected_catalogs. */
export function SelectServices() {
  const profile = useActiveProfile();
  const update = useProfileUpdate();
  const next = useSetupNext();
  const { lists, failed, chosen, toggle } = useCatalogChoice(() => profile?.selected_catalogs.filter((id) => id > 0) ?? []);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    writeSetupChoices({ catalogIds: [...chosen] });
    await update({ selected_catalogs: [...chosen] });
    next();
  };
  return (
    <div className="mb-step">
      <p className="mb-lede">{SETUP_SELECT_SERVICES_LEDE}</p>
      {failed && <Alert tone="error">{failed}</Alert>}
      {!lists && !failed && (
        <SkeletonGroup>
          <TextSkeleton lines={4} />
        </SkeletonGroup>
      )}
      {lists && (
        <fieldset className="mb-tiles">
          <legend className="mb-tiles__legend">Streaming services</legend>
          {[...lists.main, ...lists.addOns].map((catalog) => (
            <ChoiceTile key={catalog.id} label={catalog.title} imageUrl={catalog.logo_url} checked={chosen.has(catalog.id)} onToggle={() => toggle(catalog.id)} />
          ))}
        </fieldset>
      )}
      <p className="mb-note">{UNFILTERABLE_SERVICES_NOTE}</p>
      <Button size="lg" onClick={() => void save()} disabled={!lists || saving}>
        {SETUP_CONTINUE}
      </Button>
    </div>
  );
}
