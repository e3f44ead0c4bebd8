import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@sift/api-client';
import { EMAIL_REQUIRED_FOR_SIGNUP, INVALID_EMAIL, isValidEmail } from '@sift/contracts';
import { href, useUser } from '@sift/app-kit';
import { Alert, Button, TextField } from '@sift/ui';
import { api } from '../../api';
import { saveWizardChoices } from '../wizard/save-wizard-choices';
import { rememberSelectedPlan } from '../wizard/wizard-choices';
import { nextMembershipStep } from './after-signup';

/**
 * The e-mail step (002 §2.1, §4): the address is checked with account-initial-action: 'reonboard' goes to the
 * membership login, no action (an onboarded account) to the login page, anything else on to sign-up. Signed-in
 * users skip ahead. A plan chosen on the landing page (`selected_plan_id`) is remembered for the payment step.
 */
export function EmailStep() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    rememberSelectedPlan(params.get('selected_plan_id'));
    if (user) {
      void saveWizardChoices(user).then(() => navigate(nextMembershipStep(user), { replace: true }));
    }
    // Once on arrival: a signed-in user skips ahead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(EMAIL_REQUIRED_FOR_SIGNUP);
    if (!isValidEmail(value)) return setError(INVALID_EMAIL);
    setError(null);
    setFormError(null);
    setBusy(true);
    try {
      const { action } = await api().users.initialAction(value);
      if (action === 'reonboard') await navigate(href('membershipLogin', undefined, { email: value }));
      else if (action === null) await navigate(href('login', { emailAs: value }));
      else await navigate(href('membershipSignup', undefined, { email: value }));
    } catch (failure) {
      setBusy(false);
      const fields = isApiError(failure) ? failure.fieldErrors : undefined;
      if (fields?.email) setError(fields.email[0]);
      else setFormError((failure as Error).message);
    }
  }

  return (
    <form className="auth-form card mb-form" onSubmit={submit} noValidate aria-label="Your e-mail">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={error ? [error] : undefined}
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </Button>
      <p className="mb-fineprint">
        By continuing you agree to the <Link to={href('terms')}>Terms of Use</Link> and the <Link to={href('privacy')}>Privacy Policy</Link>.
      </p>
    </form>
  );
}

