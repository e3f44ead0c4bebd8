/** The one test setup: DOM matchers, and the TextEncoder/TextDecoder that react-router needs under jsdom. */
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof document !== 'undefined') require('@testing-library/jest-dom');
