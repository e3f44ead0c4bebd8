/**
 * The registry: what the shell reads at every start (`/registry.json`). Per remote, the live release's version, its
 * manifest URL and the routes and redirects that release serves. Written only by the release tool, which rejects a
 * registry with problems (two claims on one path, a redirect loop) before anyone can load it; the shell checks it
 * again with the same schema (docs/decisions/0020-routes-owned-by-remotes.md, 0021-releases.md).
 */
import { z } from 'zod/mini';
import { matchPattern, patternKeys } from './paths';
import type { OwnedRouteDef, RedirectDef, RouteDef, WidgetDef } from './route-def';
import { redirectDefSchema, routeDefSchema, widgetDefSchema } from './route-schemas';
import { SLOTS, type SlotName } from './slots';
import { SHELL_OWNER, SHELL_ROUTES } from './shell-routes';

export const remoteNameSchema = z.string().check(
  z.regex(/^[a-z][a-z0-9-]{1,30}$/, 'Remote names are lowercase words.'),
  z.refine((name) => name !== SHELL_OWNER, 'The shell is not a remote.'),
);

const httpUrl = z.string().check(z.maxLength(2000), z.regex(/^https?:\/\/[^\s]+$/, 'An http(s) URL.'));

export const registryRemoteSchema = z.object({
  version: z.string().check(z.regex(/^[A-Za-z0-9._+-]{1,80}$/)),
  manifest: httpUrl,
  releasedAt: z.optional(z.string().check(z.maxLength(40))),
  routes: z.array(routeDefSchema).check(z.maxLength(200)),
  redirects: z.array(redirectDefSchema).check(z.maxLength(200)),
  widgets: z.optional(z.array(widgetDefSchema).check(z.maxLength(20))),
  /** Pre-rendered HTML of public pages, by path, published with the release (docs/decisions/0023-prerendered-pages.md). */
  documents: z.optional(z.record(z.string().check(z.maxLength(200)), httpUrl)),
  /**
   * Pre-rendered HTML of members' pages, by path: what every member sees there before the app has loaded, rendered
   * with public data only (the browse hero); placed in the shell's member frame (docs/decisions/0144).
   */
  memberDocuments: z.optional(z.record(z.string().check(z.maxLength(200)), httpUrl)),
  /**
   * The release's renderer (a Node bundle of its documents module): the shell's server renders the release's
   * `renderedPerRequest` pages with it for each member's request (docs/decisions/0159).
   */
  renderer: z.optional(httpUrl),
  /**
   * The route names this release's code links to (found by its build, docs/decisions/0071). The release tool refuses
   * a registry in which a live app links to a name nobody serves; the shell does not read this.
   */
  links: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(500))),
});
export type RegistryRemote = z.infer<typeof registryRemoteSchema>;

const registryShape = z.object({
  api: httpUrl,
  remotes: z.record(z.string().check(z.maxLength(40)), registryRemoteSchema),
  /** Set only in the release tool's private copy: the shell then checks that remote's entry and renders nothing else. */
  verify: z.optional(z.object({ remote: remoteNameSchema })),
});
export type Registry = z.infer<typeof registryShape>;

export const registrySchema = registryShape.check(
  z.superRefine((registry, ctx) => {
    for (const name of Object.keys(registry.remotes)) {
      const checked = remoteNameSchema.safeParse(name);
      if (!checked.success) ctx.addIssue({ code: 'custom', path: ['remotes', name], message: checked.error.issues[0].message });
    }
    for (const message of registryProblems(registry)) ctx.addIssue({ code: 'custom', message });
  }),
);

/** What the route checks read of a registry: each remote's routes, redirects and documents. */
export type RegistryRoutes = { remotes: Record<string, Pick<RegistryRemote, 'routes' | 'redirects' | 'documents' | 'widgets'>> };

/** Every route of the site, with its owner: the shell's own and those of each remote's live release. */
export function siteRoutes(registry: RegistryRoutes): OwnedRouteDef[] {
  return [
    ...SHELL_ROUTES,
    ...Object.entries(registry.remotes).flatMap(([owner, entry]) => entry.routes.map((def) => ({ ...def, owner }))),
  ];
}

/** The names a route answers to: its name and, during a rename, its former names. */
export const servedNames = (def: Pick<RouteDef, 'name' | 'formerNames'>): string[] => [def.name, ...(def.formerNames ?? [])];

export type OwnedRedirectDef = RedirectDef & { owner: string };
export function siteRedirects(registry: RegistryRoutes): OwnedRedirectDef[] {
  return Object.entries(registry.remotes).flatMap(([owner, entry]) => entry.redirects.map((r) => ({ ...r, owner })));
}

export type OwnedWidgetDef = WidgetDef & { owner: string; slot: SlotName };
/** Every widget of the live releases, with its owner. */
export function siteWidgets(registry: RegistryRoutes): OwnedWidgetDef[] {
  return Object.entries(registry.remotes).flatMap(([owner, entry]) =>
    (entry.widgets ?? []).map((w) => ({ ...w, slot: w.slot as SlotName, owner })),
  );
}

const MAX_REDIRECT_HOPS = 10;

/**
 * What is wrong with a registry, in words a releasing engineer can act on: route names used twice, a path claimed
 * by two routes or redirects (parameter names do not matter: `/movie/:slug` and `/movie/:id` are one path), and
 * redirects that lead back to themselves.
 */
export function registryProblems(registry: RegistryRoutes): string[] {
  const problems: string[] = [];
  const routes = siteRoutes(registry);
  const redirects = siteRedirects(registry);

  const names = new Map<string, string>();
  for (const def of routes) {
    for (const name of servedNames(def)) {
      const other = names.get(name);
      if (other) problems.push(`Route name "${name}" is used by ${other} and ${def.owner}.`);
      else names.set(name, def.owner);
    }
  }

  const claims = new Map<string, string>();
  const claim = (pattern: string, who: string) => {
    for (const key of patternKeys(pattern)) {
      const other = claims.get(key);
      if (other && other !== who) problems.push(`Path ${pattern} is claimed by ${other} and by ${who}.`);
      else claims.set(key, who);
    }
  };
  for (const def of routes) claim(def.path, `${def.owner} (route ${def.name})`);
  for (const r of redirects) claim(r.from, `${r.owner} (redirect ${r.from})`);

  const slotOwners = new Map<string, string>();
  for (const widget of siteWidgets(registry)) {
    if (!SLOTS[widget.slot].exclusive) continue;
    const other = slotOwners.get(widget.slot);
    if (other && other !== widget.owner) problems.push(`Slot ${widget.slot} takes one widget, and both ${other} and ${widget.owner} put one there.`);
    else slotOwners.set(widget.slot, widget.owner);
  }

  // A pre-rendered document stands for one concrete page of the remote that published it (decision 0023).
  for (const [owner, entry] of Object.entries(registry.remotes)) {
    for (const path of Object.keys(entry.documents ?? {})) {
      const concrete = path.startsWith('/') && !path.includes(':') && !path.includes('?');
      if (!concrete || !entry.routes.some((def) => matchPattern(def.path, path) !== null)) {
        problems.push(`Document ${path} of ${owner} is not a page ${owner} serves.`);
      }
    }
  }

  const internal = redirects.filter((r) => !r.external);
  for (const start of internal) {
    const seen = [start.from];
    let current: RedirectDef | undefined = start;
    for (let hop = 0; current && hop < MAX_REDIRECT_HOPS; hop += 1) {
      // Parameters carried by `to` match any segment, like the paths they stand for.
      const target: string = current.to;
      const next = internal.find((r) => matchPattern(r.from, target) !== null);
      if (!next) break;
      if (seen.includes(next.from)) {
        problems.push(`Redirect loop: ${[...seen, next.from].join(' -> ')}.`);
        break;
      }
      seen.push(next.from);
      current = next;
    }
    if (seen.length > MAX_REDIRECT_HOPS) problems.push(`Redirect chain from ${start.from} is longer than ${MAX_REDIRECT_HOPS} hops.`);
  }
  return [...new Set(problems)];
}

/** Parses a registry; throws an error whose message lists every problem. */
export function parseRegistry(raw: unknown): Registry {
  const result = registrySchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
    throw new Error(`The registry is not valid:\n- ${[...new Set(lines)].join('\n- ')}`);
  }
  return result.data;
}
