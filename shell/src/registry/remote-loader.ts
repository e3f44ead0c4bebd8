import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { CHUNK_LOAD_TIMEOUT_MS, type RemoteName } from '@sift/contracts';
import type { Registry } from './registry';

let registry: Registry | null = null;
const loading = new Map<RemoteName, Promise<ParcelConfig>>();
const loaded = new Map<RemoteName, ParcelConfig>();

export function useRegistry(next: Registry): void {
  registry = next;
  registerRemotes(Object.entries(next.remotes).map(([name, entry]) => ({ name, entry })));
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s.`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Loads a remote's './start' lifecycles once; a failure is not cached, so the next navigation tries again. */
export function loadRemoteModule(name: RemoteName): Promise<ParcelConfig> {
  const pending = loading.get(name);
  if (pending) return pending;
  const next = withTimeout(loadRemote<ParcelConfig>(`${name}/start`), CHUNK_LOAD_TIMEOUT_MS, `The ${name} app`).then(
    (module) => {
      if (!module || typeof (module as { mount?: unknown }).mount !== 'function') {
        throw new Error(`The ${name} app does not expose single-spa lifecycles.`);
      }
      loaded.set(name, module as ParcelConfig);
      return module as ParcelConfig;
    },
  );
  next.catch(() => forgetRemote(name));
  loading.set(name, next);
  return next;
}

export function loadedRemote(name: RemoteName): ParcelConfig | undefined {
  return loaded.get(name);
}

function forgetRemote(name: RemoteName): void {
  loading.delete(name);
  loaded.delete(name);
  // The federation runtime keeps a failed entry; registering again with force drops it so a retry refetches.
  if (registry) registerRemotes([{ name, entry: registry.remotes[name] }], { force: true });
}

/** Retry after a failure: forget everything about the remote so its manifest and entry are fetched afresh. */
export const retryRemote = forgetRemote;
