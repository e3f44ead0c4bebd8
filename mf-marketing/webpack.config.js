module.exports = require('@sift/build-config').createConfig({ kind: 'remote', name: 'marketing', dir: __dirname });
