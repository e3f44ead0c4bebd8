/**
 * The server's clock in development: the system clock, which a test can move to another instant (PUT /dev/clock/)
 * and back (DELETE /dev/clock/). Once moved it keeps running from that instant, so time-based rules (code expiry,
 * throttle windows, renewals) behave as they would on that day. Every date rule on the server reads ctx.clock
 * (docs/decisions/0030-settable-server-clock.md); production gets the plain clock and no way to move it.
 *
 * The offset lives in the database (`dev_clock`), so every API process and worker on one database agrees on "now":
 * each process keeps the offset in memory (Clock.now() stays synchronous) and reads it again when it is older than
 * a second (before a request, before each job), and a move is written through at once.
 */
import { eq } from 'drizzle-orm';
import { systemClock, type Clock } from '@sift/contracts';
import type { Db } from '../db/database';
import { devClock } from '../db/schema';

export interface SettableClock extends Clock {
  /** Moves "now" to this instant (ms since 1970); the clock runs on from there. */
  set(at: number): void;
  /** Back to the underlying clock. */
  reset(): void;
  /** How far the clock was moved from the underlying one, in ms (0 when it was not). */
  offsetMs(): number;
}

export function settableClock(base: Clock = systemClock): SettableClock {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    set(at) {
      offset = at - base.now();
    },
    reset() {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}

export const isSettableClock = (clock: Clock): clock is SettableClock =>
  typeof (clock as Partial<SettableClock>).set === 'function' && typeof (clock as Partial<SettableClock>).reset === 'function';

/** A settable clock whose offset is shared through the database by every process on it. */
export interface SharedClock extends SettableClock {
  /** Moves the clock and writes the offset for the other processes. */
  moveTo(at: number): Promise<void>;
  /** Puts it back, for every process. */
  moveBack(): Promise<void>;
  /** Reads the offset again when the copy in memory is older than `maxAgeMs` (0: always). */
  refresh(maxAgeMs?: number): Promise<void>;
}

const ROW_ID = 1;
const REFRESH_AFTER_MS = 1000;

export function sharedClock(db: Db, base: Clock = systemClock): SharedClock {
  const local = settableClock(base);
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;
  const write = async (offsetMs: number) => {
    await db
      .insert(devClock)
      .values({ id: ROW_ID, offsetMs, updatedAt: new Date() })
      .onConflictDoUpdate({ target: devClock.id, set: { offsetMs, updatedAt: new Date() } });
    readAt = Date.now();
  };
  const read = async () => {
    const [row] = await db.select({ offsetMs: devClock.offsetMs }).from(devClock).where(eq(devClock.id, ROW_ID));
    const offset = row?.offsetMs ?? 0;
    if (offset === 0) local.reset();
    else local.set(base.now() + offset);
    readAt = Date.now();
  };
  return {
    ...local,
    async moveTo(at) {
      local.set(at);
      await write(local.offsetMs());
    },
    async moveBack() {
      local.reset();
      await write(0);
    },
    async refresh(maxAgeMs = REFRESH_AFTER_MS) {
      if (Date.now() - readAt < maxAgeMs) return;
      // One read at a time: a burst of requests shares it.
      reading ??= read().finally(() => {
        reading = null;
      });
      await reading;
    },
  };
}

export const isSharedClock = (clock: Clock): clock is SharedClock => typeof (clock as Partial<SharedClock>).refresh === 'function';
