import { useNavigate } from 'react-router';
import { href } from '@sift/app-kit';
import { Button } from '@sift/ui';
import { ServicesPicker, useCatalogChoice } from '../services-picker/services-picker';
import { readWizardChoices, writeWizardChoices } from './wizard-choices';

/** The wizard's services step (002 §2.1): the choices are kept for the account, with the services step done. */
export function ServicesStep() {
  const navigate = useNavigate();
  const choice = useCatalogChoice(() => readWizardChoices().catalogIds);

  const next = () => {
    writeWizardChoices({ catalogIds: [...choice.chosen], servicesDone: true });
    void navigate(href('wizardDevicesV2'));
  };

  return (
    <div className="mb-step">
      <p className="mb-lede">Pick the streaming services you have. Sift filters what you watch on them.</p>
      <ServicesPicker choice={choice} addOns="apart" />
      <Button size="lg" onClick={next} disabled={!choice.lists}>
        Continue
      </Button>
    </div>
  );
}
