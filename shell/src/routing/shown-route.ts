import { createContext, useContext } from 'react';
import type { OwnedRouteDef } from '@sift/contracts';

/** The page route being shown: its definition from the registry (none for a redirect or the catch-all). */
export const ShownRouteContext = createContext<OwnedRouteDef | undefined>(undefined);

/** The definition of the page route being shown, if any (redirects and the catch-all have none). */
export function useCurrentRouteDef(): OwnedRouteDef | undefined {
  return useContext(ShownRouteContext);
}
