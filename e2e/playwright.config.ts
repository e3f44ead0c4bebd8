import { defineConfig } from '@playwright/test';
import { DEFAULT_PORTS } from '@sift/build-config/ports';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SITE_URL } from './core/site';

/**
 * Cross-remote e2e against the production build, in Debian's Chromium (never a downloaded browser). The site is
 * started once for the run on a fresh embedded database. Projects (docs/decisions/0081):
 * - `site`: every other spec, test by test across the workers (fullyParallel): a test makes its own state through
 *   the API. A file whose tests share state (theater: one demo profile's streams and resume position) opts out with
 *   `test.describe.configure({ mode: 'default' })`: its tests then run in order, in one worker;
 * - `fidelity`: the fidelity harness (real-time playback), alone, so the other workers' load does not skew it;
 * - `releases`: specs that change what every other test sees (releases and rollbacks rewrite the registry;
 *   `*.serial.spec.ts` move the server's clock), one at a time, last.
 * No retries, on CI too: a flaky test is fixed at its cause, or quarantined with a reason (test.fixme), never
 * retried silently.
 */
const SERIAL = /(releases|\.serial)\.spec\.ts$/;
const FIDELITY = /player-fidelity\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  outputDir: './.tmp/test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: Number(process.env.SIFT_E2E_WORKERS) || 2,
  retries: 0,
  // The test command also asks for JSON results (PLAYWRIGHT_JSON_OUTPUT_NAME) to sum up the whole run.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'site', testIgnore: [SERIAL, FIDELITY], fullyParallel: true },
    { name: 'fidelity', testMatch: FIDELITY, dependencies: ['site'] },
    { name: 'releases', testMatch: SERIAL, dependencies: ['fidelity'], workers: 1 },
  ],
  webServer: {
    command: 'node core/start-site.mjs',
    // The registry answers once the API is up and every remote is published. 127.0.0.1, not localhost: Node may
    // resolve localhost to ::1, where nothing listens.
    url: `http://127.0.0.1:${DEFAULT_PORTS.shell}/registry.json`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    // SIGTERM first, so start.mjs stops the API server it started before the group is killed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
