import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LOGIN_HELP_LINK, SUPPORT_ARTICLE_LOGIN_URL } from '@sift/contracts';
import { href, loginDestination, readPromoCode, signIn, siftStore, userAtom } from '@sift/app-kit';
import { Form, FormField, FormSubmit, useFormError } from '@sift/ui';
import { api } from '../../api';
import { SocialButtons } from '../social/social-buttons';
import { SOCIAL_ERROR_STATE } from '../social/oauth-callback';
import { loginSchema, LOGIN_SERVER_FIELDS } from './login-schema';

/**
 * Login (000 §2.5, §4.2, §5, §8): /login/:emailAs pre-fills the e-mail (an older `?emailAs=` link too); both fields
 * are always sent, even empty, and the server's field errors show under each field ('Please provide a password.' is
 * the server's); a 403 (a disabled account) adds the 'Help!' link to the support article.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { emailAs } = useParams();
  const location = useLocation();
  const socialError = (location.state as Record<string, string> | null)?.[SOCIAL_ERROR_STATE];

  async function logIn({ email, password }: { email: string; password: string }) {
    const result = await api().auth.login({ username: email, password });
    await signIn(result.token);
    const user = siftStore.get(userAtom)!;
    await navigate(loginDestination(result, user, { next: params.get('next'), promoCode: readPromoCode() }), { replace: true });
  }

  return (
    <Form
      className="auth-form card"
      aria-label="Log in"
      schema={loginSchema}
      defaultValues={{ email: emailAs ?? params.get('emailAs') ?? '', password: '' }}
      serverFields={LOGIN_SERVER_FIELDS}
      initialError={socialError}
      onSubmit={logIn}
    >
      <FormField name="email" label="Email" type="email" autoComplete="email" />
      <FormField name="password" label="Password" type="password" autoComplete="current-password" />
      <LoginError />
      <FormSubmit pendingLabel="Logging in…">Log In</FormSubmit>
      <p className="mb-divider">or</p>
      <SocialButtons redirect={params.get('next')} />
      <p>
        <Link to={href('passwordRequest')}>Forgot your password?</Link> · <Link to={href('wizardSelectServicesV2')}>Sign up</Link>
      </p>
    </Form>
  );
}

/** The login page's form-level message, with the 'Help!' link on a 403 even when the message went under a field. */
function LoginError() {
  const error = useFormError();
  const needsHelp = error?.status === 403;
  if (!error?.message && !needsHelp) return null;
  return (
    <p className="form-error" role="alert">
      {error?.message}{' '}
      {needsHelp && <a href={SUPPORT_ARTICLE_LOGIN_URL}>{LOGIN_HELP_LINK}</a>}
    </p>
  );
}
