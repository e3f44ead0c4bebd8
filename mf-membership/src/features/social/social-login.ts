import { STORAGE_KEYS, type SocialProvider } from '@sift/contracts';
import { api } from '../../api';

/** A social sign-in on its way through the provider (000 §4.4): the state to compare and where to go after. */
export interface StoredSocialLogin {
  provider: SocialProvider;
  state: string;
  /** The page to go back to: a membership page continues the sign-up there (000 §4.4). */
  redirect: string | null;
}

export const redirectUriFor = (provider: SocialProvider, origin = window.location.origin) => `${origin}/oauth/${provider}`;

export function readSocialLogin(): StoredSocialLogin | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.socialLogin);
    return raw ? (JSON.parse(raw) as StoredSocialLogin) : null;
  } catch {
    return null;
  }
}

export const clearSocialLogin = () => sessionStorage.removeItem(STORAGE_KEYS.socialLogin);

/** Starts the sign-in: the server stores state, nonce and PKCE and names the provider's page; the browser goes there. */
export async function startSocialLogin(provider: SocialProvider, redirect: string | null, go = (url: string) => window.location.assign(url)) {
  const { authorization_url, state } = await api().socialLogin.authorize(provider, redirectUriFor(provider));
  const stored: StoredSocialLogin = { provider, state, redirect };
  sessionStorage.setItem(STORAGE_KEYS.socialLogin, JSON.stringify(stored));
  go(authorization_url);
}

/**
 * 000 §4.4: a stored redirect into the membership pages continues at /membership/signup. A remembered /account page is
 * not a sign-up: it logs in and goes back there (issue 22; it used to enter the sign-up flow and land on /browse).
 */
export const continuesSignup = (redirect: string | null) => Boolean(redirect && /^\/membership(\/|$|\?)/.test(redirect));
