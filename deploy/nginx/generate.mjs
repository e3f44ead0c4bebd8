#!/usr/bin/env node
/**
 * Writes the edge's nginx configuration (nginx-config.mjs) and the folders it names, and checks it with `nginx -t`.
 *
 *   node deploy/nginx/generate.mjs --out <file> --run-dir <dir> --shell-dist <dir> --releases <dir> [--api-processes 2]
 *
 * The start command (scripts/start-production.mjs) calls writeNginxConfig itself; this is the same for an operator.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nginxConfig } from './nginx-config.mjs';

export { BROTLI_STATIC_MODULE } from './nginx-config.mjs';

/** nginx from Debian's package, wherever PATH leaves it (sbin is not on every user's PATH). */
export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  return null;
}

/** Workers run as www-data when nginx is started as root (Debian's package creates that user). */
export function workerUser() {
  return process.getuid?.() === 0 ? 'www-data' : null;
}

/** Writes the configuration and creates the folders it names; returns the file. */
export function writeNginxConfig(file, options) {
  const runDir = path.resolve(options.runDir);
  const user = options.user === undefined ? workerUser() : options.user;
  for (const dir of ['logs', 'tmp/client-body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
    fs.mkdirSync(path.join(runDir, dir), { recursive: true });
  }
  if (user) {
    // The workers write request bodies and proxied answers into tmp/.
    spawnSync('chown', ['-R', user, path.join(runDir, 'tmp')], { stdio: 'ignore' });
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, nginxConfig({ ...options, runDir, user }));
  return file;
}

/** `nginx -t` on a configuration: { ok, output }. */
export function checkNginxConfig(file, runDir) {
  const nginx = nginxBinary();
  if (!nginx) return { ok: false, output: 'nginx is not installed' };
  const result = spawnSync(nginx, ['-t', '-q', '-c', path.resolve(file), '-p', path.resolve(runDir), '-e', path.join(path.resolve(runDir), 'logs', 'error.log')], {
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = Object.fromEntries(
    process.argv
      .slice(2)
      .join(' ')
      .split(/\s*--/)
      .filter(Boolean)
      .map((pair) => pair.split(/\s+/)),
  );
  const need = (name) => {
    if (!args[name]) {
      console.error(`--${name} is required`);
      process.exit(2);
    }
    return path.resolve(args[name]);
  };
  const file = writeNginxConfig(need('out'), {
    runDir: need('run-dir'),
    shellDist: need('shell-dist'),
    releasesDir: need('releases'),
    apiProcesses: Number(args['api-processes'] ?? 2),
  });
  const check = checkNginxConfig(file, need('run-dir'));
  console.log(check.ok ? `${file}: nginx -t passed` : `${file}: nginx -t failed\n${check.output}`);
  process.exit(check.ok ? 0 : 1);
}
