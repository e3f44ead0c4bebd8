module.exports = require('@sift/build-config/jest').createJestConfig(__dirname);
