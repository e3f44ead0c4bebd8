/**
 * The zod schemas of routes and redirects (route-def.ts has the types and the helpers): the release tool, the build
 * and the shell's registry check use them. Kept apart so a module that only declares routes pulls no zod.
 */
import { z } from 'zod/mini';
import { ACCESS, BACKGROUNDS, WIZARDS } from './route-def';
import { SLOT_NAMES } from './slots';

/** A static segment, or a :param (optionally `?`). No splats: the catch-all belongs to the shell. */
const SEGMENT = /^(?:[A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*\??)$/;
const pathPattern = z.string().check(
  z.maxLength(200),
  z.refine((p) => p === '/' || (p.startsWith('/') && !p.endsWith('/') && p.slice(1).split('/').every((s) => SEGMENT.test(s))), {
    message: 'A path is "/" or "/"-separated segments (letters, digits, ._~- or :param), without a trailing slash.',
  }),
);

/**
 * An API call a page makes first, relative to the API's root as the app's client asks it (000 §7: every path ends
 * with a slash), with the route's `:param`s in place of values and, optionally, a fixed query. The shell's server asks
 * it with the member's session and puts the answer into the member's document (docs/decisions/0154).
 */
const API_SEGMENT = '(?:(?!\\.\\.?/)[A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*)';
const firstAnswer = z.string().check(
  z.maxLength(300),
  z.regex(new RegExp(`^${API_SEGMENT}(?:/${API_SEGMENT})*/(?:\\?[A-Za-z0-9._~=&%,-]+)?$`), {
    message: 'A first answer is an API path relative to its root, ending with "/" (segments or :param), then an optional query.',
  }),
);

/** The required `:param` names of a route path or of an API path (its query left out). */
export const paramNames = (pattern: string): string[] => [...pattern.replace(/\/\?.*$/, '/').matchAll(/(?:^|\/):([A-Za-z_][A-Za-z0-9_]*)(\?)?/g)].filter((m) => !m[2]).map((m) => m[1]);

const routeName = z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/, 'Route names are lowerCamelCase.'), z.maxLength(60));

export const routeDefSchema = z.object({
  /** Unique across the whole site: links are written by name (`href(name, params)`). */
  name: routeName,
  /**
   * Names this route was known by and still answers to, while the links to it move to `name`: the first release of a
   * rename (docs/decisions/0071). Unique across the site like names; dropped by the rename's second release.
   */
  formerNames: z.optional(z.array(routeName).check(z.maxLength(10))),
  path: pathPattern,
  /** The page heading and document title. */
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  /** The page's meta description (public pages). */
  description: z.optional(z.string().check(z.maxLength(300))),
  access: z.enum(ACCESS),
  /** Signing in from here returns here: the full path travels as /login?next=... (000 §2.7). */
  remembersRedirect: z.boolean(),
  /** A signed-in user must have picked a profile; otherwise /profiles?redirect=... (000 §2.7). */
  needsProfile: z.boolean(),
  /** Profiles without account access are sent to /browse (000 §6). */
  needsAccountAccess: z.boolean(),
  background: z.enum(BACKGROUNDS),
  wizard: z.optional(z.enum(WIZARDS)),
  /** Step number within its wizard (002 §2.1, §2.4). */
  step: z.optional(z.int().check(z.gte(1), z.lte(13))),
  /** Landing pages that set a promo code on arrival (000 §2.1). */
  promoCode: z.optional(z.string().check(z.regex(/^\w{1,40}$/))),
  /**
   * The API calls the page makes first with a member's session (docs/decisions/0154): each names only `:param`s the
   * path always has. The page's own call must ask the very same URL, or the answer goes unused.
   */
  firstAnswers: z.optional(z.array(firstAnswer).check(z.maxLength(4))),
  /**
   * The image the page shows largest on its first screen (its LCP): a field of one of its first answers holding the
   * image's URL (`backdrop_url`, `results.0.poster_url`), which the server preloads in the document (0154).
   */
  firstImage: z.optional(
    z.object({
      answer: firstAnswer,
      field: z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*(?:\.(?:\d{1,3}|[A-Za-z_][A-Za-z0-9_]*)){0,4}$/, 'A field is a dotted path of names and indexes.')),
    }),
  ),
  /**
   * A member's page the shell's server renders per request from its first answers, through the release's renderer
   * (the registry entry's `renderer`; docs/decisions/0159).
   */
  renderedPerRequest: z.optional(z.literal(true)),
}).check(
  z.refine((def) => (def.firstAnswers ?? []).every((call) => paramNames(call).every((name) => paramNames(def.path).includes(name))), {
    message: "A first answer names only the route's own required :params.",
    path: ['firstAnswers'],
  }),
  z.refine((def) => !def.renderedPerRequest || (def.firstAnswers ?? []).length > 0, {
    message: 'A page rendered per request is rendered from its first answers.',
    path: ['renderedPerRequest'],
  }),
  z.refine((def) => !def.firstImage || (def.firstAnswers ?? []).includes(def.firstImage.answer), {
    message: "The first image is read from one of the route's first answers.",
    path: ['firstImage'],
  }),
);

export const redirectDefSchema = z
  .object({
    from: pathPattern,
    /** A path pattern using the same :params as `from`, or an absolute https URL when `external`. */
    to: z.string().check(z.minLength(1), z.maxLength(500)),
    query: z.optional(z.record(z.string().check(z.maxLength(60)), z.string().check(z.maxLength(200)))),
    external: z.optional(z.boolean()),
  })
  .check(
    z.refine((r) => (r.external ? /^https:\/\/[^\s]+$/.test(r.to) : pathPattern.safeParse(r.to).success), {
      message: 'An internal redirect goes to a path pattern; an external one to an https URL.',
      path: ['to'],
    }),
  );

export const widgetDefSchema = z.object({
  slot: z.enum(SLOT_NAMES as [string, ...string[]]),
  name: z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/, 'Widget names are lowerCamelCase.'), z.maxLength(60)),
});

/** What one remote serves: the content of its `src/routes.ts`, published with each release. */
export const remoteRoutesSchema = z.object({
  routes: z.array(routeDefSchema).check(z.maxLength(200)),
  redirects: z.array(redirectDefSchema).check(z.maxLength(200)),
  widgets: z.optional(z.array(widgetDefSchema).check(z.maxLength(20))),
});

