module.exports = require('@sift/build-config').createConfig({ kind: 'remote', name: 'player', dir: __dirname });
