/**
 * The one test setup: zod's English messages, DOM matchers, the TextEncoder/TextDecoder that react-router needs under
 * jsdom, and a test timeout for a machine whose cores are shared (jest's 5 s default failed typing tests under load,
 * and a timed-out test kept typing into the next test's form). testTimeout in a config is ignored for projects: set here.
 */
const { TextEncoder, TextDecoder } = require('node:util');
const { config: zodConfig } = require('zod/mini');
const { en: zodEnglish } = require('zod/locales');

// zod/mini loads no messages of its own: the English ones, as the browser's shared zod and the API server set them
// (docs/decisions/0155).
zodConfig(zodEnglish());

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
  // findBy and waitFor wait for a state: 1 s (the default) is a guess that a busy worker misses (`npm test` runs jest
  // beside the browser tests: docs/decisions/0129). Waiting longer costs a passing test nothing; a stuck one still fails.
  require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
}
jest.setTimeout(120_000);
