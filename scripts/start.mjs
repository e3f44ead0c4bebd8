#!/usr/bin/env node
/**
 * `npm start`: installs what is missing (pnpm, dependencies), builds the shell and the five remotes, then starts
 * the API server (embedded PGlite database, seeded with demo data on first start) and serves every app from its
 * own port. `npm run dev` runs the same site in watch mode with live reload instead.
 *
 * Flags: --dev, --no-install, --no-build. Env: SIFT_REGISTRY_FILE (the shell's registry), SIFT_DATA_DIR (database).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { APPS, buildApps, installDependencies, log, pnpmCommand, ROOT, staleApps, startChild, stopChildren, waitForUrl } from './lib.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const pnpm = pnpmCommand();
if (!args.has('--no-install')) installDependencies(pnpm);

process.on('SIGINT', () => { stopChildren(); process.exit(130); });
process.on('SIGTERM', () => { stopChildren(); process.exit(143); });

const apiPort = Number(process.env.SIFT_API_PORT || 4000);
startChild('API server', pnpm, ['--filter', '@sift/api-server', dev ? 'dev' : 'start'], { env: { PORT: String(apiPort) } });

if (dev) {
  for (const app of APPS) startChild(app, pnpm, ['--filter', `./${app}`, 'dev']);
} else {
  if (!args.has('--no-build')) buildApps(pnpm, staleApps());
  const require = createRequire(import.meta.url);
  const { DEFAULT_PORTS } = require('../packages/build-config/ports.js');
  const { createStaticServer } = await import('../packages/build-config/serve.mjs');
  for (const app of APPS) {
    const name = app.replace(/^mf-/, '');
    const server = createStaticServer({
      dir: path.join(ROOT, app, 'dist'),
      spa: app === 'shell',
      registryFile: app === 'shell' ? process.env.SIFT_REGISTRY_FILE : undefined,
    });
    server.listen(DEFAULT_PORTS[name], '127.0.0.1');
  }
}

await waitForUrl(`http://127.0.0.1:${apiPort}/openapi.json`, 300_000);
await waitForUrl('http://127.0.0.1:3000/', 300_000);
log('');
log('Sift is running at http://localhost:3000/');
log('Demo accounts (password for all: watchtogether): parent@sift.example (subscriber, passcode 4321),');
log('  newbie@sift.example (no subscription), former@sift.example (cancelled), staff@sift.example (staff).');
log(`Mail outbox (codes and reset links): http://localhost:${apiPort}/dev/outbox/`);
log('Press Ctrl+C to stop.');
