module.exports = require('@sift/build-config/jest').createJestConfig(__dirname, {
  environment: 'node',
  // @fastify/static and light-my-request require content-disposition 3 and cookie 2, which ship ES modules only;
  // openid-client (social login) and its oauth4webapi and jose too.
  transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ky|content-disposition|cookie|openid-client|oauth4webapi|jose)/)'],
  setupFilesAfterEnv: [require.resolve('@sift/build-config/jest-setup'), '<rootDir>/test/helpers/jest-timeout.js'],
});
