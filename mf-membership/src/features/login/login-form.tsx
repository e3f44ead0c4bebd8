import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@sift/api-client';
import { LOGIN_HELP_LINK, SUPPORT_ARTICLE_LOGIN_URL } from '@sift/contracts';
import { href, loginDestination, readPromoCode, signIn, siftStore, userAtom } from '@sift/app-kit';
import { Button, TextField } from '@sift/ui';
import { api } from '../../api';
import { SocialButtons } from '../social/social-buttons';
import { SOCIAL_ERROR_STATE } from '../social/oauth-callback';

interface LoginErrors {
  email?: string[];
  password?: string[];
  form?: string;
  needsHelp?: boolean;
}

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
  const [email, setEmail] = useState(emailAs ?? params.get('emailAs') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>(() => (socialError ? { form: socialError } : {}));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const result = await api().auth.login({ username: email.trim(), password });
      await signIn(result.token);
      const user = siftStore.get(userAtom)!;
      await navigate(loginDestination(result, user, { next: params.get('next'), promoCode: readPromoCode() }), {
        replace: true,
      });
    } catch (error) {
      setBusy(false);
      if (!isApiError(error)) {
        setErrors({ form: (error as Error).message });
        return;
      }
      const fields = error.fieldErrors ?? {};
      const formMessages = [...(fields.non_field_errors ?? []), ...(fields.detail ?? [])];
      setErrors({
        email: fields.username ?? fields.email,
        password: fields.password,
        form: formMessages.join(' ') || (fields.username || fields.password ? undefined : error.message),
        needsHelp: error.status === 403,
      });
    }
  }

  return (
    <form className="auth-form card" onSubmit={submit} noValidate aria-label="Log in">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={errors.password}
      />
      {(errors.form || errors.needsHelp) && (
        <p className="form-error" role="alert">
          {errors.form}{' '}
          {errors.needsHelp && <a href={SUPPORT_ARTICLE_LOGIN_URL}>{LOGIN_HELP_LINK}</a>}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? 'Logging in…' : 'Log In'}
      </Button>
      <p className="mb-divider">or</p>
      <SocialButtons redirect={params.get('next')} />
      <p>
        <Link to={href('passwordRequest')}>Forgot your password?</Link> · <Link to={href('wizardSelectServicesV2')}>Sign up</Link>
      </p>
    </form>
  );
}
