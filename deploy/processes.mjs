/**
 * The production topology's process tools (topology.mjs): its log line, waiting for a port or a URL, a long-running
 * child in a process group of its own with its output in a log file, and a supervisor that starts a child again
 * whenever it exits until it is stopped.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const say = (message) => console.log(`\x1b[36m[sift production]\x1b[0m ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const isRoot = () => process.getuid?.() === 0;

/** Resolves when something listens on 127.0.0.1:port. */
export async function waitForPort(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(200);
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs / 1000} s`);
}

/** Resolves when `url` answers 200. */
export async function waitForOk(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error.message;
    }
    await sleep(250);
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s: ${last}`);
}

/** A long-running child writing to a log file, in a process group of its own. */
export function startProcess(name, command, args, { env = {}, cwd = ROOT, logFile }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  child.processName = name;
  return child;
}

export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** A child that is started again whenever it exits, until stopped. */
export function supervised(name, start, log) {
  let child = null;
  let stopped = false;
  let restarts = 0;
  const exits = [];
  const run = () => {
    child = start();
    child.on('exit', (code, signal) => {
      exits.push({ code, signal });
      if (stopped) return;
      restarts += 1;
      log(`${name} exited (${signal ?? code}); starting it again`);
      setTimeout(() => !stopped && run(), 1000);
    });
  };
  run();
  return {
    name,
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    /** How each process so far ended: { code, signal }. */
    exits,
    /** Signals the current process (its whole group); the supervisor starts a new one after it exits. */
    signal(signal) {
      if (child) signalGroup(child, signal);
    },
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      stopped = true;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signalGroup(child, signal);
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
