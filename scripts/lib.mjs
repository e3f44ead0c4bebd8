/**
 * Steps shared by the start and test commands. Plain Node (no dependencies): these run before anything is
 * installed, on a machine that has only Node and npm.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const { CHROMIUM_PATH, HEADLESS_SHELL_PATH } = createRequire(import.meta.url)('../packages/build-config/chromium.js');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mf-marketing', 'mf-discovery', 'mf-player', 'mf-membership', 'mf-account'];
const PNPM_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];
const LOCAL_PNPM = path.join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');

export const log = (message) => console.log(`\x1b[36m[sift]\x1b[0m ${message}`);

/** Runs a command, streaming its output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
}

/** Runs a command without blocking this process (which may be serving what the command needs); rejects on failure. */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})`)),
    );
  });
}

const works = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** pnpm at the version package.json names: the one on PATH if it matches, else a private copy in .tools/. */
export function pnpmCommand() {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim() === PNPM_VERSION) return 'pnpm';
  if (!fs.existsSync(LOCAL_PNPM)) {
    log(`Installing pnpm ${PNPM_VERSION} into .tools/`);
    run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', path.join(ROOT, '.tools'), `pnpm@${PNPM_VERSION}`]);
  }
  return LOCAL_PNPM;
}

export function installDependencies(pnpm) {
  log('Installing dependencies (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);
}

function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The workspace packages the apps bundle: their @sift/* dependencies, followed through the packages' own. */
function bundledPackages() {
  const byName = new Map();
  for (const entry of fs.readdirSync(path.join(ROOT, 'packages'), { withFileTypes: true })) {
    const manifest = path.join(ROOT, 'packages', entry.name, 'package.json');
    if (entry.isDirectory() && fs.existsSync(manifest)) byName.set(JSON.parse(fs.readFileSync(manifest, 'utf8')).name, path.dirname(manifest));
  }
  const found = new Set();
  const visit = (manifest) => {
    const { dependencies = {}, devDependencies = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    for (const name of Object.keys({ ...dependencies, ...devDependencies })) {
      const dir = byName.get(name);
      if (dir && !found.has(dir)) {
        found.add(dir);
        visit(path.join(dir, 'package.json'));
      }
    }
  };
  for (const app of APPS) visit(path.join(ROOT, app, 'package.json'));
  return found;
}

/** An app needs a build when its dist is missing or older than its sources or the packages it bundles. */
export function staleApps() {
  const shared = [...bundledPackages()].map((dir) => newestMtime(dir));
  const sharedNewest = Math.max(...shared, fs.statSync(path.join(ROOT, 'pnpm-lock.yaml')).mtimeMs);
  return APPS.filter((app) => {
    // Every app's build writes its release file (a remote's production build has no index.html).
    const marker = path.join(ROOT, app, 'dist', 'sift-release.json');
    if (!fs.existsSync(marker)) return true;
    const built = fs.statSync(marker).mtimeMs;
    return Math.max(newestMtime(path.join(ROOT, app)), sharedNewest) > built;
  });
}

/** Production builds, two at a time (2 cores). */
export function buildApps(pnpm, apps = APPS) {
  if (!apps.length) {
    log('Every app is already built and up to date.');
    return;
  }
  log(`Building ${apps.join(', ')}`);
  const filters = apps.flatMap((app) => ['--filter', `./${app}`]);
  run(pnpm, ['-r', '--workspace-concurrency=2', '--reporter=append-only', ...filters, 'run', 'build'], {
    env: { NODE_ENV: 'production' },
  });
}

/**
 * Debian's Chromium and its headless shell for e2e; Playwright never downloads a browser (docs/decisions/0009,
 * 0145).
 */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH) && fs.existsSync(HEADLESS_SHELL_PATH)) return;
  log('Installing Chromium and its headless shell from Debian packages');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium', 'chromium-headless-shell', 'fonts-dejavu-core']);
}

/**
 * Starts a long-running child in a process group of its own, so stopChildren can stop it with all its
 * descendants (pnpm -> tsx -> node do not pass SIGTERM on reliably). Callers must stop us with SIGTERM or
 * SIGINT, not SIGKILL (the e2e web server uses Playwright's gracefulShutdown).
 */
export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    ...options,
    env: { ...process.env, ...options.env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) log(`${name} stopped (${code ?? signal})`);
  });
  children.push(child);
  return child;
}

const children = [];
let stopping = false;
/** Stops one child started by startChild, with everything it started (its process group). */
export function stopChild(child) {
  children.splice(children.indexOf(child), 1);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
export function stopChildren() {
  stopping = true;
  for (const child of [...children]) stopChild(child);
}

export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export { works };
