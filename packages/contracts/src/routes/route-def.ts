/**
 * What a route is, for every part of the site: the shell builds its router and guards from these, a remote
 * declares the routes it serves with them (its own `src/routes.ts`), and a release publishes them in the registry
 * (docs/decisions/0020-routes-owned-by-remotes.md). Plain data, so it travels as JSON and is checked with zod.
 */
import { z } from 'zod';
import { SLOT_NAMES } from './slots';

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

/** A static segment, or a :param (optionally `?`). No splats: the catch-all belongs to the shell. */
const SEGMENT = /^(?:[A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*\??)$/;
const pathPattern = z
  .string()
  .max(200)
  .refine((p) => p === '/' || (p.startsWith('/') && !p.endsWith('/') && p.slice(1).split('/').every((s) => SEGMENT.test(s))), {
    message: 'A path is "/" or "/"-separated segments (letters, digits, ._~- or :param), without a trailing slash.',
  });

export const routeDefSchema = z.object({
  /** Unique across the whole site: links are written by name (`href(name, params)`). */
  name: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'Route names are lowerCamelCase.').max(60),
  path: pathPattern,
  /** The page heading and document title. */
  title: z.string().min(1).max(120),
  /** The page's meta description (public pages). */
  description: z.string().max(300).optional(),
  access: z.enum(ACCESS),
  /** Signing in from here returns here: the full path travels as /login?next=... (000 §2.7). */
  remembersRedirect: z.boolean(),
  /** A signed-in user must have picked a profile; otherwise /profiles?redirect=... (000 §2.7). */
  needsProfile: z.boolean(),
  /** Profiles without account access are sent to /browse (000 §6). */
  needsAccountAccess: z.boolean(),
  background: z.enum(BACKGROUNDS),
  wizard: z.enum(WIZARDS).optional(),
  /** Step number within its wizard (002 §2.1, §2.4). */
  step: z.number().int().min(1).max(13).optional(),
  /** Landing pages that set a promo code on arrival (000 §2.1). */
  promoCode: z.string().regex(/^\w{1,40}$/).optional(),
});
export type RouteDef = z.infer<typeof routeDefSchema>;

export const redirectDefSchema = z
  .object({
    from: pathPattern,
    /** A path pattern using the same :params as `from`, or an absolute https URL when `external`. */
    to: z.string().min(1).max(500),
    query: z.record(z.string().max(60), z.string().max(200)).optional(),
    external: z.boolean().optional(),
  })
  .refine((r) => (r.external ? /^https:\/\/[^\s]+$/.test(r.to) : pathPattern.safeParse(r.to).success), {
    message: 'An internal redirect goes to a path pattern; an external one to an https URL.',
    path: ['to'],
  });
export type RedirectDef = z.infer<typeof redirectDefSchema>;

/** A widget a remote puts in one of the shell's slots (slots.ts); `name` is its key in defineRemote's `widgets`. */
export const widgetDefSchema = z.object({
  slot: z.enum(SLOT_NAMES as [string, ...string[]]),
  name: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'Widget names are lowerCamelCase.').max(60),
});
export type WidgetDef = z.infer<typeof widgetDefSchema>;

/** What one remote serves: the content of its `src/routes.ts`, published with each release. */
export const remoteRoutesSchema = z.object({
  routes: z.array(routeDefSchema).max(200),
  redirects: z.array(redirectDefSchema).max(200),
  widgets: z.array(widgetDefSchema).max(20).optional(),
});
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
