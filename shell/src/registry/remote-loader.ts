import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { CHUNK_LOAD_TIMEOUT_MS, siteWidgets, type OwnedWidgetDef, type Registry, type SlotName } from '@sift/contracts';
import { freshRetryPlugin, preloadedByDocument, releaseFailed } from './fresh-retry';

let manifests: Record<string, string> = {};
let widgets: OwnedWidgetDef[] = [];
const loading = new Map<string, Promise<RemoteModule>>();
const loaded = new Map<string, RemoteModule>();

/** Tells the federation runtime where each remote of the registry loads from. */
export function registerRegistryRemotes(registry: Registry): void {
  manifests = Object.fromEntries(Object.entries(registry.remotes).map(([name, entry]) => [name, entry.manifest]));
  widgets = siteWidgets(registry);
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
  // After a failed load, a remote's files are asked for under fresh URLs (fresh-retry.ts, decision 0115).
  registerPlugins([freshRetryPlugin]);
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

/** The widgets the live releases put in a slot (docs/decisions/0025-widget-slots.md). */
export const widgetsIn = (slot: SlotName): OwnedWidgetDef[] => widgets.filter((w) => w.slot === slot);

/** What './start' exports besides its own lifecycles: one set of lifecycles per widget. */
export type RemoteModule = ParcelConfig & { widgets?: Record<string, ParcelConfig> };

/** Names the single-spa lifecycles a module lacks (the mount contract, docs/decisions/0002). */
function missingLifecycles(module: unknown): string[] {
  return LIFECYCLES.filter((name) => typeof (module as Record<string, unknown> | null)?.[name] !== 'function');
}

/** Loads a remote's './start' lifecycles once; a failure is not cached, so the next navigation tries again. */
export function loadRemoteModule(name: string): Promise<RemoteModule> {
  const pending = loading.get(name);
  if (pending) return pending;
  const next = withTimeout(loadRemote<RemoteModule>(`${name}/start`), CHUNK_LOAD_TIMEOUT_MS, `The ${name} app`).then(
    (module) => {
      const missing = missingLifecycles(module);
      if (missing.length) throw new Error(`The ${name} app does not expose single-spa lifecycles (${missing.join(', ')}).`);
      loaded.set(name, module as RemoteModule);
      return module as RemoteModule;
    },
  );
  // Only this load's own failure resets the remote: an older load (a prefetch on hover) failing after a retry started
  // a newer one must not drop the newer one (decision 0088).
  next.catch(() => loading.get(name) === next && retryRemote(name));
  loading.set(name, next);
  return next;
}

/** The lifecycles of a widget, or the reason it has none. */
export function widgetLifecycles(module: RemoteModule, widget: OwnedWidgetDef): ParcelConfig {
  const lifecycles = module.widgets?.[widget.name];
  const missing = missingLifecycles(lifecycles);
  if (missing.length) throw new Error(`The ${widget.owner} app has no lifecycles for its ${widget.name} widget (${missing.join(', ')}).`);
  return lifecycles as ParcelConfig;
}

export function loadedRemote(name: string): RemoteModule | undefined {
  return loaded.get(name);
}

/** Forgets everything about a remote, so the next load fetches its manifest and entry afresh (under fresh URLs). */
export function retryRemote(name: string): void {
  loading.delete(name);
  loaded.delete(name);
  // The failed preloads and stylesheets of this page must not answer the next load (fresh-retry.ts).
  if (manifests[name]) releaseFailed(manifests[name]);
  // The federation runtime keeps a failed entry; registering again with force drops it.
  if (manifests[name]) registerRemotes([{ name, entry: manifests[name] }], { force: true });
}

/**
 * 'Try again' on a remote that failed: a new load in this page, or, when this document preloaded the remote's files
 * (their failures would answer the new load's requests: fresh-retry.ts, decision 0115), the page loaded again.
 */
export function retryRemoteOrReload(name: string, reload: () => void = () => window.location.reload()): 'retried' | 'reloaded' {
  if (manifests[name] && preloadedByDocument(manifests[name])) {
    reload();
    return 'reloaded';
  }
  retryRemote(name);
  return 'retried';
}
