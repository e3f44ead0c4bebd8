import { RouteTable, SHELL_ROUTES, type OwnedRouteDef } from '@sift/contracts';

/**
 * The routes of the whole site, as the registry lists them. The shell installs the table at start (app-kit is a
 * shared singleton, so every remote sees the same one); pages write links by route name with `href()`, so a path is
 * written once, by the remote that serves it (docs/decisions/0020-routes-owned-by-remotes.md).
 */
let table = new RouteTable(SHELL_ROUTES);

export function setSiteRoutes(routes: readonly OwnedRouteDef[]): void {
  table = new RouteTable(routes);
}

export const siteRoutes = (): RouteTable => table;

/** The path of a named route: href('movie', {slug: 'up'}) -> '/movie/up'; href('login', {}, {next}) adds a query. */
export const href: RouteTable['href'] = (name, params, query) => table.href(name, params, query);
