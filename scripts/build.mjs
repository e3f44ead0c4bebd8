#!/usr/bin/env node
/** `npm run build`: production builds of the shell and every remote (each into its own dist/). */
import { APPS, buildApps, installDependencies, pnpmCommand } from './lib.mjs';

const pnpm = pnpmCommand();
if (!process.argv.includes('--no-install')) installDependencies(pnpm);
buildApps(pnpm, APPS);
