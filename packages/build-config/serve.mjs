#!/usr/bin/env node
/**
 * Serves one built app as a production static origin would: the shell from its dist/, a remote's origin from its
 * releases folder (one immutable folder per version). Content-hashed files are cached forever; the manifest, the
 * release file, the registry and HTML are revalidated every time (no-cache). Text files are sent pre-compressed
 * (brotli or gzip, by Accept-Encoding) from the .br/.gz files the build wrote. The shell also answers unknown paths
 * with index.html (client-side routes) and serves the registry from a file read on every request, so a release or
 * a rollback (which rewrite that file) reach users on their next page load. For a path the registry has a
 * pre-rendered page for, the shell's document carries that page (documents.js, docs/decisions/0023).
 *
 *   node serve.mjs [--dir dist] [--port 3001] [--spa] [--registry registry.json]
 * Run from an app folder without flags, it serves ./dist on the app's default port.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import sirv from 'sirv';

const require = createRequire(import.meta.url);
const { DEFAULT_PORTS } = require('./ports.js');
const { createDocumentServer } = require('./documents.js');

const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

/** The registry as served: the file as it is now, or 503 when there is none (the shell then shows maintenance). */
function readRegistry(registryFile) {
  try {
    return registryFile ? fs.readFileSync(registryFile, 'utf8') : null;
  } catch {
    return null;
  }
}

export function createStaticServer({ dir, spa = false, registryFile }) {
  const assets = sirv(dir, {
    // Files are looked up on every request (sirv's "dev" lookup), not indexed once: releases land while it runs.
    dev: true,
    etag: true,
    single: spa,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const documents = spa && registryFile ? createDocumentServer({ dir }) : null;
  const serveFile = (req, res) =>
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  return http.createServer((req, res) => {
    if (req.url?.split('?')[0] === '/registry.json') {
      const body = readRegistry(registryFile);
      res.writeHead(body ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(body ?? JSON.stringify({ detail: 'No registry has been published yet.' }));
      return;
    }
    if (!documents) return serveFile(req, res);
    documents.handle(req, res, readRegistry(registryFile)).then(
      (served) => served || serveFile(req, res),
      (error) => {
        console.error('Serving a pre-rendered page failed', error);
        if (!res.headersSent) serveFile(req, res);
      },
    );
  });
}

function parseArgs(argv) {
  const args = { dir: 'dist', spa: false };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--spa') args.spa = true;
    else if (flag === '--dir') args.dir = argv[++i];
    else if (flag === '--port') args.port = Number(argv[++i]);
    else if (flag === '--registry') args.registry = argv[++i];
  }
  return args;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = parseArgs(process.argv.slice(2));
  const cwd = process.cwd();
  const appName = path.basename(cwd).replace(/^mf-/, '');
  const isShell = appName === 'shell';
  const port = args.port ?? Number(process.env.PORT || DEFAULT_PORTS[appName]);
  const dir = path.resolve(cwd, args.dir);
  if (!fs.existsSync(dir)) {
    console.error(`Nothing to serve: ${dir} does not exist. Build first (pnpm build).`);
    process.exit(1);
  }
  const server = createStaticServer({
    dir,
    spa: args.spa || isShell,
    registryFile: args.registry ?? process.env.SIFT_REGISTRY_FILE,
  });
  server.listen(port, '127.0.0.1', () => console.log(`${appName} serving ${dir} on http://localhost:${port}/`));
}
