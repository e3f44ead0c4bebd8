/**
 * The site as the registry describes it, built from every remote's src/routes.ts (the lists their releases
 * publish): for unit tests of the shell and the web apps. Only usable under jest, which compiles the TypeScript.
 */
const path = require('node:path');
const { API_PORT, DEFAULT_PORTS, REMOTES, appDir } = require('./ports');

const ROOT = path.resolve(__dirname, '..', '..');

function testRegistry() {
  const remotes = {};
  for (const name of REMOTES) {
    const routes = require(path.join(ROOT, appDir(name), 'src', 'routes.ts')).default;
    remotes[name] = { version: 'test', manifest: `http://localhost:${DEFAULT_PORTS[name]}/mf-manifest.json`, ...routes };
  }
  return { api: `http://localhost:${API_PORT}/`, remotes };
}

module.exports = { testRegistry };
