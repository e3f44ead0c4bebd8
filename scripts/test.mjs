#!/usr/bin/env node
/**
 * `npm test`: every test, on a machine that has only Node and npm. Installs pnpm and the dependencies, type-checks,
 * runs every unit and API test (jest, API on PGlite), the API suite again on a real PostgreSQL (installed from
 * Debian's packages when missing; SIFT_SKIP_POSTGRES=1 skips it locally), builds the production site, installs
 * Debian's Chromium when missing and runs the Playwright e2e suite against the production build.
 */
import { APPS, buildApps, ensureChromium, installDependencies, log, pnpmCommand, run } from './lib.mjs';

const pnpm = pnpmCommand();
installDependencies(pnpm);

log('Type-checking');
run(pnpm, ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']);

log('Unit and API tests (jest; the API on PGlite)');
run(pnpm, ['exec', 'jest', '--ci'], { env: { NODE_OPTIONS: '--experimental-vm-modules' } });

if (process.env.SIFT_SKIP_POSTGRES !== '1') {
  log('API tests on PostgreSQL');
  run('bash', ['packages/api-server/scripts/test-postgres.sh']);
}

buildApps(pnpm, APPS);
ensureChromium();
log('End-to-end tests (Playwright, Debian Chromium, production build)');
run(pnpm, ['--filter', '@sift/e2e', 'exec', 'playwright', 'test']);
