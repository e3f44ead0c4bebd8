/**
 * What a route is, for every part of the site: the shell builds its router and guards from these, a remote
 * declares the routes it serves with them (its own `src/routes.ts`), and a release publishes them in the registry
 * (docs/decisions/0020-routes-owned-by-remotes.md). Plain data, so it travels as JSON; the zod schemas that check
 * it live in route-schemas.ts, so a remote's routes.ts (which only needs `route()`) does not pull zod into its bundle.
 */
import type { z } from 'zod/mini';
import type { redirectDefSchema, remoteRoutesSchema, routeDefSchema, widgetDefSchema } from './route-schemas';

/**
 * - public: anyone.
 * - public-only: signed-in users are sent to /browse (landing and auth pages, 000 §2.1, §6).
 * - private: signed-out users are sent to /login.
 */
export const ACCESS = ['public', 'public-only', 'private'] as const;
export type Access = (typeof ACCESS)[number];
export const BACKGROUNDS = ['default', 'grey', 'white'] as const;
export type Background = (typeof BACKGROUNDS)[number];
export const WIZARDS = ['signup', 'setup', 'cancel'] as const;
export type Wizard = (typeof WIZARDS)[number];

export type RouteDef = z.infer<typeof routeDefSchema>;
export type RedirectDef = z.infer<typeof redirectDefSchema>;
/** A widget a remote puts in one of the shell's slots (slots.ts); `name` is its key in defineRemote's `widgets`. */
export type WidgetDef = z.infer<typeof widgetDefSchema>;
/** What one remote serves: the content of its `src/routes.ts`, published with each release. */
export type RemoteRoutes = z.infer<typeof remoteRoutesSchema>;

/** A route as the shell sees it: with the part of the site that serves it. */
export type OwnedRouteDef = RouteDef & { owner: string };

type Flags = Partial<Omit<RouteDef, 'name' | 'path' | 'title'>>;

/** A route with the defaults every route starts from (public, no profile, default background). */
export const route = (name: string, path: string, title: string, flags: Flags = {}): RouteDef => ({
  access: 'public',
  remembersRedirect: false,
  needsProfile: false,
  needsAccountAccess: false,
  background: 'default',
  ...flags,
  name,
  path,
  title,
});

/** The kinds of page the spec names (000 §2.1-2.7, 002 §2), so a remote's routes read like the spec. */
export const routeKinds = {
  /** Public landing pages: signed-in users go to /browse (000 §2.1). */
  landing: { access: 'public-only' } as Flags,
  info: { access: 'public' } as Flags,
  auth: { access: 'public-only' } as Flags,
  /** Browsing remembers the redirect and needs a profile once signed in (000 §2.6). */
  browsing: { access: 'public', remembersRedirect: true, needsProfile: true } as Flags,
  privatePage: { access: 'private', remembersRedirect: true, needsProfile: true } as Flags,
  accountPage: { access: 'private', remembersRedirect: true, needsProfile: true, needsAccountAccess: true } as Flags,
  signup: (step: number, access: Access = 'public'): Flags => ({
    access,
    remembersRedirect: access === 'private',
    wizard: 'signup',
    step,
  }),
  setup: { access: 'private', remembersRedirect: true, needsProfile: true, wizard: 'setup' } as Flags,
  cancel: (step: number): Flags => ({
    access: 'private',
    remembersRedirect: true,
    needsProfile: true,
    needsAccountAccess: true,
    background: 'white',
    wizard: 'cancel',
    step,
  }),
};

/** A remote's `src/routes.ts` default export: checked by the type system here and by zod when released. */
export const defineRemoteRoutes = (routes: RemoteRoutes): RemoteRoutes => routes;
