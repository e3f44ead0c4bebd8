import type { ComponentType } from 'react';
import type { RemoteRoutes } from '@sift/contracts';

/** A remote's pages by route name (`src/pages.ts`). */
export type Pages = Record<string, ComponentType>;

/** How a remote's pages and routes disagree: routes without a page, and pages without a route. */
export function pagesMismatch(routes: RemoteRoutes, pages: Pages): { missing: string[]; extra: string[] } {
  const names = routes.routes.map((r) => r.name);
  return {
    missing: names.filter((name) => !pages[name]),
    extra: Object.keys(pages).filter((name) => !names.includes(name)),
  };
}
