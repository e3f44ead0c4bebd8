import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { href, useUser } from '@sift/app-kit';
import { Button } from '@sift/ui';
import { api } from '../../api';

/** 'Welcome, Fam!' (002 §2.1): the membership is active; Continue starts setup at /setup/intro. */
export function SuccessPanel() {
  const user = useUser();
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  useEffect(() => {
    // Errors are swallowed (002 §7): the line about the receipt is only a nicety.
    api()
      .membership.emailConfirmation()
      .then((detail) => detail.is_confirmed && setConfirmedEmail(detail.email))
      .catch(() => undefined);
  }, []);
  const active = user?.subscription?.subscription_is_active;
  return (
    <div className="card mb-form mb-success">
      <p className="mb-lede">{active ? 'Your membership is active. Next, set up Sift for your family: it takes about 10 minutes.' : 'Your account is ready.'}</p>
      {confirmedEmail && <p>Your account e-mail {confirmedEmail} is confirmed.</p>}
      <Button asChild size="lg">
        <Link to={href('setupIntro')}>Continue</Link>
      </Button>
    </div>
  );
}
