import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { authRequest, INVALID_EMAIL, isValidEmail, LOGIN_HELP_LINK, PROVIDE_PASSWORD, SUPPORT_ARTICLE_LOGIN_URL, type User } from '@sift/contracts';
import { href, signIn, siftStore, userAtom, useUser } from '@sift/app-kit';
import { Form, FormAlert, FormField, FormSubmit } from '@sift/ui';
import { api } from '../../api';
import { saveWizardChoices } from '../wizard/save-wizard-choices';
import { nextMembershipStep } from './after-signup';

/** The membership login checks before sending: a valid e-mail and a password (002 §5), within the API's bounds. */
export const membershipLoginSchema = z.object({
  email: authRequest.shape.username.check(z.trim(), z.refine(isValidEmail, INVALID_EMAIL)),
  password: authRequest.shape.password.check(z.minLength(1, PROVIDE_PASSWORD)),
});

/**
 * Membership login (002 §2.1, 000 §4.2): after login the plans, or payment for a selected plan, or /browse when the
 * subscription is already active. A signed-in user opening it goes to /membership/plan.
 */
export function MembershipLoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  const [justSignedIn, setJustSignedIn] = useState(false);

  if (user && !justSignedIn) return <Navigate to={href('membershipPlan')} replace />;

  async function logIn({ email, password }: z.output<typeof membershipLoginSchema>) {
    const result = await api().auth.login({ username: email, password });
    setJustSignedIn(true);
    try {
      await signIn(result.token);
      const signedIn = siftStore.get(userAtom) as User;
      await saveWizardChoices(signedIn);
      await navigate(nextMembershipStep(signedIn), { replace: true });
    } catch (failure) {
      setJustSignedIn(false);
      throw failure;
    }
  }

  return (
    <Form
      className="auth-form card mb-form"
      aria-label="Log in"
      schema={membershipLoginSchema}
      defaultValues={{ email: params.get('email') ?? '', password: '' }}
      serverFields={{ username: 'email' }}
      onSubmit={logIn}
    >
      <FormField name="email" label="Email" type="email" autoComplete="email" />
      <FormField name="password" label="Password" type="password" autoComplete="current-password" />
      <FormAlert action={(error) => (error.status === 403 ? <a href={SUPPORT_ARTICLE_LOGIN_URL}>{LOGIN_HELP_LINK}</a> : undefined)} />
      <FormSubmit size="lg" pendingLabel="Logging in…">
        Log In
      </FormSubmit>
      <p>
        <Link to={href('passwordRequest')}>Forgot your password?</Link> · <Link to={href('membershipSignup')}>Create an account</Link>
      </p>
    </Form>
  );
}
