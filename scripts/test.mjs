#!/usr/bin/env node
/**
 * `npm test`: every test, on a machine that has only Node and npm. Installs pnpm and the dependencies, type-checks,
 * runs every unit and API test (jest, API on PGlite), the API suite again on a real PostgreSQL (installed from
 * Debian's packages when missing; SIFT_SKIP_POSTGRES=1 skips it locally), the production topology's tests (nginx,
 * PostgreSQL and several API processes, deploy/test), builds the production site, installs
 * Debian's Chromium when missing and runs the Playwright e2e suite against the production build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APPS, buildApps, ensureChromium, installDependencies, log, pnpmCommand, ROOT, run } from './lib.mjs';

// Each runner also writes its results as JSON here, so the run ends with one line that sums them all.
const RESULTS = path.join(ROOT, '.data', 'test-results');
fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });
const jestResults = (name) => ['--json', `--outputFile=${path.join(RESULTS, `${name}.json`)}`];

const pnpm = pnpmCommand();
installDependencies(pnpm);

log('Type-checking');
run(pnpm, ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']);
run(pnpm, ['exec', 'tsc', '-p', 'deploy/tsconfig.json']);

log('Checking import boundaries (eslint.config.js)');
run(pnpm, ['exec', 'eslint', '.']);

log('Unit and API tests (jest; the API on PGlite)');
// Every core (here and on PostgreSQL, where each test file has its own database): jest's default leaves one for
// itself, which on a 2-core machine halves the run for an idle main process.
run(pnpm, ['exec', 'jest', '--ci', '--maxWorkers=100%', ...jestResults('jest')], { env: { NODE_OPTIONS: '--experimental-vm-modules' } });

if (process.env.SIFT_SKIP_POSTGRES !== '1') {
  log('API tests on PostgreSQL');
  run('bash', ['packages/api-server/scripts/test-postgres.sh', '--maxWorkers=100%', ...jestResults('jest-postgres')]);
}

log('Production topology tests (Debian nginx and PostgreSQL, two API processes, the worker: deploy/test)');
{
  const { ensureDebianPackages } = await import('../deploy/topology.mjs');
  ensureDebianPackages();
}
run(pnpm, ['exec', 'jest', '--ci', '--config', 'deploy/jest.config.js', '--runInBand', ...jestResults('jest-production')], {
  env: { NODE_OPTIONS: '--experimental-vm-modules' },
});

buildApps(pnpm, APPS);
ensureChromium();
log('End-to-end tests (Playwright, Debian Chromium, production build)');
run(pnpm, ['--filter', '@sift/e2e', 'exec', 'playwright', 'test'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS, 'playwright.json') },
});

let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(RESULTS)) {
  const results = JSON.parse(fs.readFileSync(path.join(RESULTS, file), 'utf8'));
  if (results.stats) {
    passed += results.stats.expected + results.stats.flaky;
    failed += results.stats.unexpected;
  } else {
    passed += results.numPassedTests;
    failed += results.numFailedTests;
  }
}
console.log(`Summary: ${passed} passed, ${failed} failed`);
