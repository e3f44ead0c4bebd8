#!/usr/bin/env node
// Every app builds and serves with the same webpack-cli, owned by this package: `sift-webpack --mode production`.
require('webpack-cli/bin/cli.js');
