module.exports = require('@sift/build-config/jest').createJestConfig(__dirname, {
  environment: 'node',
  // Each file opens its own database and seeds it; the first PGlite start is the slow part.
  testTimeout: 60_000,
  // @fastify/static and light-my-request require content-disposition 3 and cookie 2, which ship ES modules only.
  transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ky|content-disposition|cookie)/)'],
});
