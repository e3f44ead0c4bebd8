import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { User } from '@sift/contracts';
import { href, loginDestination, readPromoCode, safeNext, signIn, siftStore, userAtom } from '@sift/app-kit';
import { NewPasswordForm } from './new-password-form';

/**
 * External activation (000 §2.5, §4.3): a member created elsewhere (an app store, a partner) sets a password with the
 * mailed key and is signed in. New user: an active subscription goes to /membership/success, otherwise to the
 * returning page. Returning user (`welcome back`, with query source, email and next): just signed in, then where
 * login would take them (the `next` page when given).
 */
export function ExternalWelcome({ returning }: { returning: boolean }) {
  const { resetId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email');

  async function done(token: string) {
    await signIn(token);
    const user = siftStore.get(userAtom) as User;
    if (returning) {
      await navigate(loginDestination({}, user, { next: safeNext(params.get('next')), promoCode: readPromoCode() }), { replace: true });
      return;
    }
    await navigate(user.subscription?.subscription_is_active ? href('membershipSuccess') : href('membershipReturning'), { replace: true });
  }

  return (
    <NewPasswordForm
      validationKey={resetId}
      label={returning ? 'Welcome back' : 'Welcome'}
      submitLabel={returning ? 'Set Password and Log In' : 'Activate My Account'}
      intro={
        <p>
          {returning ? 'Welcome back! ' : 'Welcome to Sift! '}
          Choose a password{email ? ` for ${email}` : ''} to {returning ? 'log in' : 'activate your account'}
          {params.get('source') ? ` (you joined through ${params.get('source')})` : ''}.
        </p>
      }
      onDone={done}
    />
  );
}
