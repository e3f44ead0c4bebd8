#!/usr/bin/env node
/**
 * `npm test`: every test, on a machine that has only Node and npm. Installs pnpm and the dependencies, type-checks
 * and lints (side by side: each uses one core), runs every unit and API test (jest, API on PGlite), the API suite
 * again on a real PostgreSQL (installed from Debian's packages when missing; SIFT_SKIP_POSTGRES=1 skips it locally),
 * builds the production site, installs Debian's Chromium when missing and runs the Playwright e2e suite against the
 * production build. Each phase is timed; the times and the machine's load are printed at the end, also when a phase
 * fails (docs/decisions/0083).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, buildApps, ensureChromium, installDependencies, log, pnpmCommand, ROOT, run, runAsync } from './lib.mjs';

// Each runner also writes its results as JSON here, so the run ends with one line that sums them all.
const RESULTS = path.join(ROOT, '.data', 'test-results');
fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });
const jestResults = (name) => ['--json', `--outputFile=${path.join(RESULTS, `${name}.json`)}`];

const started = Date.now();
const times = [];
const loads = [];

/** Runs one phase and records how long it took and the load average when it ended. */
async function phase(name, task) {
  const start = Date.now();
  try {
    await task();
  } finally {
    times.push({ name, ms: Date.now() - start });
    loads.push(os.loadavg()[0]);
  }
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function printTimes(failed) {
  const width = Math.max(...times.map((t) => t.name.length), 5);
  console.log('');
  log(`Times${failed ? ' (the run stopped at a failure)' : ''}:`);
  for (const { name, ms } of times) console.log(`  ${name.padEnd(width)}  ${clock(ms).padStart(6)}`);
  console.log(`  ${'total'.padEnd(width)}  ${clock(Date.now() - started).padStart(6)}`);
  const cpus = os.cpus().length;
  console.log(`  (${cpus} cores; 1-minute load average at the end of each phase: ${loads.map((l) => l.toFixed(1)).join(', ')})`);
}

function printSummary() {
  let passed = 0;
  let failed = 0;
  for (const file of fs.readdirSync(RESULTS)) {
    let results;
    try {
      results = JSON.parse(fs.readFileSync(path.join(RESULTS, file), 'utf8'));
    } catch {
      continue; // a runner stopped before it wrote its results
    }
    if (results.stats) {
      passed += results.stats.expected + results.stats.flaky;
      failed += results.stats.unexpected;
    } else {
      passed += results.numPassedTests;
      failed += results.numFailedTests;
    }
  }
  console.log(`Summary: ${passed} passed, ${failed} failed`);
}

const pnpm = pnpmCommand();
try {
  await phase('install', () => installDependencies(pnpm));

  await phase('type-check + lint', async () => {
    log('Type-checking and checking import boundaries (eslint.config.js), side by side');
    const checks = [
      runAsync(pnpm, ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']),
      runAsync(pnpm, ['exec', 'eslint', '.']),
    ];
    // Both finish (each prints its own findings) before a failure stops the run.
    const failure = (await Promise.allSettled(checks)).find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  });

  await phase('jest: unit + API on PGlite', () => {
    log('Unit and API tests (jest; the API on PGlite)');
    // Every core (here and on PostgreSQL): jest's default leaves one for itself, which on a 2-core machine halves
    // the run for an idle main process.
    run(pnpm, ['exec', 'jest', '--ci', '--maxWorkers=100%', ...jestResults('jest')], { env: { NODE_OPTIONS: '--experimental-vm-modules' } });
  });

  if (process.env.SIFT_SKIP_POSTGRES !== '1') {
    await phase('jest: API on PostgreSQL', () => {
      log('API tests on PostgreSQL');
      run('bash', ['packages/api-server/scripts/test-postgres.sh', '--ci', '--maxWorkers=100%', ...jestResults('jest-postgres')]);
    });
  }

  await phase('production build', () => buildApps(pnpm, APPS));
  await phase('e2e (Playwright)', () => {
    ensureChromium();
    log('End-to-end tests (Playwright, Debian Chromium, production build)');
    run(pnpm, ['--filter', '@sift/e2e', 'exec', 'playwright', 'test'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS, 'playwright.json') },
    });
  });
} catch (error) {
  printTimes(true);
  printSummary();
  console.error(error.message);
  process.exit(1);
}
printTimes(false);
printSummary();
