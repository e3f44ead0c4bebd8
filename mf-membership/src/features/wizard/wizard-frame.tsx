import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { href, signOut, useSession } from '@sift/app-kit';
import { Button, PageFrame, usePageRoute, WizardHeader } from '@sift/ui';

/** The auth link of the wizard header: Sign Up for visitors on the login steps, Log In otherwise, Sign Out when signed in. */
function AuthLink() {
  const session = useSession();
  const navigate = useNavigate();
  const def = usePageRoute();
  if (session.status === 'signed-in') {
    return (
      <Button variant="link" onClick={() => void signOut().then(() => navigate(href('landing')))}>
        Sign Out
      </Button>
    );
  }
  if (def?.name === 'membershipLogin') return <Link to={href('membershipEmail')}>Sign Up</Link>;
  return <Link to={href('membershipLogin')}>Log In</Link>;
}

/** A sign-up wizard page: the UI kit's wizard header (step over 13, the auth link, Back on mobile) above the page. */
export function WizardFrame({ title, children }: { title?: string; children: ReactNode }) {
  const def = usePageRoute();
  const navigate = useNavigate();
  return (
    <PageFrame
      title={title}
      className="mb-wizard"
      wizardHeader={
        <WizardHeader wizard="signup" step={def?.step ?? 1} authLink={<AuthLink />} onBack={() => void navigate(-1)} />
      }
    >
      {children}
    </PageFrame>
  );
}
