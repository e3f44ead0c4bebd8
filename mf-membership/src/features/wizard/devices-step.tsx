import { useNavigate } from 'react-router';
import { DEVICES_ADS_WARNING, WIZARD_DEVICES } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Button } from '@sift/ui';
import { ChoiceTile } from './choice-tile';
import { readWizardChoices, writeWizardChoices } from './wizard-choices';
import { useChoiceSet } from './use-choice-set';

/** Devices step (002 §2.1): TV, casting, phone or tablet, computer (Chrome, Firefox, Edge), with the ads warning. */
export function DevicesStep() {
  const navigate = useNavigate();
  const { chosen, toggle } = useChoiceSet(() => readWizardChoices().devices);
  return (
    <div className="mb-step">
      <p className="mb-lede">Where does your family watch?</p>
      <fieldset className="mb-tiles">
        <legend className="mb-tiles__legend">Devices</legend>
        {WIZARD_DEVICES.map((device) => (
          <ChoiceTile key={device.id} label={device.label} description={device.description} checked={chosen.has(device.id)} onToggle={() => toggle(device.id)} />
        ))}
      </fieldset>
      <Alert tone="warning">{DEVICES_ADS_WARNING}</Alert>
      <Button
        size="lg"
        onClick={() => {
          writeWizardChoices({ devices: [...chosen], devicesDone: true });
          void navigate(href('wizardMiniFiltersV2'));
        }}
      >
        Continue
      </Button>
    </div>
  );
}
