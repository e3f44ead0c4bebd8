import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote's files after a failed load are asked for under fresh URLs (issue 22, docs/decisions/0115).
 *
 * A member's document preloads the page's remote (its manifest, entry and chunks: decision 0087). When that remote's
 * origin is down, those preloads fail, and Chrome keeps each failed preload to answer the next request of the same
 * URL and kind once: the federation runtime's <script> for the remote entry after 'Try again' was answered with the
 * old failure, without a request, so the page failed again although the files were back (whichever load came first
 * after the origin returned, a widget's or the page's, took the failure). A stylesheet link of the document that
 * failed stays in it, and the runtime, which skips a stylesheet already linked, would leave the page unstyled.
 *
 * So once a remote's load has failed in this page, its files (everything under its release folder, the manifest's
 * folder) are asked for with `sift-retry=<failures>` in the query, which no earlier request or preload used, and its
 * stylesheet links that never loaded are removed. Immutable files answer the same under any query.
 */
const failures = new Map<string, number>();

/** A release's folder: the manifest's URL up to its last slash; every file of the release is under it. */
export const releaseFolderOf = (manifestUrl: string): string => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

/** The URL a file is asked for now: as given, or with the failure count of its release when that failed before. */
export function freshUrl(url: string): string {
  for (const [folder, count] of failures) {
    if (!url.startsWith(folder)) continue;
    const fresh = new URL(url);
    fresh.searchParams.set('sift-retry', String(count));
    return fresh.href;
  }
  return url;
}

/** Records a failed load of the release at `manifestUrl` and drops its stylesheet links that never loaded. */
export function releaseFailed(manifestUrl: string, doc: Document = document): void {
  const folder = releaseFolderOf(manifestUrl);
  failures.set(folder, (failures.get(folder) ?? 0) + 1);
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href.startsWith(folder) && !link.sheet) link.remove();
  }
}

/**
 * Whether this document preloaded files of the release (a member's document does, decision 0087). A failed preload
 * also answers the remote's own chunk requests (its webpack runtime, which no runtime plugin reaches) with its failure,
 * once each; only a new document is rid of them, so retrying such a remote reloads the page.
 */
export function preloadedByDocument(manifestUrl: string, doc: Document = document): boolean {
  const folder = releaseFolderOf(manifestUrl);
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.startsWith(folder));
}

/** Forgets every failure (tests). */
export function forgetFailures(): void {
  failures.clear();
}

/** The federation runtime plugin: scripts and fetches of a release that failed before go to fresh URLs. */
export const freshRetryPlugin: ModuleFederationRuntimePlugin = {
  name: 'sift-fresh-retry',
  createScript({ url, attrs }) {
    const fresh = freshUrl(url);
    if (fresh === url) return undefined;
    const script = document.createElement('script');
    script.src = fresh;
    for (const [name, value] of Object.entries(attrs ?? {})) {
      if (name === 'async' || name === 'defer') script[name] = Boolean(value);
      else script.setAttribute(name, String(value));
    }
    return script;
  },
  fetch(url, init) {
    const fresh = freshUrl(url);
    return fresh === url ? undefined : fetch(fresh, init);
  },
};
