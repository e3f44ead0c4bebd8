import { lazy, Suspense, type ComponentType } from 'react';
import { PageSkeleton } from '@sift/ui';

/**
 * A page whose code loads when it is first shown, so the widgets every member mounts on every page (the annual
 * banner, the billing takeover) do not bring the account pages with them (docs/decisions/0025, 0055).
 * TODO(issue 9): @sift/mount's lazyPage also preloads the first page before the mount; use it once it is on main.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  function LazyPage() {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    );
  }
  return LazyPage;
}
