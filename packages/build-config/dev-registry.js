/**
 * The registry in development (`npm run dev`): every remote from its dev server, with the routes of its source
 * tree, read afresh on every request. In production the registry is written by the release tool instead.
 */
const { API_PORT, DEFAULT_PORTS, REMOTES, appDir } = require('./ports');
const { loadRemoteRoutes } = require('./remote-routes');

function devRegistry(host = 'localhost') {
  const remotes = {};
  for (const name of REMOTES) {
    remotes[name] = {
      version: 'dev',
      manifest: `http://${host}:${DEFAULT_PORTS[name]}/mf-manifest.json`,
      ...loadRemoteRoutes(appDir(name)),
    };
  }
  return { api: `http://${host}:${API_PORT}/`, remotes };
}

module.exports = { devRegistry };
