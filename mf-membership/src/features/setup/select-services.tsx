import { useState } from 'react';
import { SETUP_CONTINUE, SETUP_SELECT_SERVICES_LEDE } from '@sift/contracts';
import { useActiveProfile } from '@sift/app-kit';
import { Button } from '@sift/ui';
import { ServicesPicker, useCatalogChoice } from '../services-picker/services-picker';
import { writeSetupChoices } from './setup-choices';
import { useProfileUpdate, useSetupNext } from './use-setup';

/** Select services (002 §2.2: v3 and v4 'services'): the catalogs the family has, kept as the profile's selected_catalogs. */
export function SelectServices() {
  const profile = useActiveProfile();
  const update = useProfileUpdate();
  const next = useSetupNext();
  const choice = useCatalogChoice(() => profile?.selected_catalogs.filter((id) => id > 0) ?? []);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    writeSetupChoices({ catalogIds: [...choice.chosen] });
    await update({ selected_catalogs: [...choice.chosen] });
    next();
  };
  return (
    <div className="mb-step">
      <p className="mb-lede">{SETUP_SELECT_SERVICES_LEDE}</p>
      <ServicesPicker choice={choice} addOns="together" />
      <Button size="lg" onClick={() => void save()} disabled={!choice.lists || saving}>
        {SETUP_CONTINUE}
      </Button>
    </div>
  );
}
