/**
 * What `npm test` runs beside the browser tests (jest, the type-check and the lint, and the `releases` project beside
 * `site`), each command in a session of its own (docs/decisions/0129, 0130). Linux schedules a session as one group
 * (autogroup) with a fair share of the cores, so jest progresses steadily beside the many browser processes instead
 * of freezing: a process starved for minutes fails its tests' timeouts. `yieldToRealTime()` lowers these sessions to
 * the lowest priority (the group's nice, and each thread's, for a kernel without autogroup) while the fidelity
 * harness plays in real time, and `endRealTime()` gives them their fair share again. A server a command daemonizes
 * into a session of its own (PostgreSQL started by pg_ctl) is not lowered.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { ROOT } from './lib.mjs';

const LOWEST = 19;
const running = new Set();
let yielding = false;

/** The session id of a process, from /proc/<pid>/stat (after the command's name, which may hold spaces). */
function sessionOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
  } catch {
    return null;
  }
}

/** Every process of the session `sid`, every thread of each, and the session's group: the priority `nice`. */
function setSessionPriority(sid, nice) {
  try {
    fs.writeFileSync(`/proc/${sid}/autogroup`, String(nice));
  } catch {
    // no autogroup here: the threads' nice below is what counts
  }
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
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
