import { atom } from 'jotai';
import type { Profile, User } from '@sift/contracts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: User; token: string; impersonating: boolean };

export const sessionAtom = atom<SessionState>({ status: 'loading' });
export const activeProfileIdAtom = atom<number | null>(null);

export const userAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'signed-in' ? session.user : null;
});

export const activeProfileAtom = atom<Profile | null>((get) => {
  const user = get(userAtom);
  const id = get(activeProfileIdAtom);
  return user?.profiles.find((profile) => profile.id === id) ?? null;
});

/**
 * Data cached for the active profile (filters, watchlist, locations, tag summaries). Selecting a profile or
 * logging out empties it (000 §4.6, §4.7); features keep their entries under their own key.
 */
export const profileCacheAtom = atom<Record<string, unknown>>({});
