module.exports = require('@sift/build-config').createConfig({ kind: 'remote', name: 'account', dir: __dirname });
