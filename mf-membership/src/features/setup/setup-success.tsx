import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SETUP_WELCOME_STEPS, START_FILTERING } from '@sift/contracts';
import { href, refreshUser } from '@sift/app-kit';
import { Button } from '@sift/ui';
import { api } from '../../api';

/**
 * The setup's success screen (002 §2.2): 'Welcome' (the page's heading, SetupFrame) with two steps. Start Filtering marks the member onboarded
 * (002 §4) and goes to Browse; the flag's errors do not keep the member here.
 */
export function SetupSuccess() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    await api().users.updateFlags({ event: 'start_filtering' }).catch(() => undefined);
    await refreshUser().catch(() => undefined);
    void navigate(href('browse'));
  };
  return (
    <section className="mb-step mb-setup-success" aria-label="Next steps">
      <ol className="mb-setup-steps">
        {SETUP_WELCOME_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button size="lg" onClick={() => void start()} disabled={busy}>
        {START_FILTERING}
      </Button>
    </section>
  );
}
