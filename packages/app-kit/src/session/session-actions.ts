import { COOKIE_NAMES, STORAGE_KEYS } from '@sift/contracts';
import { api } from '../api';
import { forgetAllData, forgetProfileData, loadForKey, profileWatchlistKey, siftQueryClient } from '../data/query-client';
import { siftStore } from '../store';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { forgetProfileChoice, pickProfileAutomatically, readStoredProfile, storeProfileChoice } from './active-profile';
import { clearPromoCode } from './promo-code';
import { activeProfileIdAtom, profileCacheAtom, sessionAtom } from './session-atoms';

/** How long a sign-in lasts in the browser; the server decides how long the token itself is valid. */
const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

async function loadUser(token: string, impersonating: boolean): Promise<void> {
  const user = await api().users.current();
  siftStore.set(sessionAtom, { status: 'signed-in', user, token, impersonating });
  const current = siftStore.get(activeProfileIdAtom);
  if (current === null || !user.profiles.some((p) => p.id === current)) {
    const picked = pickProfileAutomatically(user.profiles, readStoredProfile());
    siftStore.set(activeProfileIdAtom, picked?.id ?? null);
    if (picked) storeProfileChoice(picked.id);
  }
}

function dropSession(): void {
  deleteCookie(COOKIE_NAMES.token);
  forgetProfileChoice();
  clearPromoCode();
  siftStore.set(activeProfileIdAtom, null);
  siftStore.set(profileCacheAtom, {});
  siftStore.set(sessionAtom, { status: 'anonymous' });
  forgetAllData();
}

/**
 * On load (000 §4.6): a one-time impersonation token in the URL signs in as that user and is marked used; on the
 * next load the mark is removed and the session dropped. Otherwise a token cookie resumes the session.
 */
export async function resumeSession(location: Location = window.location): Promise<void> {
  const url = new URL(location.href);
  const impersonationToken = url.searchParams.get('impersonation_token');
  if (impersonationToken) {
    url.searchParams.delete('impersonation_token');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    try {
      const { token } = await api().auth.useImpersonationToken(impersonationToken);
      writeCookie(COOKIE_NAMES.token, token); // a browser-session cookie: impersonation never outlives the tab
      localStorage.setItem(STORAGE_KEYS.impersonationUsed, '1');
      forgetProfileChoice();
      siftStore.set(activeProfileIdAtom, null);
      await loadUser(token, true);
      return;
    } catch {
      dropSession();
      return;
    }
  }
  if (localStorage.getItem(STORAGE_KEYS.impersonationUsed)) {
    localStorage.removeItem(STORAGE_KEYS.impersonationUsed);
    // The dropped impersonation session's token is revoked on the server (not only forgotten here), then its cookie
    // is cleared; the session ends here even if the server cannot be reached.
    if (readCookie(COOKIE_NAMES.token)) await api().auth.logout().catch(() => undefined);
    dropSession();
    return;
  }
  const token = readCookie(COOKIE_NAMES.token);
  if (!token) {
    siftStore.set(sessionAtom, { status: 'anonymous' });
    return;
  }
  try {
    await loadUser(token, false);
  } catch (error) {
    // A revoked or expired token ends the session; a network failure keeps the cookie for the next load.
    if ((error as { status?: number }).status === 401) dropSession();
    else siftStore.set(sessionAtom, { status: 'anonymous' });
  }
}

/** After api().auth.login (or signup) succeeds: keep the token and load the user (000 §4.6). */
export async function signIn(token: string): Promise<void> {
  writeCookie(COOKIE_NAMES.token, token, TOKEN_COOKIE_MAX_AGE_S);
  forgetAllData();
  await loadUser(token, false);
}

/** Reloads the signed-in user, e.g. after profiles or the subscription changed. */
export async function refreshUser(): Promise<void> {
  const session = siftStore.get(sessionAtom);
  if (session.status === 'signed-in') await loadUser(session.token, session.impersonating);
}

/** Logout clears cookies, user, profile, cached data and the promo code (000 §4.6). */
export async function signOut(): Promise<void> {
  if (siftStore.get(sessionAtom).status === 'signed-in') {
    await api().auth.logout().catch(() => undefined); // the local session ends even if the server is unreachable
  }
  localStorage.removeItem(STORAGE_KEYS.impersonationUsed);
  dropSession();
}

/**
 * Selecting a profile (000 §4.7) clears every per-profile cache (the query client's profile answers: filters,
 * watchlist, locations, tag summaries; the registered caches; the profile cache atom), remembers the choice, then
 * reloads the watchlist for the new profile. This is the one place a profile switch happens.
 */
export function selectProfile(profileId: number): void {
  siftStore.set(activeProfileIdAtom, profileId);
  siftStore.set(profileCacheAtom, {});
  forgetProfileData();
  storeProfileChoice(profileId);
  const key = profileWatchlistKey(profileId);
  // A failure is left for the screen that shows the watchlist (it asks again and says so).
  void siftQueryClient.prefetchQuery({ queryKey: key, queryFn: loadForKey(key, () => api().discovery.watchlistItems()) });
}

/** An answer 401 anywhere means the token is no longer valid. */
export function handleUnauthorized(): void {
  if (siftStore.get(sessionAtom).status === 'signed-in') dropSession();
}
