/** Where each app is served in development, e2e and the start command: one list for every tool that needs it. */
const fs = require('node:fs');

const DEFAULT_PORTS = { shell: 3000, marketing: 3001, discovery: 3002, player: 3003, membership: 3004, account: 3005 };
const API_PORT = 4000;

/** The registry the shell reads at start when no registry file is configured: every app on its default port. */
function defaultRegistry(host = 'localhost') {
  const remotes = Object.fromEntries(
    Object.entries(DEFAULT_PORTS)
      .filter(([name]) => name !== 'shell')
      .map(([name, port]) => [name, `http://${host}:${port}/mf-manifest.json`]),
  );
  return { api: `http://${host}:${API_PORT}/`, remotes };
}

/** The registry as served: the file named by SIFT_REGISTRY_FILE, read afresh on every request, else the default. */
function readRegistry(registryFile = process.env.SIFT_REGISTRY_FILE) {
  return registryFile && fs.existsSync(registryFile)
    ? fs.readFileSync(registryFile, 'utf8')
    : JSON.stringify(defaultRegistry());
}

module.exports = { DEFAULT_PORTS, API_PORT, defaultRegistry, readRegistry };
