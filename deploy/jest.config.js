/**
 * The production topology's tests: they start Debian's nginx and PostgreSQL and several API processes, so they run
 * in their own step of `npm test` (scripts/test.mjs), not in the workspace's jest run. The modules under test are
 * plain ES modules (.mjs, as the start command runs them): the tests load them with import(), which SWC leaves as is
 * (ignoreDynamic) and jest runs with --experimental-vm-modules.
 */
const base = require('@sift/build-config/jest').createJestConfig(__dirname, { environment: 'node' });
const [swc, options] = base.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 120_000,
  transform: { '^.+\\.tsx?$': [swc, { ...options, module: { type: 'commonjs', ignoreDynamic: true } }] },
};
