#!/usr/bin/env node
/**
 * `npm test`: every test, on a machine that has only Node and npm (docs/decisions/0082). In order:
 * 1. pnpm and the dependencies;
 * 2. the production build of the shell and the five remotes;
 * 3. two e2e sites started (scripts/start.mjs on fresh databases, e2e/core/start-site.mjs);
 * 4. the browser tests: on the first site the Playwright `site` project (independent specs on every worker) and then
 *    `serial` (specs that move the server's clock or change a shared demo account, one at a time); on the second, on
 *    its own ports and files, `releases` (specs that release and roll back, one at a time, in a scheduling group of
 *    its own) at the same time. Beside them, in sessions (scheduling groups) of their own (scripts/background.mjs),
 *    the type-check and the lint (import rules), and jest: every unit test and the API tests about PGlite on PGlite,
 *    then the whole API suite on a real PostgreSQL (installed from Debian's packages when missing;
 *    SIFT_SKIP_POSTGRES=1 skips it locally and runs the whole API suite on PGlite instead; docs/decisions/0129, 0130);
 * 5. the `fidelity` project (real-time playback) with no other browser test beside it, and what still runs beside it
 *    at the lowest priority;
 * 6. once jest has finished, the production topology's tests (nginx, PostgreSQL, several API processes and the
 *    worker: deploy/test) alone: they kill a process under load.
 * A failing phase does not stop the later ones (only a failed install or build does). Each phase is timed; the
 * times, the machine's load and the sum of the results are printed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { endRealTime, runInBackground, stopBackground, yieldToRealTime } from './background.mjs';
import { APPS, buildApps, ensureChromium, installDependencies, log, pnpmCommand, ROOT, runAsync, startChild, stopChild, stopChildren, waitForUrl } from './lib.mjs';

const { DEFAULT_PORTS } = createRequire(import.meta.url)('../packages/build-config/ports.js');

// Each runner writes its results as JSON here (the run ends with one line that sums them all), and the runners
// that run beside the e2e write their output here too (printed at the end).
const RESULTS = path.join(ROOT, '.data', 'test-results');
fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });
const jestResults = (name) => ['--json', `--outputFile=${path.join(RESULTS, `${name}.json`)}`];

const started = Date.now();
const times = [];
const failures = [];

/** Runs one phase: records its time, and its failure without stopping the run unless `required`. */
async function phase(name, task, { required = false, beside = '' } = {}) {
  const start = Date.now();
  try {
    await task();
  } catch (error) {
    failures.push(`${name}: ${error.message}`);
    if (required) throw error;
  } finally {
    times.push({ name: beside ? `${name} (beside ${beside})` : name, ms: Date.now() - start, load: os.loadavg()[0] });
  }
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function printTimes() {
  const width = Math.max(...times.map((t) => t.name.length), 5);
  console.log('');
  log(`Times (${os.cpus().length} cores; the load average is the 1-minute one when the phase ended):`);
  for (const { name, ms, load } of times) console.log(`  ${name.padEnd(width)}  ${clock(ms).padStart(6)}   load ${load.toFixed(1)}`);
  console.log(`  ${'total'.padEnd(width)}  ${clock(Date.now() - started).padStart(6)}`);
}

/** The first lines of a failure's message, without colour codes. */
const firstLines = (message = '') =>
  message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `      ${line.trim()}`)
    .join('\n');

/** Every failed test of a Playwright JSON report: its file, line and title path, and its error. */
function playwrightFailures(suite, titles = []) {
  const found = [];
  const titlePath = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.at(-1)?.error?.message ?? test.results?.at(-1)?.errors?.[0]?.message;
      found.push(`  [${test.projectName}] ${spec.file}:${spec.line} › ${[...titlePath, spec.title].join(' › ')}\n${firstLines(error)}`);
    }
  }
  for (const child of suite.suites ?? []) found.push(...playwrightFailures(child, titlePath));
  return found;
}

/** Every failed test of a jest JSON report. */
const jestFailures = (results) =>
  (results.testResults ?? []).flatMap((file) => {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (!failedTests.length && file.status === 'failed') return [`  ${path.relative(ROOT, file.name)}\n${firstLines(file.message)}`];
    return failedTests.map((test) => `  ${path.relative(ROOT, file.name)} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
  });

function printSummary() {
  let passed = 0;
  let failed = 0;
  const failedTests = [];
  for (const file of fs.readdirSync(RESULTS).filter((f) => f.endsWith('.json'))) {
    let results;
    try {
      results = JSON.parse(fs.readFileSync(path.join(RESULTS, file), 'utf8'));
    } catch {
      continue; // a runner that stopped before writing its results (its phase failed)
    }
    if (results.stats) {
      passed += results.stats.expected + results.stats.flaky;
      failed += results.stats.unexpected;
      failedTests.push(...(results.suites ?? []).flatMap((suite) => playwrightFailures(suite)));
    } else {
      passed += results.numPassedTests;
      failed += results.numFailedTests;
      failedTests.push(...jestFailures(results));
    }
  }
  // Last, so that a log cut to its end still names what failed.
  if (failedTests.length) console.log(`Failed tests:\n${failedTests.join('\n')}`);
  console.log(`Summary: ${passed} passed, ${failed} failed`);
}

/** A runner's output into RESULTS/<name>.log (it runs beside the e2e, whose report stays readable). */
function logFile(name) {
  const file = path.join(RESULTS, `${name}.log`);
  return { file, stdio: ['ignore', fs.openSync(file, 'w'), fs.openSync(file, 'a')] };
}

/** The second e2e site's port offset: the `releases` project runs there, beside the others on the first site. */
const RELEASES_SITE_OFFSET = 100;

/**
 * One Playwright project on the running site of `offset` (e2e/playwright.config.ts uses it). `ownGroup` runs it in a
 * session, so a scheduling group, of its own (scripts/background.mjs): the one-worker `releases` project would
 * otherwise share one group with the four workers of `site` beside it, and get a fifth of their cores.
 */
const playwright = (project, output, { offset = 0, stdio, ownGroup = false } = {}) =>
  (ownGroup ? runInBackground : runAsync)(pnpm, ['--filter', '@sift/e2e', 'exec', 'playwright', 'test', `--project=${project}`, '--no-deps'], {
    // No trace: a failed test keeps its screenshot, error context and browser log (docs/decisions/0135).
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS, `${output}.json`), SIFT_E2E_SITE: 'started', SIFT_PORT_OFFSET: String(offset), SIFT_E2E_TRACE: 'off' },
    ...(stdio && { stdio }),
  });

process.on('SIGINT', () => {
  stopBackground();
  stopChildren();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopBackground();
  stopChildren();
  process.exit(143);
});

const pnpm = pnpmCommand();
const skipPostgres = process.env.SIFT_SKIP_POSTGRES === '1';
/** Output of what ran in the background, printed at the end. */
const logs = [];
try {
  await phase('install', () => installDependencies(pnpm), { required: true });

  await phase('production build', () => buildApps(pnpm, APPS), { required: true });

  let releasesSite;
  await phase(
    'e2e: start the sites',
    async () => {
      ensureChromium();
      log(`Starting the e2e sites (production build, fresh databases) on http://localhost:${DEFAULT_PORTS.shell}/ and, for the releases, +${RELEASES_SITE_OFFSET}`);
      const site = logFile('e2e-site');
      const second = logFile('e2e-site-releases');
      logs.push(site.file, second.file);
      startChild('e2e site', 'node', ['e2e/core/start-site.mjs'], { stdio: site.stdio });
      releasesSite = startChild('e2e site for the releases', 'node', ['e2e/core/start-site.mjs'], {
        stdio: second.stdio,
        env: { SIFT_PORT_OFFSET: String(RELEASES_SITE_OFFSET) },
      });
      await Promise.all([
        waitForUrl(`http://127.0.0.1:${DEFAULT_PORTS.shell}/registry.json`, 300_000),
        waitForUrl(`http://127.0.0.1:${DEFAULT_PORTS.shell + RELEASES_SITE_OFFSET}/registry.json`, 300_000),
      ]);
    },
    { required: true },
  );

  // The checks and jest beside the browser tests, in sessions of their own (scripts/background.mjs; decision 0130).
  const checks = phase(
    'type-check + lint',
    async () => {
      const output = logFile('checks');
      logs.push(output.file);
      log(`Type-checking and checking import boundaries (eslint.config.js), beside: output in ${path.relative(ROOT, output.file)}`);
      const typecheck = async () => {
        await runInBackground(pnpm, ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit'], { stdio: output.stdio });
        await runInBackground(pnpm, ['exec', 'tsc', '-p', 'deploy/tsconfig.json'], { stdio: output.stdio });
      };
      // Both finish (each prints its own findings) before a failure is recorded.
      const failure = (await Promise.allSettled([typecheck(), runInBackground(pnpm, ['exec', 'eslint', '.'], { stdio: output.stdio })])).find(
        (result) => result.status === 'rejected',
      );
      if (failure) throw failure.reason;
    },
    { beside: 'e2e' },
  );
  const jest = (async () => {
    const unit = logFile('jest');
    logs.push(unit.file);
    await phase(
      'jest: unit + PGlite API tests',
      () => {
        log(`jest (the unit tests${skipPostgres ? ' and the API suite' : " and PGlite's own API tests"} on PGlite) beside the e2e: output in ${path.relative(ROOT, unit.file)}`);
        // Every core (here and on PostgreSQL): jest's default leaves one for itself.
        return runInBackground(pnpm, ['exec', 'jest', '--ci', '--maxWorkers=100%', ...jestResults('jest')], {
          // The API suite runs on PostgreSQL below; on PGlite only its files about PGlite (docs/decisions/0129).
          env: { NODE_OPTIONS: '--experimental-vm-modules', ...(skipPostgres ? {} : { SIFT_API_TESTS: 'embedded-database' }) },
          stdio: unit.stdio,
        });
      },
      { beside: 'e2e' },
    );
    if (skipPostgres) return;
    const postgres = logFile('jest-postgres');
    logs.push(postgres.file);
    await phase(
      'jest: API on PostgreSQL',
      () => {
        log(`jest: the API suite on PostgreSQL, beside the e2e: output in ${path.relative(ROOT, postgres.file)}`);
        return runInBackground('bash', ['packages/api-server/scripts/test-postgres.sh', '--ci', '--maxWorkers=100%', ...jestResults('jest-postgres')], {
          stdio: postgres.stdio,
        });
      },
      { beside: 'e2e' },
    );
  })();

  log('End-to-end tests (Playwright, Debian Chromium, production build)');
  // The releases on the second site, beside `site` and then `serial` on the first: they share nothing. Each side has
  // a scheduling group of its own, so the releases' one worker gets as much of the cores as the site's four.
  const releases = (async () => {
    const output = logFile('playwright-releases');
    logs.push(output.file);
    log(`The releases project on the second site, beside: output in ${path.relative(ROOT, output.file)}`);
    await phase('e2e: releases (second site)', () => playwright('releases', 'playwright-releases', { offset: RELEASES_SITE_OFFSET, stdio: output.stdio, ownGroup: true }), {
      beside: 'site + serial',
    });
    stopChild(releasesSite);
  })();
  await phase('e2e: site', () => playwright('site', 'playwright-site'));
  await phase('e2e: serial (clock, shared accounts)', () => playwright('serial', 'playwright-serial'));
  await releases;
  // Real-time playback: no other browser test beside it, and what runs beside it at the lowest priority.
  yieldToRealTime();
  await phase('e2e: fidelity', () => playwright('fidelity', 'playwright-fidelity'));
  endRealTime();
  await Promise.all([jest, checks]);
  await phase('production topology (alone)', async () => {
    log('Production topology tests (Debian nginx and PostgreSQL, two API processes, the worker: deploy/test)');
    const { ensureDebianPackages } = await import('../deploy/topology.mjs');
    ensureDebianPackages();
    await runAsync(pnpm, ['exec', 'jest', '--ci', '--config', 'deploy/jest.config.js', '--runInBand', ...jestResults('jest-production')], {
      env: { NODE_OPTIONS: '--experimental-vm-modules' },
    });
  });
} catch {
  // A required phase failed (recorded): nothing after it can run.
} finally {
  stopBackground();
  stopChildren();
}

for (const file of logs) {
  console.log('');
  log(`${path.relative(ROOT, file)}:`);
  process.stdout.write(fs.readFileSync(file, 'utf8'));
}
printTimes();
printSummary();
if (failures.length) {
  console.error(`Failed: ${failures.join('; ')}`);
  process.exit(1);
}
