import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
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
  passwordText,
  signupRequest,
  SOCIAL_LOGIN_FALLBACK,
  socialProvider,
  SUPPORT_ARTICLE_LOGIN_URL,
} from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Form, FormAlert, FormField, FormSubmit, ruleIssues, Spinner } from '@sift/ui';
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
type Errors = Partial<Record<keyof Fields, string[]>>;

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

/** The sign-up form's schema: the API's bounds for each field (signupRequest), then the rules of 002 §5. */
export function signupSchema(variant: SignupVariant) {
  return z
    .object({
      email: signupRequest.shape.email,
      emailConfirm: z.string(),
      password: passwordText(),
      passwordConfirm: z.string(),
    })
    .check(z.superRefine(ruleIssues((fields) => signupErrors(fields, variant))));
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
  const schema = useMemo(() => signupSchema(variant), [variant]);
  const [socialError, setSocialError] = useState<string | null>(null);
  const finishingSocial = useSocialReturn(setSocialError);

  useEffect(() => reportExposure(variant), [variant]);

  async function signUp(fields: Fields) {
    const email = fields.email.trim();
    const result = await api().users.signup({ email, password: fields.password, confirmation_required: true, ...signupExtras() });
    if ('confirmation_pending' in result) {
      setPendingSignup({ email, password: fields.password });
      await navigate(href('membershipConfirmEmail'));
      return;
    }
    await navigate(await continueAfterSignup(result.token));
  }

  if (finishingSocial) {
    return (
      <div className="mb-center">
        <Spinner label="Signing you in" />
      </div>
    );
  }

  return (
    <Form
      className="auth-form card mb-form"
      aria-label="Sign up"
      data-variant={variant}
      schema={schema}
      defaultValues={{ email: params.get('email') ?? '', emailConfirm: '', password: '', passwordConfirm: '' }}
      initialError={socialError}
      onSubmit={signUp}
    >
      <FormField name="email" label="Email" type="email" autoComplete="email" />
      {variant === 'double' && <FormField name="emailConfirm" label="Confirm email" type="email" autoComplete="email" />}
      <FormField name="password" label="Password" type="password" autoComplete="new-password" hint="At least 8 characters." />
      <FormField name="passwordConfirm" label="Confirm password" type="password" autoComplete="new-password" />
      <FormAlert action={(error) => (error.status === 403 ? <a href={SUPPORT_ARTICLE_LOGIN_URL}>{LOGIN_HELP_LINK}</a> : undefined)} />
      <FormSubmit size="lg" pendingLabel="Creating your account…">
        Create Account
      </FormSubmit>
      <p className="mb-divider">or</p>
      <SocialButtons redirect={href('membershipSignup')} />
      <p>
        Already a member? <Link to={href('membershipLogin')}>Log in</Link>
      </p>
      <p className="mb-fineprint">
        By signing up you agree to the <Link to={href('terms')}>Terms of Use</Link> and the <Link to={href('privacy')}>Privacy Policy</Link>.
      </p>
    </Form>
  );
}
