import { route, routeKinds, type OwnedRouteDef } from './route-def';

/** The part of the site that serves the shell's own routes. */
export const SHELL_OWNER = 'shell';

/**
 * The only routes the shell serves itself: the profile chooser and logout (000 §2.5, 002 §2.3). Everything else
 * belongs to a remote and arrives through the registry; unknown paths go to / (000 §2.3).
 */
export const SHELL_ROUTES: readonly OwnedRouteDef[] = [
  { ...route('profiles', '/profiles', "Who's Watching?", { access: 'private', remembersRedirect: true }), owner: SHELL_OWNER },
  { ...route('logout', '/logout', 'Log out', routeKinds.info), owner: SHELL_OWNER },
];
