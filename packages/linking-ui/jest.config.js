const config = require('@sift/build-config/jest').createJestConfig(__dirname);

// The linking screens' answers are kept in the site's one query client under the account (@sift/data).
module.exports = { ...config, setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/jest.setup-data.js'] };
