import { fillPath, withQuery } from './paths';
import type { OwnedRouteDef } from './route-def';

type Params = Record<string, string | number | undefined>;

/**
 * The site's routes by name, to write links: `table.href('movie', {slug: 'up'})` -> '/movie/up'. At run time the
 * table holds every route of the registry, so a remote links to another remote's page by name without importing it.
 */
export class RouteTable {
  private readonly byName: Map<string, OwnedRouteDef>;

  constructor(readonly routes: readonly OwnedRouteDef[]) {
    // A former name (the first release of a rename) leads to the same route as its name.
    this.byName = new Map(routes.flatMap((r) => [r.name, ...(r.formerNames ?? [])].map((name) => [name, r] as const)));
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  get(name: string): OwnedRouteDef {
    const found = this.byName.get(name);
    if (!found) throw new Error(`Unknown route name: ${name}`);
    return found;
  }

  href(name: string, params?: Params, query?: Params): string {
    return withQuery(fillPath(this.get(name).path, params), query);
  }
}
