import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserSupport, REGISTRABLE_TV_DEVICE_IDS, SETUP_CONTINUE, SETUP_DEVICE_CHOICES, SETUP_DEVICES_LEDE, SETUP_REGISTER_TV, setupCannotLinkHere, TV_DEVICE_KINDS } from '@sift/contracts';
import { href, useActiveProfile } from '@sift/app-kit';
import { Alert, Button } from '@sift/ui';
import { ChoiceTile } from '../wizard/choice-tile';
import type { SetupRoute } from './setup-flow';
import { useProfileUpdate, useSetupNext } from './use-setup';
import { useChoiceSet } from '../wizard/use-choice-set';

const registrable = TV_DEVICE_KINDS.filter((k) => (REGISTRABLE_TV_DEVICE_IDS as readonly string[]).includes(k.id));

/**
 * Select devices (002 §2.2): TV, computer, phone or tablet, kept as the profile's selected_devices. With a TV, its
 * registration is offered (the choices are saved before going there, so they are not lost); on a device or browser
 * that cannot link services, a message says where to do it (002 §5).
 */
export function SelectDevices() {
  const profile = useActiveProfile();
  const update = useProfileUpdate();
  const next = useSetupNext();
  const navigate = useNavigate();
  const { chosen, toggle } = useChoiceSet(() => profile?.selected_devices.filter((d) => SETUP_DEVICE_CHOICES.some((c) => c.id === d)) ?? []);
  const [saving, setSaving] = useState(false);
  const support = browserSupport(navigator.userAgent);
  const save = async (to?: SetupRoute, params?: Record<string, string>) => {
    setSaving(true);
    await update({ selected_devices: [...chosen] });
    if (to) void navigate(href(to, params));
    else next();
  };
  return (
    <div className="mb-step">
      <p className="mb-lede">{SETUP_DEVICES_LEDE}</p>
      {support !== 'supported-desktop' && <Alert tone="warning">{setupCannotLinkHere(support)}</Alert>}
      <fieldset className="mb-tiles">
        <legend className="mb-tiles__legend">Devices</legend>
        {SETUP_DEVICE_CHOICES.map((device) => (
          <ChoiceTile key={device.id} label={device.label} description={device.description} checked={chosen.has(device.id)} onToggle={() => toggle(device.id)} />
        ))}
      </fieldset>
      {chosen.has('tv') && (
        <section className="mb-setup-tv" aria-labelledby="mb-register-tv">
          <h2 id="mb-register-tv" className="mb-section-title">
            {SETUP_REGISTER_TV}
          </h2>
          <ul className="mb-setup-tv__kinds">
            {registrable.map((kind) => (
              <li key={kind.id}>
                <Button asChild variant="secondary">
                  <Link
                    to={href('setupV2DeviceType', { type_id: kind.id })}
                    onClick={(event) => {
                      event.preventDefault();
                      if (!saving) void save('setupV2DeviceType', { type_id: kind.id });
                    }}
                  >
                    {kind.label}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button size="lg" onClick={() => void save()} disabled={saving}>
        {SETUP_CONTINUE}
      </Button>
    </div>
  );
}
