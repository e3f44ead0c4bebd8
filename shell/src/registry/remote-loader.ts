import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { CHUNK_LOAD_TIMEOUT_MS, type Registry } from '@sift/contracts';

let manifests: Record<string, string> = {};
const loading = new Map<string, Promise<ParcelConfig>>();
const loaded = new Map<string, ParcelConfig>();

/** Tells the federation runtime where each remote of the registry loads from. */
export function registerRegistryRemotes(registry: Registry): void {
  manifests = Object.fromEntries(Object.entries(registry.remotes).map(([name, entry]) => [name, entry.manifest]));
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
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

const LIFECYCLES = ['bootstrap', 'mount', 'unmount'] as const;

/** Names the single-spa lifecycles a module lacks (the mount contract, docs/decisions/0002). */
function missingLifecycles(module: unknown): string[] {
  return LIFECYCLES.filter((name) => typeof (module as Record<string, unknown> | null)?.[name] !== 'function');
}

/** Loads a remote's './start' lifecycles once; a failure is not cached, so the next navigation tries again. */
export function loadRemoteModule(name: string): Promise<ParcelConfig> {
  const pending = loading.get(name);
  if (pending) return pending;
  const next = withTimeout(loadRemote<ParcelConfig>(`${name}/start`), CHUNK_LOAD_TIMEOUT_MS, `The ${name} app`).then(
    (module) => {
      const missing = missingLifecycles(module);
      if (missing.length) throw new Error(`The ${name} app does not expose single-spa lifecycles (${missing.join(', ')}).`);
      loaded.set(name, module as ParcelConfig);
      return module as ParcelConfig;
    },
  );
  next.catch(() => retryRemote(name));
  loading.set(name, next);
  return next;
}

export function loadedRemote(name: string): ParcelConfig | undefined {
  return loaded.get(name);
}

/** Forgets everything about a remote, so the next load fetches its manifest and entry afresh. */
export function retryRemote(name: string): void {
  loading.delete(name);
  loaded.delete(name);
  // The federation runtime keeps a failed entry; registering again with force drops it.
  if (manifests[name]) registerRemotes([{ name, entry: manifests[name] }], { force: true });
}
