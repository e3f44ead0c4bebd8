const config = require('@sift/build-config/jest').createJestConfig(__dirname);

// Answers are kept in the site's one query client (@sift/data): every test starts with none kept.
module.exports = { ...config, setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/jest.setup-data.js'] };
