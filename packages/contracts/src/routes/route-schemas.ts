/**
 * The zod schemas of routes and redirects (route-def.ts has the types and the helpers): the release tool, the build
 * and the shell's registry check use them. Kept apart so a module that only declares routes pulls no zod.
 */
import { z } from 'zod';
import { ACCESS, BACKGROUNDS, WIZARDS } from './route-def';
import { SLOT_NAMES } from './slots';

/** A static segment, or a :param (optionally `?`). No splats: the catch-all belongs to the shell. */
const SEGMENT = /^(?:[A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*\??)$/;
const pathPattern = z
  .string()
  .max(200)
  .refine((p) => p === '/' || (p.startsWith('/') && !p.endsWith('/') && p.slice(1).split('/').every((s) => SEGMENT.test(s))), {
    message: 'A path is "/" or "/"-separated segments (letters, digits, ._~- or :param), without a trailing slash.',
  });

const routeName = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'Route names are lowerCamelCase.').max(60);

export const routeDefSchema = z.object({
  /** Unique across the whole site: links are written by name (`href(name, params)`). */
  name: routeName,
  /**
   * Names this route was known by and still answers to, while the links to it move to `name`: the first release of a
   * rename (docs/decisions/0071). Unique across the site like names; dropped by the rename's second release.
   */
  formerNames: z.array(routeName).max(10).optional(),
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

export const widgetDefSchema = z.object({
  slot: z.enum(SLOT_NAMES as [string, ...string[]]),
  name: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'Widget names are lowerCamelCase.').max(60),
});

/** What one remote serves: the content of its `src/routes.ts`, published with each release. */
export const remoteRoutesSchema = z.object({
  routes: z.array(routeDefSchema).max(200),
  redirects: z.array(redirectDefSchema).max(200),
  widgets: z.array(widgetDefSchema).max(20).optional(),
});

