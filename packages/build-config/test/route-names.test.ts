/**
 * `RouteName` (packages/contracts/src/routes/route-names.ts) is generated from the routes files: this fails while the
 * committed file is not what `pnpm route-names` would write now (docs/decisions/0070-route-names-contract.md).
 */
import fs from 'node:fs';
import { siteRoutes } from '@sift/contracts';
import { testRegistry } from '@sift/build-config/jest-registry';
import { renderRouteNames, ROUTE_NAMES_FILE } from '@sift/build-config/route-names';

describe('the generated route names', () => {
  it('are those of the routes files (run `pnpm route-names` after changing a route name)', () => {
    const wanted = renderRouteNames(siteRoutes(testRegistry()));
    expect(fs.readFileSync(ROUTE_NAMES_FILE, 'utf8')).toBe(wanted);
  });

  it('list each name once, sorted, with the app that serves it (former names too)', () => {
    const text = renderRouteNames([
      { name: 'jobs', owner: 'marketing' },
      { name: 'browse', owner: 'discovery' },
      { name: 'profiles', owner: 'shell' },
      { name: 'careers', owner: 'marketing', formerNames: ['work'] },
    ]);
    expect(text).toContain(
      "export const ROUTE_NAMES = [\n  'browse', // discovery\n  'careers', // marketing\n  'jobs', // marketing\n  'profiles', // shell\n  'work', // marketing, former name of careers\n] as const;",
    );
    expect(text).toContain('export type RouteName = (typeof ROUTE_NAMES)[number];');
  });
});
