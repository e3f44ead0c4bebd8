import { createContext, useContext } from 'react';
import type { RouteDef } from '@sift/contracts';

/**
 * The route-table entry of the page being rendered. @sift/app-kit provides it where it renders a page from the
 * routes; this package owns it so the page frame needs no router and no app-kit.
 */
export const PageRouteContext = createContext<RouteDef | null>(null);

/** The RouteDef of the current page; throws outside a page rendered from the route table. */
export function usePageRoute(): RouteDef {
  const def = useContext(PageRouteContext);
  if (!def) throw new Error('usePageRoute is only available inside a page rendered from the route table.');
  return def;
}
