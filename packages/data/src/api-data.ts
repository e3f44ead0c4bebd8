import { loadForKey, siftQueryClient } from '@sift/app-kit';
import type { ApiKey } from './api-key';

/** The kept answer of a key, if any. */
export const readApiData = <T>(key: ApiKey): T | undefined => siftQueryClient.getQueryData<T>(key);

/** Changes a kept answer in place (every component showing it re-renders). */
export function writeApiData<T>(key: ApiKey, update: (current: T | undefined) => T): void {
  siftQueryClient.setQueryData<T>(key, (current) => update(current));
}

/**
 * An optimistic change: the kept answer changes at once, `call` tells the server, and a failure puts the answer back
 * (and rethrows). Loads of the key under way are cancelled first, so an older answer cannot overwrite the change.
 */
export async function changeApiData<T>(key: ApiKey, update: (current: T | undefined) => T, call: () => Promise<unknown>): Promise<void> {
  await siftQueryClient.cancelQueries({ queryKey: key, exact: true });
  const before = siftQueryClient.getQueryData<T>(key);
  siftQueryClient.setQueryData<T>(key, (current) => update(current));
  try {
    await call();
  } catch (error) {
    siftQueryClient.setQueryData<T>(key, before as T);
    throw error;
  }
}

/** Loads a key's answer outside React (or returns the fresh kept one): de-duplicated with any load under way. */
export function fetchApiData<T>(key: ApiKey, fetch: () => Promise<T>, staleTime?: number): Promise<T> {
  return siftQueryClient.fetchQuery({ queryKey: key, queryFn: loadForKey(key, fetch), ...(staleTime !== undefined && { staleTime }) });
}

/** Starts loading a key's answer ahead of need (hover, idle); errors are left for the screen that needs it. */
export function prefetchApiData<T>(key: ApiKey, fetch: () => Promise<T>, staleTime?: number): Promise<void> {
  return siftQueryClient.prefetchQuery({ queryKey: key, queryFn: loadForKey(key, fetch), ...(staleTime !== undefined && { staleTime }) });
}

/** Marks every answer whose key starts with `prefix` stale: shown ones load again at once, others when next shown. */
export function refreshApiData(prefix: readonly unknown[]): Promise<void> {
  return siftQueryClient.invalidateQueries({ queryKey: prefix });
}

/** Forgets every answer whose key starts with `prefix` (all when empty). */
export function forgetApiData(prefix: readonly unknown[] = []): void {
  siftQueryClient.removeQueries({ queryKey: prefix });
}

export interface RenewOptions {
  /** Load the answers screens show again at once (default); false only marks them stale (the screen reloads them). */
  reloadShown?: boolean;
}

/**
 * After a change: every answer under `prefix` that no screen shows is forgotten, so the next screen that needs it asks
 * again instead of showing one from before the change, even for a moment; the answers screens show load again (and
 * stay on screen until the new one arrives). Resolves once those are in.
 */
export async function renewApiData(prefix: readonly unknown[], { reloadShown = true }: RenewOptions = {}): Promise<void> {
  siftQueryClient.removeQueries({ queryKey: prefix, type: 'inactive' });
  await siftQueryClient.invalidateQueries({ queryKey: prefix, refetchType: reloadShown ? 'active' : 'none' });
}
