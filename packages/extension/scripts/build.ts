#!/usr/bin/env node
/**
 * `pnpm --filter @sift/extension build [--version 0.3.0] [--out dir]`: the extension for this machine's site and
 * stand-in services (packages/build-config/ports.js, moved by SIFT_PORT_OFFSET; SIFT_SITE_ORIGINS and
 * SIFT_EXTENSION_SERVICE_ORIGINS override them, comma lists), into dist/sift-extension by default.
 */
import path from 'node:path';
import { DEFAULT_PORTS, STAND_IN_ORIGINS } from '@sift/build-config/ports';
import pkg from '../package.json';
import { buildExtension } from './build-extension';

const list = (raw: string | undefined) => raw?.split(',').map((s) => s.trim()).filter(Boolean);
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const version = arg('version') ?? pkg.version;
const outDir = arg('out') ?? path.resolve(__dirname, '..', 'dist', 'sift-extension');
const siteOrigins = list(process.env.SIFT_SITE_ORIGINS) ?? Object.values(DEFAULT_PORTS).map((port) => `http://localhost:${port}`);
const serviceOrigins = list(process.env.SIFT_EXTENSION_SERVICE_ORIGINS) ?? Object.values(STAND_IN_ORIGINS);

buildExtension({ outDir, version, siteOrigins, serviceOrigins }).then(
  (dir) => process.stdout.write(`Sift extension ${version} built into ${dir} (load it unpacked in Chrome).\n`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
