/**
 * The browser every Playwright run uses: Debian's Chromium (never a downloaded one), with the flags that work on
 * this machine kind (PLATFORM.md). Autoplay is allowed so player tests can start unmuted media.
 */
const CHROMIUM_PATH = '/usr/bin/chromium';
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

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
