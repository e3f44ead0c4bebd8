// Starts the production site for an e2e run on a fresh embedded database and a fresh releases folder (its registry),
// on the ports of SIFT_PORT_OFFSET (packages/build-config/ports.js, read by scripts/start.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A site on another offset keeps its files apart, and serves a copy of the shell's build that a release spec may
// replace without touching the other site's (core/site.ts: E2E_TMP, E2E_SHELL_DIST).
const offset = Number(process.env.SIFT_PORT_OFFSET || 0);
const tmp = path.join(e2e, '.tmp', ...(offset ? [`offset-${offset}`] : []));
fs.rmSync(path.join(tmp, 'pglite'), { recursive: true, force: true });
fs.rmSync(path.join(tmp, 'releases'), { recursive: true, force: true });
fs.mkdirSync(tmp, { recursive: true });
const shellDist = offset ? path.join(tmp, 'shell-dist') : undefined;
if (shellDist) {
  fs.rmSync(shellDist, { recursive: true, force: true });
  fs.cpSync(path.join(e2e, '..', 'shell', 'dist'), shellDist, { recursive: true });
}
// The extension builds (core/linking.ts builds each version once per run, for this run's ports) and the profiles of
// the browsers that loaded them.
for (const name of fs.readdirSync(tmp)) {
  if (name.startsWith('extension-')) fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
}

const child = spawn('node', [path.join(e2e, '..', 'scripts', 'start.mjs'), '--no-install', '--no-build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SIFT_DATA_DIR: path.join(tmp, 'pglite'),
    SIFT_RELEASES_DIR: path.join(tmp, 'releases'),
    ...(shellDist && { SIFT_SHELL_DIST: shellDist }),
    // e2e signs in many times from one address; the per-account throttle still applies.
    SIFT_RATE_LIMIT_PER_MINUTE: '100000',
    // A member's document waits this long for its page's first answers (decision 0154; 400 ms in production): the
    // suite's parallel workers can hold the API longer than that, and a spec must not depend on the machine's load.
    SIFT_FIRST_ANSWERS_TIMEOUT_MS: '5000',
    // The same for a member's page rendered per request (decision 0159; 300 ms in production), its renderer's first
    // load included.
    SIFT_RENDER_TIMEOUT_MS: '5000',
    // Request logs would drown the test report; warnings and errors still show.
    LOG_LEVEL: 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
