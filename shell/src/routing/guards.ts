import type { Profile, RouteDef } from '@sift/contracts';
import { href } from '@sift/app-kit';

export interface GuardSession {
  signedIn: boolean;
  profile: Pick<Profile, 'account_access'> | null;
}

/**
 * Where a navigation to `def` must go instead, or null to let it through (000 §2.7, §6; 001 §1):
 * private pages need a login (remembering the full path when the route says so), signed-in users skip
 * landing and auth pages, the main layout needs a profile, and profiles without account access stay out of the
 * account screens.
 */
export function guardRedirect(def: RouteDef, at: { pathname: string; search: string }, session: GuardSession): string | null {
  const fullPath = at.pathname + at.search;
  if (def.access === 'private' && !session.signedIn) {
    return def.remembersRedirect ? href('login', undefined, { next: fullPath }) : href('login');
  }
  if (def.access === 'public-only' && session.signedIn) return href('browse');
  if (!session.signedIn) return null;
  if (def.needsProfile && !session.profile) return href('profiles', undefined, { redirect: fullPath });
  if (def.needsAccountAccess && session.profile && !session.profile.account_access) return href('browse');
  return null;
}
