/**
 * The browsers every Playwright run uses: Debian's Chromium (never a downloaded one), with the flags that work on
 * this machine kind (PLATFORM.md). Autoplay is allowed so player tests can start unmuted media.
 *
 * Two builds of the same Chromium version (docs/decisions/0145):
 * - CHROMIUM_PATH, the browser (package `chromium`): what a person runs. Used where the whole browser matters: the
 *   extension (the linking tests), real-time playback (the fidelity harness and the demo streams), and measurements
 *   of what a member gets (Lighthouse, the bundle sizes);
 * - HEADLESS_SHELL_PATH, its headless shell (package `chromium-headless-shell`): the same Blink and V8 without the
 *   browser's window and user interface, made for automation. Every other browser test and the release's
 *   verification use it: the same tests cost about a third less CPU, which the 2-core test run needs.
 */
const fs = require('node:fs');

const CHROMIUM_PATH = '/usr/bin/chromium';
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--autoplay-policy=no-user-gesture-required',
];

/** The headless shell when it is installed (npm test installs it), else the browser: automation works in both. */
function automationBrowserPath() {
  return fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}

module.exports = { CHROMIUM_PATH, HEADLESS_SHELL_PATH, CHROMIUM_ARGS, automationBrowserPath };
