/**
 * Links are written by route name (`href()` from @sift/app-kit) and resolved against the whole site's routes, which
 * the shell installs from the registry at run time. Unit tests of the web apps get the same table, from every
 * remote's src/routes.ts, so a link to an unknown route name fails a test.
 */
const path = require('node:path');
const { testRegistry } = require('./jest-registry');

const ROOT = path.resolve(__dirname, '..', '..');
const { siteRoutes } = require(path.join(ROOT, 'packages', 'contracts', 'src', 'index.ts'));
const { setSiteRoutes } = require(path.join(ROOT, 'packages', 'app-kit', 'src', 'routing', 'site-routes.ts'));

setSiteRoutes(siteRoutes(testRegistry()));
