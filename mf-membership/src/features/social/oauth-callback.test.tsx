import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SOCIAL_STATE_INVALID, STORAGE_KEYS } from '@sift/contracts';
import { OAuthCallback, SOCIAL_ERROR_STATE } from './oauth-callback';
import { continuesSignup, readSocialLogin } from './social-login';

const login = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ socialLogin: { login: (...a: unknown[]) => login(...a) }, session: { browserId: () => 'browser-1' } }) }));
const signIn = jest.fn();
const visitorUser = { subscription: null, has_onboarded: false };
const member = { subscription: { plan_price: '999', billing_frequency: 'monthly', subscription_is_active: true, is_renewing: true, is_upsellable_to_annual: false }, has_onboarded: true };
let currentUser: object = visitorUser;
jest.mock('@sift/app-kit', () => {
  const actual = jest.requireActual('@sift/app-kit');
  return { ...actual, signIn: (t: string) => signIn(t), siftStore: { get: () => currentUser } };
});

function Where() {
  const location = useLocation();
  const error = (location.state as Record<string, string> | null)?.[SOCIAL_ERROR_STATE];
  return <p>at {location.pathname + location.search} {error}</p>;
}

function arrive(url: string, stored: object | null) {
  sessionStorage.clear();
  if (stored) sessionStorage.setItem(STORAGE_KEYS.socialLogin, JSON.stringify(stored));
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/oauth/:provider" element={<OAuthCallback />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  login.mockReset();
  currentUser = visitorUser;
});

it('a state that differs from the stored one goes to /login with the message', async () => {
  arrive('/oauth/google?state=tampered&code=c', { provider: 'google', state: 's1', redirect: null });
  expect(await screen.findByText(`at /login ${SOCIAL_STATE_INVALID}`)).toBeInTheDocument();
  expect(readSocialLogin()).toBeNull();
  expect(login).not.toHaveBeenCalled();
});

it('a sign-in started from the membership pages continues at /membership/signup with provider, state and code', async () => {
  arrive('/oauth/apple?state=s1&code=c1', { provider: 'apple', state: 's1', redirect: '/membership/signup' });
  expect(await screen.findByText('at /membership/signup?provider=apple&state=s1&code=c1')).toBeInTheDocument();
  expect(readSocialLogin()).toBeNull();
});

it('otherwise logs in with the provider and goes where login goes', async () => {
  login.mockResolvedValue({ token: 't', id: 1, created: true });
  arrive('/oauth/google?state=s1&code=c1&iss=http%3A%2F%2Fidp', { provider: 'google', state: 's1', redirect: '/watchlist' });
  expect(await screen.findByText('at /membership/plan?return_page=%2Fwatchlist')).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith('google', expect.objectContaining({ code: 'c1', state: 's1', iss: 'http://idp', redirect_uri: 'https://localhost/oauth/google', anon_stats_id: 'browser-1' }));
  expect(signIn).toHaveBeenCalledWith('t');
});

it('a remembered /account page is kept: the member logs in and lands on /account, not in the sign-up flow', async () => {
  currentUser = member;
  login.mockResolvedValue({ token: 't', id: 1 });
  arrive('/oauth/google?state=s1&code=c1', { provider: 'google', state: 's1', redirect: '/account?show_annual=1' });
  expect(await screen.findByText('at /account?show_annual=1')).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith('google', expect.objectContaining({ code: 'c1', state: 's1' }));
});

it("a failed login goes to /login with the server's message", async () => {
  login.mockRejectedValue(new Error('Your sign-in link has expired.'));
  arrive('/oauth/google?state=s1&code=c1', { provider: 'google', state: 's1', redirect: null });
  expect(await screen.findByText('at /login Your sign-in link has expired.')).toBeInTheDocument();
});

it('knows which redirects continue the sign-up', () => {
  expect(continuesSignup('/membership/signup')).toBe(true);
  expect(continuesSignup('/membership/plan?return_page=%2Fbrowse')).toBe(true);
  expect(continuesSignup('/account')).toBe(false);
  expect(continuesSignup('/accounts-of-others')).toBe(false);
  expect(continuesSignup('/browse')).toBe(false);
  expect(continuesSignup(null)).toBe(false);
});
