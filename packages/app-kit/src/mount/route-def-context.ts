import { createContext, useContext } from 'react';
import type { RouteDef } from '@sift/contracts';

export const RouteDefContext = createContext<RouteDef | null>(null);

/** The route-table entry of the page being rendered. */
export function useRouteDef(): RouteDef {
  const def = useContext(RouteDefContext);
  if (!def) throw new Error('useRouteDef is only available inside a page rendered from the route table.');
  return def;
}
