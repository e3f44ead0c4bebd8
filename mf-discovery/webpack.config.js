module.exports = require('@sift/build-config').createConfig({ kind: 'remote', name: 'discovery', dir: __dirname });
