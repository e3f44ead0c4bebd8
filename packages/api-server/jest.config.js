const { EMBEDDED_DATABASE_TESTS } = require('./test/embedded-database');

// `npm test` runs the API suite on PostgreSQL and, on PGlite, only the files about PGlite (test/embedded-database.js).
const embeddedDatabaseOnly = process.env.SIFT_API_TESTS === 'embedded-database' && !process.env.TEST_DATABASE_URL;

module.exports = require('@sift/build-config/jest').createJestConfig(__dirname, {
  // Node's environment with a cache that outlives a test file (the worker's database templates).
  environment: '<rootDir>/test/helpers/api-test-environment.js',
  ...(embeddedDatabaseOnly && {
    testMatch: ['<rootDir>/src/**/*.test.ts', ...EMBEDDED_DATABASE_TESTS.map((name) => `<rootDir>/test/${name}.test.ts`)],
  }),
  // @fastify/static and light-my-request require content-disposition 3 and cookie 2, which ship ES modules only;
  // openid-client (social login) and its oauth4webapi and jose too.
  transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ky|content-disposition|cookie|openid-client|oauth4webapi|jose)/)'],
  setupFilesAfterEnv: [require.resolve('@sift/build-config/jest-setup'), '<rootDir>/test/helpers/jest-timeout.js'],
  // The run's template databases on PostgreSQL (test/helpers/database-templates.ts): named per run, dropped at its end.
  globalSetup: '<rootDir>/test/helpers/global-setup.js',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.js',
});
