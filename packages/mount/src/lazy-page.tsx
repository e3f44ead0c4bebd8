import { use, type ComponentType } from 'react';
import { matchPattern, type RemoteRoutes } from '@sift/contracts';
import type { Pages } from './define-pages';

type PageModule = { default: ComponentType } | ComponentType;
type Preloadable = ComponentType & { preload?: () => Promise<void> };

/**
 * A page whose code loads when it is first shown (`about: lazyPage(() => import('./pages/about.page'))` in
 * pages.ts), so a visitor downloads only the pages they open. The mount loads the page of the first location before
 * it renders (defineRemote), and so does pre-rendering, so neither shows a loading state for it.
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
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
  return LazyPage;
}

/** Loads the code of the page at `path`, when it is a lazy page (a no-op otherwise). */
export async function preloadPageAt(routes: RemoteRoutes, pages: Pages, path: string): Promise<void> {
  const def = routes.routes.find((r) => matchPattern(r.path, path) !== null);
  const page = def ? (pages[def.name] as Preloadable | undefined) : undefined;
  await page?.preload?.();
}
