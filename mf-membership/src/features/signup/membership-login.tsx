import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@sift/api-client';
import { INVALID_EMAIL, isValidEmail, LOGIN_HELP_LINK, PROVIDE_PASSWORD, SUPPORT_ARTICLE_LOGIN_URL, type User } from '@sift/contracts';
import { href, signIn, siftStore, userAtom, useUser } from '@sift/app-kit';
import { Alert, Button, TextField } from '@sift/ui';
import { api } from '../../api';
import { saveWizardChoices } from '../wizard/save-wizard-choices';
import { nextMembershipStep } from './after-signup';

/**
 * Membership login (002 §2.1, 000 §4.2): after login the plans, or payment for a selected plan, or /browse when the
 * subscription is already active. A signed-in user opening it goes to /membership/plan.
 */
export function MembershipLoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string[]; password?: string[]; form?: string; needsHelp?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const [justSignedIn, setJustSignedIn] = useState(false);

  if (user && !justSignedIn && !busy) return <Navigate to={href('membershipPlan')} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!isValidEmail(email)) found.email = [INVALID_EMAIL];
    if (!password) found.password = [PROVIDE_PASSWORD];
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const result = await api().auth.login({ username: email.trim(), password });
      setJustSignedIn(true);
      await signIn(result.token);
      const signedIn = siftStore.get(userAtom) as User;
      await saveWizardChoices(signedIn);
      await navigate(nextMembershipStep(signedIn), { replace: true });
    } catch (failure) {
      setBusy(false);
      setJustSignedIn(false);
      if (!isApiError(failure)) return setErrors({ form: (failure as Error).message });
      const fields = failure.fieldErrors ?? {};
      setErrors({
        email: fields.username ?? fields.email,
        password: fields.password,
        form: [...(fields.non_field_errors ?? [])].join(' ') || (fields.username || fields.password ? undefined : failure.message),
        needsHelp: failure.status === 403,
      });
    }
  }

  return (
    <form className="auth-form card mb-form" onSubmit={submit} noValidate aria-label="Log in">
      <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} errors={errors.email} />
      <TextField label="Password" type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} errors={errors.password} />
      {errors.form && (
        <Alert tone="error" action={errors.needsHelp ? <a href={SUPPORT_ARTICLE_LOGIN_URL}>{LOGIN_HELP_LINK}</a> : undefined}>
          {errors.form}
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Logging in…' : 'Log In'}
      </Button>
      <p>
        <Link to={href('passwordRequest')}>Forgot your password?</Link> · <Link to={href('membershipSignup')}>Create an account</Link>
      </p>
    </form>
  );
}
