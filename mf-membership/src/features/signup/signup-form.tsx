import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@sift/api-client';
import {
  EMAIL_REQUIRED_FOR_SIGNUP,
  EMAILS_MUST_MATCH,
  INVALID_EMAIL,
  isValidEmail,
  LOGIN_HELP_LINK,
  PASSWORD_MIN_8,
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORDS_MUST_MATCH,
  SOCIAL_LOGIN_FALLBACK,
  socialProvider,
  SUPPORT_ARTICLE_LOGIN_URL,
} from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Button, Spinner, TextField } from '@sift/ui';
import { api } from '../../api';
import { SocialButtons } from '../social/social-buttons';
import { redirectUriFor } from '../social/social-login';
import { continueAfterSignup, signupExtras } from './after-signup';
import { setPendingSignup } from './pending-signup';
import { reportExposure, signupVariant, type SignupVariant } from './signup-experiment';

interface Fields {
  email: string;
  emailConfirm: string;
  password: string;
  passwordConfirm: string;
}
type Errors = Partial<Record<keyof Fields | 'form', string[]>> & { needsHelp?: boolean };

/** The rules of 002 §5 for the sign-up form, in the variant's fields; empty when valid. */
export function signupErrors(fields: Fields, variant: SignupVariant): Errors {
  const errors: Errors = {};
  const email = fields.email.trim();
  if (!email) errors.email = [EMAIL_REQUIRED_FOR_SIGNUP];
  else if (!isValidEmail(email)) errors.email = [INVALID_EMAIL];
  if (variant === 'double' && !errors.email && fields.emailConfirm.trim().toLowerCase() !== email.toLowerCase()) {
    errors.emailConfirm = [EMAILS_MUST_MATCH];
  }
  if (fields.password.length < PASSWORD_MIN_LENGTH) errors.password = [PASSWORD_MIN_8];
  if (!fields.passwordConfirm) errors.passwordConfirm = [PASSWORDS_DO_NOT_MATCH];
  else if (fields.passwordConfirm !== fields.password) errors.passwordConfirm = [PASSWORDS_MUST_MATCH];
  return errors;
}

/** Finishes a social sign-up that came back here with provider, state and code (000 §4.4, 002 §2.1). */
function useSocialReturn(onError: (message: string) => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const provider = socialProvider.safeParse(params.get('provider'));
  const code = params.get('code');
  const state = params.get('state');
  const active = provider.success && Boolean(code && state);
  const started = useRef(false);
  useEffect(() => {
    if (!active || started.current || !provider.success) return;
    started.current = true;
    api()
      .socialLogin.login(provider.data, {
        code: code!,
        state: state!,
        iss: params.get('iss') ?? undefined,
        redirect_uri: redirectUriFor(provider.data),
        anon_stats_id: api().session.browserId(),
        ...signupExtras(),
      })
      .then(async (result) => navigate(await continueAfterSignup(result.token), { replace: true }))
      .catch((error: Error) => {
        onError(error.message || SOCIAL_LOGIN_FALLBACK);
        void navigate(href('membershipSignup'), { replace: true });
      });
    // Once per arrival with a code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
  return active;
}

/**
 * Membership sign-up (002 §2.1, §5): e-mail and password (the 'double' variant confirms the e-mail too), links to
 * login, terms and privacy, and social sign-up. A 202 (code mailed) goes to the code step; a 201 is signed in.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const variant = useMemo(() => signupVariant(), []);
  const [fields, setFields] = useState<Fields>({ email: params.get('email') ?? '', emailConfirm: '', password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const finishingSocial = useSocialReturn((message) => setErrors({ form: [message] }));

  useEffect(() => reportExposure(variant), [variant]);
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = signupErrors(fields, variant);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const email = fields.email.trim();
    try {
      const result = await api().users.signup({ email, password: fields.password, confirmation_required: true, ...signupExtras() });
      if ('confirmation_pending' in result) {
        setPendingSignup({ email, password: fields.password });
        await navigate(href('membershipConfirmEmail'));
        return;
      }
      await navigate(await continueAfterSignup(result.token));
    } catch (failure) {
      setBusy(false);
      const server = isApiError(failure) ? (failure.fieldErrors ?? {}) : {};
      setErrors({
        email: server.email,
        password: server.password,
        form: server.email || server.password ? undefined : [(failure as Error).message],
        needsHelp: isApiError(failure) && failure.status === 403,
      });
    }
  }

  if (finishingSocial) {
    return (
      <div className="mb-center">
        <Spinner label="Signing you in" />
      </div>
    );
  }

  return (
    <form className="auth-form card mb-form" onSubmit={submit} noValidate aria-label="Sign up" data-variant={variant}>
      <TextField label="Email" type="email" name="email" autoComplete="email" value={fields.email} onChange={set('email')} errors={errors.email} />
      {variant === 'double' && (
        <TextField label="Confirm email" type="email" name="email-confirm" autoComplete="email" value={fields.emailConfirm} onChange={set('emailConfirm')} errors={errors.emailConfirm} />
      )}
      <TextField label="Password" type="password" name="password" autoComplete="new-password" value={fields.password} onChange={set('password')} errors={errors.password} hint="At least 8 characters." />
      <TextField label="Confirm password" type="password" name="password-confirm" autoComplete="new-password" value={fields.passwordConfirm} onChange={set('passwordConfirm')} errors={errors.passwordConfirm} />
      {errors.form && (
        <Alert tone="error" action={errors.needsHelp ? <a href={SUPPORT_ARTICLE_LOGIN_URL}>{LOGIN_HELP_LINK}</a> : undefined}>
          {errors.form.join(' ')}
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Creating your account…' : 'Create Account'}
      </Button>
      <p className="mb-divider">or</p>
      <SocialButtons redirect={href('membershipSignup')} />
      <p>
        Already a member? <Link to={href('membershipLogin')}>Log in</Link>
      </p>
      <p className="mb-fineprint">
        By signing up you agree to the <Link to={href('terms')}>Terms of Use</Link> and the <Link to={href('privacy')}>Privacy Policy</Link>.
      </p>
    </form>
  );
}
