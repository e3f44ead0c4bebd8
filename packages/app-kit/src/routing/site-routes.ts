import { RouteTable, SHELL_ROUTES, type OwnedRouteDef, type RouteName } from '@sift/contracts';

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

type Params = Record<string, string | number | undefined>;

const reported = new Set<string>();

/**
 * The path of a named route: href('movie', {slug: 'up'}) -> '/movie/up'; href('login', {}, {next}) adds a query.
 *
 * `name` is a RouteName, generated from the routes files, so a misspelt name fails the type check. The live site
 * can still lack a name (a remote released without it): the release refuses that (docs/decisions/0070), and should
 * one get through anyway, a production build logs the error and links to the landing page instead of failing the
 * page that holds the link. Tests and development builds throw, so the mistake shows where it is made.
 */
export function href(name: RouteName, params?: Params, query?: Params): string {
  try {
    return table.href(name, params, query);
  } catch (error) {
    if (process.env.NODE_ENV !== 'production') throw error;
    const message = `A link to route "${name}" could not be made (${(error as Error).message}); it leads to the landing page instead.`;
    if (!reported.has(message)) {
      reported.add(message);
      console.error(message);
    }
    return '/';
  }
}
