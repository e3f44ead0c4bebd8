import { COOKIE_NAMES, STORAGE_KEYS, type Profile, type User } from '@sift/contracts';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { siftStore } from '../store';
import { readCookie, writeCookie } from './cookies';
import { savePromoCode, readPromoCode } from './promo-code';
import { waitFor } from '@testing-library/react';
import { loadForKey, ProfileSwitchedError, profileWatchlistKey, registerProfileCache, siftQueryClient } from '../data/query-client';
import { resumeSession, selectProfile, signIn, signOut } from './session-actions';
import { activeProfileIdAtom, profileCacheAtom, sessionAtom } from './session-atoms';

const current = jest.fn();
const logout = jest.fn();
const useImpersonationToken = jest.fn();
const watchlistItems = jest.fn(async (): Promise<unknown[]> => []);
jest.mock('../api', () => ({
  api: () => ({ users: { current }, auth: { logout, useImpersonationToken }, discovery: { watchlistItems } }),
}));

const profile = (id: number, is_primary = false): Profile => buildProfile({ id, name: `P${id}`, is_primary });
const user = (profiles: Profile[]): User => buildUser({ profiles });

function clearCookies() {
  for (const name of Object.values(COOKIE_NAMES)) document.cookie = `${name}=; Path=/; Max-Age=0; Secure`;
}
const at = (url: string) => ({ href: url }) as Location;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  clearCookies();
  siftStore.set(sessionAtom, { status: 'loading' });
  siftStore.set(activeProfileIdAtom, null);
});

describe('resuming the session (000 §4.6)', () => {
  it('stays signed out without a token cookie and asks the server nothing', async () => {
    await resumeSession(at('https://localhost/'));
    expect(siftStore.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(current).not.toHaveBeenCalled();
  });

  it('resumes from the token cookie and picks the only profile', async () => {
    writeCookie(COOKIE_NAMES.token, 'tok');
    current.mockResolvedValue(user([profile(5)]));
    await resumeSession(at('https://localhost/browse'));
    expect(siftStore.get(sessionAtom)).toMatchObject({ status: 'signed-in', token: 'tok', impersonating: false });
    expect(siftStore.get(activeProfileIdAtom)).toBe(5);
  });

  it('drops a token the server no longer accepts', async () => {
    writeCookie(COOKIE_NAMES.token, 'revoked');
    current.mockRejectedValue(Object.assign(new Error('401'), { status: 401 }));
    await resumeSession(at('https://localhost/'));
    expect(siftStore.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(readCookie(COOKIE_NAMES.token)).toBeNull();
  });

  it('keeps the cookie when the server is only unreachable', async () => {
    writeCookie(COOKIE_NAMES.token, 'tok');
    current.mockRejectedValue(Object.assign(new Error('offline'), { status: 0 }));
    await resumeSession(at('https://localhost/'));
    expect(readCookie(COOKIE_NAMES.token)).toBe('tok');
  });

  it('uses an impersonation token once, then drops the session on the next load', async () => {
    useImpersonationToken.mockResolvedValue({ token: 'imp-session', id: 1 });
    current.mockResolvedValue(user([profile(1, true), profile(2)]));
    await resumeSession(at('https://localhost/?impersonation_token=once'));
    expect(useImpersonationToken).toHaveBeenCalledWith('once');
    expect(siftStore.get(sessionAtom)).toMatchObject({ status: 'signed-in', impersonating: true });
    expect(localStorage.getItem(STORAGE_KEYS.impersonationUsed)).toBe('1');

    expect(readCookie(COOKIE_NAMES.token)).toBe('imp-session');

    let cookieAtRevoke: string | null = 'not asked';
    logout.mockImplementation(async () => {
      cookieAtRevoke = readCookie(COOKIE_NAMES.token); // the API client sends the cookie's token
    });
    await resumeSession(at('https://localhost/'));
    expect(siftStore.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(localStorage.getItem(STORAGE_KEYS.impersonationUsed)).toBeNull();
    // The dropped session's token is revoked on the server with its own token, then its cookie is cleared.
    expect(logout).toHaveBeenCalledTimes(1);
    expect(cookieAtRevoke).toBe('imp-session');
    expect(readCookie(COOKIE_NAMES.token)).toBeNull();
  });

  it('drops an impersonation session even when its token cannot be revoked (the server is unreachable)', async () => {
    localStorage.setItem(STORAGE_KEYS.impersonationUsed, '1');
    writeCookie(COOKIE_NAMES.token, 'imp-session');
    logout.mockRejectedValue(new Error('offline'));
    await resumeSession(at('https://localhost/'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(siftStore.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(readCookie(COOKIE_NAMES.token)).toBeNull();
  });
});

describe('signing in, choosing a profile and signing out', () => {
  it('asks for a profile when there are several and no recent choice', async () => {
    current.mockResolvedValue(user([profile(1, true), profile(2)]));
    await signIn('tok');
    expect(readCookie(COOKIE_NAMES.token)).toBe('tok');
    expect(siftStore.get(activeProfileIdAtom)).toBeNull();
  });

  it('selecting a profile clears the profile cache and remembers the choice', () => {
    siftStore.set(profileCacheAtom, { watchlist: [1, 2] });
    selectProfile(2);
    expect(siftStore.get(profileCacheAtom)).toEqual({});
    expect(readCookie(COOKIE_NAMES.profileId)).toBe('2');
  });

  it('selecting a profile clears every per-profile cache in one place and reloads the new profile\'s watchlist (000 §4.7)', async () => {
    siftStore.set(sessionAtom, { status: 'signed-in', user: user([profile(1, true), profile(2)]), token: 't', impersonating: false });
    siftStore.set(activeProfileIdAtom, 1);
    siftQueryClient.setQueryData(['api', 'profile:1', 'watchlist/', {}], ['Parker']);
    siftQueryClient.setQueryData(['api', 'profile:2', 'work-locations/', {}], ['old Riley']);
    siftQueryClient.setQueryData(['api', 'public', 'hero/', {}], ['everyone']);
    const forgetOffers = jest.fn();
    const unregister = registerProfileCache(forgetOffers);
    watchlistItems.mockResolvedValueOnce([{ work_id: 7 }]);

    selectProfile(2);

    expect(siftQueryClient.getQueryData(['api', 'profile:1', 'watchlist/', {}])).toBeUndefined();
    expect(siftQueryClient.getQueryData(['api', 'profile:2', 'work-locations/', {}])).toBeUndefined();
    expect(siftQueryClient.getQueryData(['api', 'public', 'hero/', {}])).toEqual(['everyone']);
    expect(forgetOffers).toHaveBeenCalledTimes(1);
    expect(watchlistItems).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(siftQueryClient.getQueryData(profileWatchlistKey(2))).toEqual([{ work_id: 7 }]));
    unregister();
  });

  it('a watchlist load for one profile that ends after a switch is not kept, so switching back loads it again', async () => {
    siftStore.set(sessionAtom, { status: 'signed-in', user: user([profile(1, true), profile(2)]), token: 't', impersonating: false });
    siftStore.set(activeProfileIdAtom, 1);
    let answer!: (items: unknown[]) => void;
    watchlistItems.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    selectProfile(1);
    selectProfile(2); // Riley's list is what the server would now answer under the old load's header
    answer([{ work_id: 99 }]);
    await waitFor(() => expect(siftQueryClient.getQueryData(profileWatchlistKey(2))).toEqual([]));
    expect(siftQueryClient.getQueryData(profileWatchlistKey(1))).toBeUndefined();
  });

  it('a load for the previous profile started after the switch (a screen not yet re-rendered) fails instead of keeping the new profile\'s answer', async () => {
    siftStore.set(activeProfileIdAtom, 1);
    selectProfile(2);
    // The request would carry Riley's header (the API client reads the active profile): Riley's answer.
    const rileys = jest.fn(async () => [{ work_id: 42 }]);
    await expect(siftQueryClient.fetchQuery({ queryKey: profileWatchlistKey(1), queryFn: loadForKey(profileWatchlistKey(1), rileys) })).rejects.toBeInstanceOf(
      ProfileSwitchedError,
    );
    expect(rileys).not.toHaveBeenCalled();
    expect(siftQueryClient.getQueryData(profileWatchlistKey(1))).toBeUndefined();
  });

  it('logout revokes the token and clears cookies, user, profile, cache and promo code', async () => {
    current.mockResolvedValue(user([profile(1, true), profile(2)]));
    await signIn('tok');
    selectProfile(2);
    siftStore.set(profileCacheAtom, { filters: {} });
    savePromoCode('free14');
    logout.mockResolvedValue(undefined);
    await signOut();
    expect(logout).toHaveBeenCalled();
    expect(siftStore.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(siftStore.get(activeProfileIdAtom)).toBeNull();
    expect(siftStore.get(profileCacheAtom)).toEqual({});
    expect(readCookie(COOKIE_NAMES.token)).toBeNull();
    expect(readCookie(COOKIE_NAMES.profileId)).toBeNull();
    expect(readPromoCode()).toBeNull();
  });
});
