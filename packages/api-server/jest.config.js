module.exports = require('@sift/build-config/jest').createJestConfig(__dirname, {
  environment: 'node',
  // @fastify/static and light-my-request require content-disposition 3 and cookie 2, which ship ES modules only.
  transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ky|content-disposition|cookie)/)'],
  setupFilesAfterEnv: [require.resolve('@sift/build-config/jest-setup'), '<rootDir>/test/helpers/jest-timeout.js'],
});
