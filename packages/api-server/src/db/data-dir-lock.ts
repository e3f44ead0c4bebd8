/**
 * One process per PGlite data directory. PGlite has no lock of its own: two processes on one folder corrupt it
 * without a word (duplicate primary keys, indexes out of step with their tables). `<dataDir>.lock` names the
 * holder (pid, host, start); a second opener is refused with that name. A lock whose process is gone (killed,
 * crashed) is stale and taken over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirInUse extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock, waiting up to `waitMs` for a holder that is shutting down (a `tsx watch` restart starts the new
 * process as the old one closes), then throws DataDirInUse. Returns the release function.
 */
export async function lockDataDir(dataDir: string, waitMs = 5000): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return tryLockDataDir(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUse) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function tryLockDataDir(dataDir: string): () => void {
  const file = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      const release = () => {
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    // Stale: the holder's process is gone on this host, or the file was never completed (a crash while writing it).
    const stale = holder ? holder.host === os.hostname() && holder.pid !== process.pid && !isAlive(holder.pid) : age > 10_000;
    if (stale) {
      fs.rmSync(file, { force: true });
      continue;
    }
    throw new DataDirInUse(
      holder
        ? `The PGlite data directory ${dataDir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.startedAt}). ` +
            'One PGlite folder serves one process: stop that process, or use PostgreSQL (DATABASE_URL) for several processes. ' +
            `If that process no longer exists on ${holder.host}, delete ${file}.`
        : `The PGlite data directory ${dataDir} is being opened by another process (${file} exists). Try again in a moment.`,
    );
  }
  throw new DataDirInUse(`Could not lock the PGlite data directory ${dataDir} (${file}).`);
}
