/**
 * Route names as a contract between apps that are released apart (docs/decisions/0071): each build records the names
 * it serves and the names its code links to; a release must leave every link of every live app with a page. A name is
 * renamed in two releases: add the new name beside the old and move the links, then drop the old.
 */
import type { RegistryRoutes } from './registry';
import { servedNames, siteRoutes } from './registry';

/** Where an app links to each name: name -> places in its code (a plain list of names when that is all that is known). */
export type RouteLinks = Record<string, readonly string[]> | readonly string[];

/** An app whose links must keep working: the live shell, each live remote, the candidate. */
export interface LinkingApp {
  /** 'shell' or a remote's name. */
  app: string;
  /** Its links; undefined when its build did not record them (an older release): then nothing is checked for it. */
  links: RouteLinks | undefined;
  /** The candidate release (its unserved links are its own mistake, reported in those words). */
  candidate?: boolean;
}

const namesOf = (links: RouteLinks): string[] => (Array.isArray(links) ? [...links] : Object.keys(links));
const placesOf = (links: RouteLinks, name: string): readonly string[] => (Array.isArray(links) ? [] : (links as Record<string, readonly string[]>)[name] ?? []);

/**
 * What would break if `registry` went live: every link of every app that names a route nobody in `registry` serves.
 * `live` (the registry as it is) says who serves such a name today, so the message can say who drops it.
 */
export function linkProblems(registry: RegistryRoutes, apps: readonly LinkingApp[], live?: RegistryRoutes): string[] {
  const served = new Set(siteRoutes(registry).flatMap(servedNames));
  const servedLive = new Map((live ? siteRoutes(live) : []).flatMap((def) => servedNames(def).map((name) => [name, def.owner] as const)));
  const problems: string[] = [];
  for (const { app, links, candidate } of apps) {
    if (!links) continue;
    for (const name of namesOf(links).sort()) {
      if (served.has(name)) continue;
      const places = placesOf(links, name);
      const where = places.length ? ` (${places.join(', ')})` : '';
      const owner = servedLive.get(name);
      if (candidate) {
        problems.push(`The release links to route name "${name}", which nobody would serve${where}.`);
      } else if (owner) {
        problems.push(`Route name "${name}" would no longer be served (${owner} drops it), but the live ${app} links to it${where}. Rename in two releases: add the new name beside the old and move the links, then drop the old.`);
      } else {
        problems.push(`The live ${app} links to route name "${name}", which nobody would serve${where}.`);
      }
    }
  }
  return problems;
}
