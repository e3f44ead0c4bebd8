/**
 * A small cache of API answers shared by this remote's pages and its search widget (one module, so one cache even
 * across the two React roots). A key's answer is loaded once, kept for `maxAgeMs`, reloaded in the background
 * when older, and can be changed in place after a write (an optimistic toggle) or dropped (a profile switch).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';

interface Entry {
  data?: unknown;
  error?: unknown;
  loadedAt: number;
  loading?: Promise<unknown>;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads `key` unless a load is under way or a fresh answer is cached. */
export function load<T>(key: string, loader: () => Promise<T>, maxAgeMs: number): Promise<T> {
  const entry = entries.get(key);
  if (entry?.loading) return entry.loading as Promise<T>;
  if (entry && entry.error === undefined && entry.data !== undefined && Date.now() - entry.loadedAt < maxAgeMs) {
    return Promise.resolve(entry.data as T);
  }
  // A loader that throws at once (no API configured yet) fails like one whose call failed.
  // A load that was superseded while under way (changed in place, invalidated) leaves the entry as it is: its answer
  // is older than what the entry holds (a press before the first answer must not be undone by it).
  const current = () => entries.get(key)?.loading === loading;
  const loading: Promise<T> = Promise.resolve().then(loader).then(
    (data) => {
      if (!current()) return data;
      entries.set(key, { data, loadedAt: Date.now() });
      changed();
      return data;
    },
    (error: unknown) => {
      if (!current()) throw error;
      entries.set(key, { ...entries.get(key), error, loadedAt: Date.now(), loading: undefined });
      changed();
      throw error;
    },
  );
  entries.set(key, { ...entry, loadedAt: entry?.loadedAt ?? 0, loading });
  changed();
  return loading;
}

/** The cached answer of `key`, if any. */
export const peek = <T>(key: string): T | undefined => entries.get(key)?.data as T | undefined;

/**
 * Changes a cached answer in place (an optimistic update); listeners re-render. A load under way is superseded: the
 * change is newer than its answer.
 */
export function mutate<T>(key: string, update: (current: T | undefined) => T): void {
  const entry = entries.get(key);
  const loadedAt = entry?.loading ? Date.now() : (entry?.loadedAt ?? Date.now());
  entries.set(key, { ...entry, data: update(entry?.data as T | undefined), loadedAt, error: undefined, loading: undefined });
  changed();
}

/** Forgets every answer whose key starts with `prefix` (all when empty): the next use loads it again. */
export function invalidate(prefix = ''): void {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
  changed();
}

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * The answer of `key` (null: nothing to load yet), loaded with `loader`. The loader is read when a load starts, so it
 * may close over the latest values; change the key when what it loads changes.
 */
export function useResource<T>(key: string | null, loader: () => Promise<T>, maxAgeMs = 60_000): Resource<T> {
  useSyncExternalStore(subscribe, () => version, () => version);
  const entry = key ? entries.get(key) : undefined;
  // Invalidated while in use: load again.
  const missing = key !== null && entry === undefined;
  useEffect(() => {
    if (key) load(key, loader, maxAgeMs).catch(() => undefined);
    // The loader is deliberately not a dependency: the key names what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, maxAgeMs, missing]);
  const reload = useCallback(() => {
    if (!key) return;
    entries.delete(key);
    load(key, loader, maxAgeMs).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, maxAgeMs]);
  return {
    data: entry?.data as T | undefined,
    error: entry?.error,
    loading: Boolean(key) && (entry?.data === undefined || Boolean(entry?.loading)) && entry?.error === undefined,
    reload,
  };
}

/** Several keys at once (e.g. one per batch of 100 posters); the answers in the keys' order (undefined until loaded). */
export function useResources<T>(keys: readonly string[], loaderFor: (key: string) => () => Promise<T>, maxAgeMs = 60_000): (T | undefined)[] {
  useSyncExternalStore(subscribe, () => version, () => version);
  const missing = keys.filter((key) => !entries.has(key)).join('|');
  useEffect(() => {
    for (const key of keys) load(key, loaderFor(key), maxAgeMs).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys.join('|'), missing, maxAgeMs]);
  return keys.map((key) => entries.get(key)?.data as T | undefined);
}
