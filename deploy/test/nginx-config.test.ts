/** The edge's configuration as generated from the ports table, checked by nginx itself (`nginx -t`). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCTION_PORTS, REMOTES, productionOrigins } from '@sift/build-config/ports';

type Generate = typeof import('../nginx/generate.mjs');
let generate: Generate;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-nginx-'));

beforeAll(async () => {
  generate = await import('../nginx/generate.mjs');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, apiProcesses: number) {
  const runDir = path.join(dir, name);
  const file = generate.writeNginxConfig(path.join(runDir, 'nginx.conf'), {
    runDir,
    shellDist: path.join(dir, 'shell-dist'),
    releasesDir: path.join(dir, 'releases'),
    apiProcesses,
    apiRatePerSecond: 100,
  });
  return { file, runDir, text: fs.readFileSync(file, 'utf8') };
}

it.each([1, 2, 3])('passes nginx -t with %i API process(es), each one an upstream server', (count) => {
  const { file, runDir, text } = write(`api-${count}`, count);
  const check = generate.checkNginxConfig(file, runDir);
  expect(check).toEqual({ ok: true, output: '' });
  const servers = [...text.matchAll(/server 127\.0\.0\.1:(\d+) max_fails/g)].map((m) => Number(m[1]));
  expect(servers).toEqual([...Array.from({ length: count }, (_, i) => PRODUCTION_PORTS.api + i), PRODUCTION_PORTS.documents]);
});

it('serves every origin of the table on the one edge port', () => {
  const { text } = write('origins', 2);
  const origins = productionOrigins();
  expect(text).toContain(`listen 127.0.0.1:${PRODUCTION_PORTS.edge} default_server;`);
  for (const remote of REMOTES) {
    expect(text).toContain(`server_name ${origins.remoteHost(remote)};`);
    expect(text).toContain(`root ${path.join(dir, 'releases', remote)};`);
  }
  // Decision 0021's cache headers, pre-compressed files, the request id, retries of idempotent requests only.
  expect(text).toContain('"~\\.[0-9a-f]{8}\\.(js|css)(\\.map)?$" "public, max-age=31536000, immutable";');
  expect(text).toContain('gzip_static on;');
  expect(text).toContain('proxy_set_header X-Request-Id $request_id;');
  expect(text).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
  expect(text).not.toContain('non_idempotent');
  if (fs.existsSync(generate.BROTLI_STATIC_MODULE)) expect(text).toContain('brotli_static on;');
});

it('nginx -t refuses a broken configuration (the check can fail)', () => {
  const { file, runDir, text } = write('broken', 2);
  fs.writeFileSync(file, text.replace('upstream sift_api {', 'upstream sift_api {\n    no_such_directive on;'));
  const check = generate.checkNginxConfig(file, runDir);
  expect(check.ok).toBe(false);
  expect(check.output).toMatch(/unknown directive "no_such_directive"/);
});
