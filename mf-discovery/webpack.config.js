// Its title pages are rendered per request by the shell's server with the release's renderer (docs/decisions/0159).
module.exports = require('@sift/build-config').createConfig({ kind: 'remote', name: 'discovery', dir: __dirname, renderer: true });
