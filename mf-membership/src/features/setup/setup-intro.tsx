import { useNavigate } from 'react-router';
import { GET_STARTED, SETUP_INTRO_LEDE, SETUP_INTRO_STEPS } from '@sift/contracts';
import { href, useActiveProfile } from '@sift/app-kit';
import { Button } from '@sift/ui';
import { afterIntro } from './setup-flow';
import { useSetupNext } from './use-setup';

/**
 * /setup/intro (002 §2.2): the four steps (default filters, devices, link services, watch). It goes on to the review
 * when any of the profile's global filters is already on, else to choosing filters (002 §4). /setup/v4/intro is v4's.
 */
export function SetupIntro({ flow = 'v2' }: { flow?: 'v2' | 'v4' }) {
  const profile = useActiveProfile();
  const navigate = useNavigate();
  const next = useSetupNext();
  return (
    <div className="mb-step">
      <p className="mb-lede">{SETUP_INTRO_LEDE}</p>
      <ol className="mb-setup-steps">
        {SETUP_INTRO_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button size="lg" onClick={() => (flow === 'v4' ? next() : void navigate(href(afterIntro(profile?.global_filters ?? {}))))}>
        {GET_STARTED}
      </Button>
    </div>
  );
}
