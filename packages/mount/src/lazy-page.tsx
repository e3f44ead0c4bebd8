import { use, type ComponentType } from 'react';
import { matchPattern, type RemoteRoutes } from '@sift/contracts';
import type { Pages } from './define-pages';

type PageModule = { default: ComponentType } | ComponentType;
type Preloadable = ComponentType & { preload?: () => Promise<void>; prefetch?: LazyPageOptions['prefetch'] };

export interface LazyPageOptions {
  /**
   * Starts loading the page's first answers for the address's params (into the site's query client, under the keys
   * the page reads) whenever its code is asked for before it renders: by the remote's start for the address it opens
   * with, by the mount, by a link's intent. The page then finds them loaded or under way instead of asking only once
   * its code has come and rendered (issue 19, docs/decisions/0152). It must not throw; what fails is the page's to show.
   */
  prefetch?: (params: Record<string, string>) => void;
}

/**
 * A page whose code loads when it is first shown (`about: lazyPage(() => import('./pages/about.page'))` in
 * pages.ts), so a visitor downloads only the pages they open. The mount loads the page of the first location before
 * it renders (defineRemote), and so does pre-rendering, so neither shows a loading state for it.
 */
export function lazyPage(load: () => Promise<PageModule>, options: LazyPageOptions = {}): ComponentType {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = typeof module === 'function' ? module : module.default;
      },
      (error: unknown) => {
        pending = null; // a chunk that failed to load is tried again next time
        throw error;
      },
    ));
  function LazyPage(props: object) {
    if (!Loaded) use(preload());
    const Page = Loaded!;
    return <Page {...props} />;
  }
  LazyPage.preload = preload;
  LazyPage.prefetch = options.prefetch;
  return LazyPage;
}

/** Loads the code of the page at `path` and starts its first answers (`prefetch`), when it is a lazy page (a no-op otherwise). */
export async function preloadPageAt(routes: RemoteRoutes, pages: Pages, path: string): Promise<void> {
  for (const def of routes.routes) {
    const params = matchPattern(def.path, path);
    if (params === null) continue;
    const page = pages[def.name] as Preloadable | undefined;
    page?.prefetch?.(decodedParams(params));
    await page?.preload?.();
    return;
  }
}

/** The params as the router gives them to the page (decoded); one that cannot be decoded stays as it is. */
function decodedParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      try {
        return [name, decodeURIComponent(value)];
      } catch {
        return [name, value];
      }
    }),
  );
}
