import { useSyncExternalStore } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { profileOfKey, siftQueryClient, siftStore, userAtom } from '@sift/app-kit';
import { accountScope, type ApiScope } from './api-key';

const readUser = () => siftStore.get(userAtom);
const watchUser = (notify: () => void) => siftStore.sub(userAtom, notify);

/** The signed-in account's scope now (for code outside React), or null when nobody is signed in. */
export function currentAccountScope(): ApiScope | null {
  const user = readUser();
  return user ? accountScope(user.id) : null;
}

const accountPathsOfProfiles = new Set<string>();

/**
 * Paths the API answers per asking profile but whose content is the account's (billing: only a profile with account
 * access gets the card or the credit, 0065). Their answers are kept under the profile's scope (a profile switch
 * forgets them), and are the account's answers too for renewAccountData.
 */
export function accountPathsUnderProfiles(...paths: string[]): void {
  for (const path of paths) accountPathsOfProfiles.add(path);
}

function ofAccount(queryKey: QueryKey, userId: number, profileIds: readonly number[]): boolean {
  if (queryKey[0] !== 'api') return false;
  if (queryKey[1] === accountScope(userId)) return true;
  const profile = profileOfKey(queryKey);
  return profile !== null && profileIds.includes(profile) && accountPathsOfProfiles.has(String(queryKey[2]));
}

/**
 * After a change of the account (a plan, a card, credit): every answer of the signed-in account (its scope, and the
 * account paths kept under its profiles) that no screen shows is forgotten, so the next screen asks again instead of
 * showing the state from before, even for a moment; the shown ones load again (kept on screen meanwhile), unless
 * `reloadShown` is false. Resolves once those are in.
 */
export async function renewAccountData({ reloadShown = true }: { reloadShown?: boolean } = {}): Promise<void> {
  const user = readUser();
  if (!user) return;
  const profileIds = user.profiles.map((profile) => profile.id).concat(0);
  const predicate = (query: { queryKey: QueryKey }) => ofAccount(query.queryKey, user.id, profileIds);
  siftQueryClient.removeQueries({ type: 'inactive', predicate });
  await siftQueryClient.invalidateQueries({ predicate, refetchType: reloadShown ? 'active' : 'none' });
}

let following = false;

/**
 * A change of the account made anywhere on the site ends with refreshUser (a plan started on the payment page, a
 * cancelled plan, new filters): the signed-in user is replaced by a new copy. Then the account's answers no screen
 * shows are forgotten, so the next screen that needs one asks again rather than showing it as it was before the
 * change (a screen that shows one and made the change reloads it itself). Started once, by the first screen that
 * reads account answers.
 */
function followAccountChanges(): void {
  if (following) return;
  following = true;
  let last = readUser();
  siftStore.sub(userAtom, () => {
    const user = readUser();
    if (user && last && user !== last && user.id === last.id) void renewAccountData({ reloadShown: false });
    last = user;
  });
}

/**
 * The scope of the signed-in account's answers (`account:<id>`), or null while nobody is signed in (a key built from
 * it then waits). Reads the site's one store directly, so it works under any React root, with or without a Provider.
 */
export function useAccountScope(): ApiScope | null {
  followAccountChanges();
  const user = useSyncExternalStore(watchUser, readUser, readUser);
  return user ? accountScope(user.id) : null;
}
