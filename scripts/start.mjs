#!/usr/bin/env node
/**
 * `npm start`: installs what is missing (pnpm, dependencies), builds the shell and the five remotes, then starts
 * the API server (embedded PGlite database, seeded with demo data on first start) and serves every app from its
 * own port. `npm run dev` runs the same site in watch mode with live reload instead.
 *
 * In production mode every remote is served from its releases folder (one immutable folder per version) and each
 * freshly built remote is published there and made live in the registry, as `pnpm release` would (without the
 * browser check): so `pnpm release <remote>` and `pnpm rollback <remote>` work against this running site.
 *
 * Flags: --dev, --no-install, --no-build. Env: SIFT_RELEASES_DIR (releases and the registry, default .releases/),
 * SIFT_DATA_DIR (database), SIFT_PORT_OFFSET (move every port), SIFT_SHELL_DIST (the shell's build to serve, default
 * shell/dist: a second e2e site serves a copy of its own).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { APPS, buildApps, installDependencies, log, pnpmCommand, ROOT, run as runSync, runAsync, staleApps, startChild, stopChildren, waitForUrl } from './lib.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const pnpm = pnpmCommand();
if (!args.has('--no-install')) installDependencies(pnpm);

process.on('SIGINT', () => { stopChildren(); process.exit(130); });
process.on('SIGTERM', () => { stopChildren(); process.exit(143); });

const require = createRequire(import.meta.url);
const { API_PORT, DEFAULT_PORTS, OIDC_DEV_PORT, STAND_IN_PORTS } = require('../packages/build-config/ports.js');
const apiPort = API_PORT;
const siteOrigins = Object.values(DEFAULT_PORTS).map((port) => `http://localhost:${port}`).join(',');
startChild('API server', pnpm, ['--filter', '@sift/api-server', dev ? 'dev' : 'start'], {
  env: { PORT: String(apiPort), SIFT_SITE_ORIGINS: process.env.SIFT_SITE_ORIGINS || siteOrigins },
});
startChild('OpenID Connect provider', 'node', ['packages/oidc-dev-provider/src/main.mjs'], { env: { SIFT_SITE_ORIGINS: process.env.SIFT_SITE_ORIGINS || siteOrigins } });
startChild('Stand-in streaming services', pnpm, ['--filter', '@sift/stand-in-services', 'start']);

/**
 * Every service started above answers: the API, the OpenID Connect provider and each stand-in service. A child that
 * hangs before it listens stops the start here, with its address, instead of failing whatever later needs it.
 */
async function servicesUp() {
  try {
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${apiPort}/openapi.json`, 300_000),
      waitForUrl(`http://127.0.0.1:${OIDC_DEV_PORT}/.well-known/openid-configuration`, 120_000),
      ...Object.values(STAND_IN_PORTS).map((port) => waitForUrl(`http://127.0.0.1:${port}/signin`, 120_000)),
    ]);
  } catch (error) {
    log(`The site did not start: ${error.message}`);
    stopChildren();
    process.exit(1);
  }
}

if (dev) {
  for (const app of APPS) startChild(app, pnpm, ['--filter', `./${app}`, 'dev']);
} else {
  if (!args.has('--no-build')) {
    buildApps(pnpm, staleApps());
    runSync(pnpm, ['--filter', '@sift/extension', 'build']);
  }
  const { createStaticServer } = await import('../packages/build-config/serve.mjs');
  // A remote's origin: its folder of versions, there (empty) before its first release.
  const originDir = (root, name) => {
    fs.mkdirSync(path.join(root, name), { recursive: true });
    return path.join(root, name);
  };
  const releasesDir = path.resolve(process.env.SIFT_RELEASES_DIR || path.join(ROOT, '.releases'));
  for (const app of APPS) {
    const name = app.replace(/^mf-/, '');
    const server =
      app === 'shell'
        ? createStaticServer({ dir: path.resolve(process.env.SIFT_SHELL_DIST || path.join(ROOT, 'shell', 'dist')), spa: true, registryFile: path.join(releasesDir, 'registry.json') })
        : createStaticServer({ dir: originDir(releasesDir, name) });
    server.listen(DEFAULT_PORTS[name], '127.0.0.1');
  }
  await servicesUp();
  // Last, so that a registry being served means the whole site is up (the e2e run waits for it).
  log('Publishing the built remotes that are not live yet');
  await runAsync(pnpm, ['exec', 'tsx', 'packages/release/src/cli.ts', 'publish-builds'], { env: { SIFT_RELEASES_DIR: releasesDir } });
}

// The production path waited before publishing; the watchers' path waits here.
if (dev) await servicesUp();
await waitForUrl(`http://127.0.0.1:${DEFAULT_PORTS.shell}/registry.json`, 300_000);
log('');
log(`Sift is running at http://localhost:${DEFAULT_PORTS.shell}/`);
log('Demo accounts (password for all: watchtogether): parent@sift.example (subscriber, passcode 4321),');
log('  newbie@sift.example (no subscription), former@sift.example (cancelled), staff@sift.example (staff).');
log(`Mail outbox (codes and reset links): http://localhost:${apiPort}/dev/outbox/`);
log(`Browser extension (load unpacked in Chrome): packages/extension/dist/sift-extension; TV simulator: http://localhost:${apiPort}/dev/tv-simulator/`);
log('Press Ctrl+C to stop.');
