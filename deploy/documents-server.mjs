#!/usr/bin/env node
/**
 * The shell's document server behind the edge: nginx serves every file itself and sends page requests here, where
 * the live registry's pre-rendered page is placed into the shell's document (packages/build-config/documents.js,
 * decision 0023), or the plain index.html is answered. A fragment's URL names a remote's origin on the edge
 * (`http://<remote>.localhost:<edge>/...`): browsers resolve *.localhost themselves, Node does not, so documents.js
 * asks such a host at 127.0.0.1 with its name in the Host header.
 *
 *   node deploy/documents-server.mjs --dir shell/dist --registry <releases>/registry.json --port <port>
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createDocumentServer } = require('@sift/build-config/documents');

export function createDocumentsServer({ dir, registryFile }) {
  const documents = createDocumentServer({ dir });
  const readRegistry = () => {
    try {
      return fs.readFileSync(registryFile, 'utf8');
    } catch {
      return null;
    }
  };
  const plain = (res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(fs.readFileSync(path.join(dir, 'index.html')));
  };
  return http.createServer((req, res) => {
    documents.handle(req, res, readRegistry()).then(
      (served) => served || plain(res),
      (error) => {
        console.error('Serving a pre-rendered page failed', error);
        if (!res.headersSent) plain(res);
      },
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const value = (flag) => args[args.indexOf(flag) + 1];
  const server = createDocumentsServer({ dir: path.resolve(value('--dir')), registryFile: path.resolve(value('--registry')) });
  server.keepAliveTimeout = 72_000;
  server.listen(Number(value('--port')), '127.0.0.1', () => console.log(`shell documents on http://127.0.0.1:${value('--port')}/`));
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}
