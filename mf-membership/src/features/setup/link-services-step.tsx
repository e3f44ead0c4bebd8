import { useState } from 'react';
import { Link } from 'react-router';
import { SETUP_CONTINUE, SETUP_LINK_SERVICES_LEDE } from '@sift/contracts';
import { href, useUser } from '@sift/app-kit';
import { LinkServicesPanel } from '@sift/linking-ui';
import { Button } from '@sift/ui';
import { api } from '../../api';
import { readSetupChoices } from './setup-choices';
import { useSetupNext } from './use-setup';

const reads = {
  streamingServices: () => api().catalogue.streamingServices(),
  credentials: () => api().linking.credentials(),
  catalogAccesses: () => api().linking.catalogAccesses(),
};

/**
 * Link streaming services inside setup (002 §2.2: v2 'services', v4 'connections'), the same list and dialogs as
 * /services. `onlyChosen`: just the services picked on the step before (v4). Continue marks the services step done,
 * and the server sets the onboarding flag by the rule of 002 §4 for this browser.
 */
export function LinkServicesStep({ onlyChosen = false }: { onlyChosen?: boolean }) {
  const user = useUser();
  const next = useSetupNext();
  const [busy, setBusy] = useState(false);
  const chosen = readSetupChoices().catalogIds;

  const done = async () => {
    setBusy(true);
    await api().users.updateFlags({ event: 'services_step_done' }).catch(() => undefined);
    next();
  };

  return (
    <div className="mb-step">
      <p className="mb-lede">{SETUP_LINK_SERVICES_LEDE}</p>
      <LinkServicesPanel
        subscribed={Boolean(user?.subscription?.subscription_is_active)}
        reads={reads}
        calls={api().linking}
        select={(services) => services.filter((s) => !onlyChosen || !chosen.length || s.catalogs.some((c) => chosen.includes(c.id)))}
        subscribeAction={
          <Button asChild>
            <Link to={href('membershipPlan')}>Subscribe</Link>
          </Button>
        }
      />
      <Button size="lg" onClick={() => void done()} disabled={busy}>
        {SETUP_CONTINUE}
      </Button>
    </div>
  );
}
