import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { SOCIAL_LOGIN_FALLBACK, SOCIAL_STATE_INVALID, socialProvider, type User } from '@sift/contracts';
import { href, loginDestination, readClickId, readPromoCode, signIn, siftStore, userAtom } from '@sift/app-kit';
import { Spinner } from '@sift/ui';
import { api } from '../../api';
import { referralCodeToSend } from '../signup/referral-code';
import { clearSocialLogin, continuesSignup, readSocialLogin, redirectUriFor } from './social-login';

/** Where a failed social sign-in lands: /login with the message (000 §4.4, 002 §8). */
export const SOCIAL_ERROR_STATE = 'socialError';

/**
 * /oauth/:provider (000 §4.4): the returned state must equal the stored one (which is then cleared). A sign-in
 * started from the membership pages continues at /membership/signup with provider, state and code; any other logs
 * in with the provider and goes where login goes. A state mismatch or any failure goes to /login.
 */
export function OAuthCallback() {
  const { provider: rawProvider } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = readSocialLogin();
    const provider = socialProvider.safeParse(rawProvider);
    const state = params.get('state');
    const code = params.get('code');
    const fail = (message: string) => void navigate(href('login'), { replace: true, state: { [SOCIAL_ERROR_STATE]: message } });
    if (params.get('error')) return fail(params.get('error_description') || SOCIAL_LOGIN_FALLBACK);
    if (!provider.success || !stored || !state || !code || stored.state !== state || stored.provider !== provider.data) {
      clearSocialLogin();
      return fail(SOCIAL_STATE_INVALID);
    }
    clearSocialLogin();
    if (continuesSignup(stored.redirect)) {
      void navigate(href('membershipSignup', undefined, { provider: provider.data, state, code, iss: params.get('iss') ?? undefined }), { replace: true });
      return;
    }
    api()
      .socialLogin.login(provider.data, {
        code,
        state,
        iss: params.get('iss') ?? undefined,
        redirect_uri: redirectUriFor(provider.data),
        anon_stats_id: api().session.browserId(),
        rupi: referralCodeToSend(),
        promo_code: readPromoCode(),
        ir_click_id: readClickId(),
      })
      .then(async (result) => {
        await signIn(result.token);
        const user = siftStore.get(userAtom) as User;
        await navigate(loginDestination(result, user, { next: stored.redirect, promoCode: readPromoCode() }), { replace: true });
      })
      .catch((error: Error) => fail(error.message || SOCIAL_LOGIN_FALLBACK));
    // Once per arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="mb-center">
      <Spinner label="Signing you in" />
    </div>
  );
}
