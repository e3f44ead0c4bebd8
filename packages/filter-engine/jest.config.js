module.exports = require('@sift/build-config/jest').createJestConfig(__dirname, {
  environment: 'node',
  // One fast-check configuration (FC_SEED replays a run; a failure prints its seed).
  setupFiles: ['<rootDir>/test/fast-check-setup.ts'],
});
