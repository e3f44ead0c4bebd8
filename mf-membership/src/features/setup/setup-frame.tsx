import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SETUP_STEPS, SETUP_WELCOME } from '@sift/contracts';
import { href, signOut } from '@sift/app-kit';
import { Button, PageFrame, usePageRoute, WizardHeader } from '@sift/ui';
import { SetupSuccess } from './setup-success';
import { SetupFinishContext } from './use-setup';

/**
 * A setup wizard page (002 §2.2): the UI kit's wizard header with the step over 6 and Sign Out, the page, and at the
 * end of a flow the success screen in its place.
 */
export function SetupFrame({ title, children }: { title?: string; children: ReactNode }) {
  const def = usePageRoute();
  const navigate = useNavigate();
  const [finished, setFinished] = useState(false);
  return (
    <PageFrame
      title={finished ? SETUP_WELCOME : title}
      className="mb-wizard mb-setup"
      wizardHeader={
        <WizardHeader
          wizard="setup"
          step={finished ? SETUP_STEPS : (def.step ?? 1)}
          authLink={
            <Button variant="link" onClick={() => void signOut().then(() => navigate(href('landing')))}>
              Sign Out
            </Button>
          }
          onBack={() => void navigate(-1)}
        />
      }
    >
      <SetupFinishContext.Provider value={() => setFinished(true)}>{finished ? <SetupSuccess /> : children}</SetupFinishContext.Provider>
    </PageFrame>
  );
}
