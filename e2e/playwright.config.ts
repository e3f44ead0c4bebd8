import { defineConfig } from '@playwright/test';
import { DEFAULT_PORTS, PORT_OFFSET } from '@sift/build-config/ports';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SITE_URL, automationBrowserPath } from './core/site';

/**
 * Cross-remote e2e against the production build, in Debian's Chromium (never a downloaded browser). The site is
 * started once for the run on a fresh embedded database. Projects (docs/decisions/0081, 0129):
 * - `site`: every other spec, test by test across the workers (fullyParallel): a test makes its own state through
 *   the API. A file whose tests share state (theater: one demo profile's streams and resume position) opts out with
 *   `test.describe.configure({ mode: 'default' })`: its tests then run in order, in one worker;
 * - `serial`: `*.serial.spec.ts`, specs that move the server's clock or change a shared demo account, one at a time,
 *   after `site`;
 * - `releases`: `*releases.spec.ts`, specs that release and roll back (they rewrite the registry, and the shell's
 *   build for a while), one at a time. `npm test` runs them on a second site of their own (SIFT_PORT_OFFSET=100,
 *   its files apart: core/site.ts), beside `site` and `serial`; alone, they follow `serial`;
 * - `fidelity`: what measures real-time playback (the fidelity harness, the demo streams' picture and sound, the
 *   frames around a cut after filters changed mid-title), one at a time, last, with no other browser test beside it.
 * `fidelity` plays in the browser (Debian's `chromium`), the others run in its headless shell, the same Chromium made
 * for automation, at about two thirds of the CPU (docs/decisions/0145); the linking tests launch the browser
 * themselves for the extension (core/linking.ts).
 * `npm test` (scripts/test.mjs) starts the sites itself and runs each project on its own (SIFT_E2E_SITE=started:
 * Playwright uses the running site of its SIFT_PORT_OFFSET), with jest beside them (at the lowest priority while the
 * fidelity harness plays).
 * No retries, on CI too: a flaky test is fixed at its cause, or quarantined with a reason (test.fixme), never
 * retried silently.
 */
const SERIAL = /\.serial\.spec\.ts$/;
const RELEASES = /releases\.spec\.ts$/;
/** Measurements of real-time playback (frames, mute timing, the demo streams' picture and sound; decision 0148). */
const FIDELITY = /(player-fidelity|demo-media|theater-filters-mid-title)\.spec\.ts$/;
const OUTPUT_DIR = PORT_OFFSET ? `./.tmp/test-results-${PORT_OFFSET}` : './.tmp/test-results';

export default defineConfig({
  testDir: './specs',
  // Per site: two runs at once (npm test) must not clear each other's results. Per project too (below): npm test runs
  // each project on its own, and a run clears its output folder, so `serial` would clear what `site` kept of a failure.
  outputDir: OUTPUT_DIR,
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
    // Run alone, a failed test keeps its trace: every action with the DOM as it was (snapshots), its network and
    // console; not the screencast, which costs a quarter of the browser tests' CPU time (docs/decisions/0132). `npm test`
    // records none (SIFT_E2E_TRACE=off: the snapshots cost a tenth more, docs/decisions/0135): a failure there keeps its
    // screenshot, its error context (the page's accessibility tree) and the browser's log (core/fixtures.ts).
    trace: process.env.SIFT_E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: automationBrowserPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'site', testIgnore: [SERIAL, RELEASES, FIDELITY], fullyParallel: true, outputDir: `${OUTPUT_DIR}/site` },
    { name: 'serial', testMatch: SERIAL, dependencies: ['site'], workers: 1, outputDir: `${OUTPUT_DIR}/serial` },
    { name: 'releases', testMatch: RELEASES, dependencies: ['serial'], workers: 1, outputDir: `${OUTPUT_DIR}/releases` },
    {
      name: 'fidelity',
      testMatch: FIDELITY,
      dependencies: ['releases'],
      workers: 1,
      outputDir: `${OUTPUT_DIR}/fidelity`,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
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
