module.exports = require('./jest').createJestConfig(__dirname, { environment: 'node' });
