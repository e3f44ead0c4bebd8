/**
 * The one jest configuration: every package and app calls createJestConfig(__dirname) from its jest.config.js,
 * and the root jest.config.js runs them all as projects. SWC compiles TypeScript and JSX; ESM-only
 * dependencies (ky) are compiled too.
 */
const path = require('node:path');

const ESM_DEPENDENCIES = ['ky'];

const usesSiteRoutes = (pkg) => pkg.name === '@sift/app-kit' || Boolean(pkg.dependencies?.['@sift/app-kit']);

function createJestConfig(dir, { environment = 'jsdom', ...overrides } = {}) {
  const pkg = require(path.join(dir, 'package.json'));
  return {
    displayName: pkg.name,
    rootDir: dir,
    testEnvironment: environment,
    // Auth cookies are Secure (000 §9); jsdom only keeps them on a secure origin.
    testEnvironmentOptions: environment === 'jsdom' ? { url: 'https://localhost/' } : {},
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_DEPENDENCIES.join('|')})/)`],
    moduleNameMapper: { '\\.css$': require.resolve('./style-mock.js') },
    setupFilesAfterEnv: [
      require.resolve('./jest-setup.js'),
      // Web apps write links by route name: they get the whole site's route table (jest-site-routes.js).
      ...(usesSiteRoutes(pkg) ? [require.resolve('./jest-site-routes.js')] : []),
    ],
    ...overrides,
  };
}

module.exports = { createJestConfig };
