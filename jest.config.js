/** Runs every package's and app's tests as one jest run: a project is any folder with its own jest.config.js. */
const fs = require('node:fs');
const path = require('node:path');

const roots = ['shell', ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mf-'))];
const packages = fs.readdirSync(path.join(__dirname, 'packages')).map((d) => path.join('packages', d));

module.exports = {
  testSequencer: require.resolve('./packages/build-config/jest-sequencer.js'),
  projects: [...roots, ...packages]
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')))
    .map((dir) => `<rootDir>/${dir}`),
};
