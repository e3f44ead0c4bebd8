module.exports = require('@sift/build-config').createConfig({ kind: 'remote', name: 'membership', dir: __dirname });
