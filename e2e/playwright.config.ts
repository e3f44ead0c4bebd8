import { defineConfig } from '@playwright/test';
import { DEFAULT_PORTS } from '@sift/build-config/ports';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SITE_URL } from './core/site';

/**
 * Cross-remote e2e against the production build, in Debian's Chromium (never a downloaded browser). The site is
 * started once for the run on a fresh embedded database. Projects (docs/decisions/0081):
 * - `site`: every other spec, test by test across the workers (fullyParallel): a test makes its own state through
 *   the API. A file whose tests share state (theater: one demo profile's streams and resume position) opts out with
 *   `test.describe.configure({ mode: 'default' })`: its tests then run in order, in one worker;
 * - `releases`: specs that change what every other test sees (releases and rollbacks rewrite the registry;
 *   `*.serial.spec.ts` move the server's clock or change a shared demo account), one at a time, after `site`;
 * - `fidelity`: what measures real-time playback (the fidelity harness, the demo streams' picture and sound), two
 *   titles at a time, after `releases`, with no other browser test beside it (only the niced jest).
 * `npm test` (scripts/test.mjs) starts the site itself, runs each project on its own, and runs jest beside `site`
 * and `releases` (SIFT_E2E_SITE=started: Playwright uses that site).
 * No retries, on CI too: a flaky test is fixed at its cause, or quarantined with a reason (test.fixme), never
 * retried silently.
 */
const SERIAL = /(releases|\.serial)\.spec\.ts$/;
/** Measurements of real-time playback (frames, mute timing, the demo streams' picture and sound). */
const FIDELITY = /(player-fidelity|demo-media)\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  outputDir: './.tmp/test-results',
  // Generous: a timeout is for a test that is stuck, and on a machine whose cores are shared a page can take many
  // seconds to come (waiting longer costs a passing test nothing).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Four on 2 cores: a browser test mostly waits (pages, timers, the server), so twice as many workers as cores
  // nearly halved the site project's time at the same CPU time (docs/decisions/0081).
  workers: Number(process.env.SIFT_E2E_WORKERS) || 4,
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
    { name: 'releases', testMatch: SERIAL, dependencies: ['site'], workers: 1 },
    // Two titles at a time: playback is real time and mostly waits, so two harnesses fill both cores for half the
    // wall time; every assert holds at that load (docs/decisions/0129). The README's timing figures come from
    // SIFT_FIDELITY_WORKERS=1, one title at a time.
    { name: 'fidelity', testMatch: FIDELITY, dependencies: ['releases'], workers: Number(process.env.SIFT_FIDELITY_WORKERS) || 2, fullyParallel: true },
  ],
  webServer: {
    command: 'node core/start-site.mjs',
    // The registry answers once the API is up and every remote is published. 127.0.0.1, not localhost: Node may
    // resolve localhost to ::1, where nothing listens.
    url: `http://127.0.0.1:${DEFAULT_PORTS.shell}/registry.json`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI || process.env.SIFT_E2E_SITE === 'started',
    // SIGTERM first, so start.mjs stops the API server it started before the group is killed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
