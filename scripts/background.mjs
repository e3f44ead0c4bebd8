/**
 * What `npm test` runs beside the browser tests (jest, the type-check and the lint, and the `releases` project beside
 * `site`), each command in a session of its own (docs/decisions/0129, 0130). Linux schedules a session as one group
 * (autogroup) with a fair share of the cores, so jest progresses steadily beside the many browser processes instead
 * of freezing: a process starved for minutes fails its tests' timeouts. `yieldToRealTime()` lowers these sessions to
 * the lowest priority (the group's nice, and each thread's, for a kernel without autogroup) while the fidelity
 * harness plays in real time, and `endRealTime()` gives them their fair share again. A server a command daemonizes
 * into a session of its own (PostgreSQL started by pg_ctl) is not lowered.
 *
 * Playwright starts every browser in a session, so a scheduling group, of its own: beside the `site` project's four
 * browsers and its runner, `releases` (the longest chain of the run: its builds and releases, then the harness) had
 * two groups of about ten. `favourReleases()` raises the groups of the `releases` project's processes, its browsers
 * included, above the normal priority (docs/decisions/0130).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { ROOT } from './lib.mjs';

const LOWEST = 19;
/** The `releases` project's groups: a group at nice -3 weighs about twice one at 0. */
const RELEASES_NICE = -3;
/** How often new sessions of the `releases` project are looked for (one runs at the normal priority until then). */
const FAVOUR_EVERY_MS = 1_000;
const running = new Set();
let yielding = false;

/** Fields of /proc/<pid>/stat after the command's name (which may hold spaces): [state, ppid, pgrp, session, ...]. */
function statOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The session id of a process. */
function sessionOf(pid) {
  const stat = statOf(pid);
  return stat ? Number(stat[3]) : null;
}

const commandOf = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

const processIds = () => fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));

/** Every process of the session `sid`, every thread of each, and the session's group: the priority `nice`. */
function setSessionPriority(sid, nice) {
  try {
    fs.writeFileSync(`/proc/${sid}/autogroup`, String(nice));
  } catch {
    // no autogroup here: the threads' nice below is what counts
  }
  for (const pid of processIds()) {
    if (sessionOf(pid) !== sid) continue;
    let threads = [];
    try {
      threads = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // gone meanwhile
    }
    for (const tid of threads) {
      try {
        os.setPriority(Number(tid), nice);
      } catch {
        // gone meanwhile, or (raising it back without the right to) left lower
      }
    }
  }
}

/** Runs a command in a session of its own (at the lowest priority once yieldToRealTime was called); rejects on failure. */
export function runInBackground(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, detached: true, env: { ...process.env, ...options.env } });
    running.add(child);
    if (yielding) setSessionPriority(child.pid, LOWEST);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})`));
    });
  });
}

/** From now on the background commands (those running and those to come) take only the cores real time leaves. */
export function yieldToRealTime() {
  yielding = true;
  for (const child of running) setSessionPriority(child.pid, LOWEST);
}

/** The real-time part is over: the background commands get their fair share of the cores again. */
export function endRealTime() {
  yielding = false;
  for (const child of running) setSessionPriority(child.pid, 0);
}

/** Stops every background command with everything it started. */
export function stopBackground() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Whether a process or one of its ancestors runs `marker` (in its command line). */
function descendsFrom(pid, marker) {
  for (let current = pid, hops = 0; current > 1 && hops < 64; hops++) {
    if (commandOf(current).includes(marker)) return true;
    const stat = statOf(current);
    if (!stat) return false;
    current = Number(stat[1]);
  }
  return false;
}

/**
 * Until the returned function is called: every second, the scheduling group of each session not seen yet that runs a
 * process of the `releases` project (its runner, builds and releases, and its browsers) is raised to RELEASES_NICE.
 * A kernel without autogroup, or a user without the right to raise a priority, leaves them as they are.
 */
export function favourReleases() {
  const seen = new Set();
  const favour = () => {
    for (const pid of processIds()) {
      const sid = sessionOf(pid);
      if (sid === null || seen.has(sid)) continue;
      // A session is judged once: only the project's runner and what it starts (sessions of their own) are its.
      seen.add(sid);
      if (!descendsFrom(Number(pid), '--project=releases')) continue;
      try {
        fs.writeFileSync(`/proc/${pid}/autogroup`, String(RELEASES_NICE));
      } catch {
        // no autogroup here, no right to raise it, or gone meanwhile
      }
    }
  };
  const timer = setInterval(favour, FAVOUR_EVERY_MS);
  return () => clearInterval(timer);
}
