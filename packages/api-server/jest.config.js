module.exports = require('@sift/build-config/jest').createJestConfig(__dirname, {
  // Node's environment with a cache that outlives a test file (the worker's database templates).
  environment: '<rootDir>/test/helpers/api-test-environment.js',
  // @fastify/static and light-my-request require content-disposition 3 and cookie 2, which ship ES modules only;
  // openid-client (social login) and its oauth4webapi and jose too.
  transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ky|content-disposition|cookie|openid-client|oauth4webapi|jose)/)'],
  setupFilesAfterEnv: [require.resolve('@sift/build-config/jest-setup'), '<rootDir>/test/helpers/jest-timeout.js'],
  // The run's template databases on PostgreSQL (test/helpers/database-templates.ts): named per run, dropped at its end.
  globalSetup: '<rootDir>/test/helpers/global-setup.js',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.js',
});
