module.exports = require('@sift/build-config').createConfig({ kind: 'host', name: 'shell', dir: __dirname });
