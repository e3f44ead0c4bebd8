#!/usr/bin/env node
/** `npm run build`: production builds of the shell and every remote (each into its own dist/), and the browser extension. */
import { APPS, buildApps, installDependencies, pnpmCommand, run } from './lib.mjs';

const pnpm = pnpmCommand();
if (!process.argv.includes('--no-install')) installDependencies(pnpm);
buildApps(pnpm, APPS);
run(pnpm, ['--filter', '@sift/extension', 'build']);
