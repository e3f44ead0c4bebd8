import { useMatches } from 'react-router';
import type { OwnedRouteDef } from '@sift/contracts';

/** What each page route of the shell's router carries: its definition from the registry. */
export interface RouteHandle {
  def: OwnedRouteDef;
}

/** The definition of the page route being shown, if any (redirects and the catch-all have none). */
export function useCurrentRouteDef(): OwnedRouteDef | undefined {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.def;
}
