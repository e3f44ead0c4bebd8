/**
 * The server's clock in development: the system clock, which a test can move to another instant (PUT /dev/clock/)
 * and back (DELETE /dev/clock/). Once moved it keeps running from that instant, so time-based rules (code expiry,
 * throttle windows) behave as they would on that day. Every date rule on the server reads ctx.clock
 * (docs/decisions/0030-settable-server-clock.md); production gets the plain clock and no way to move it.
 */
import { systemClock, type Clock } from '@sift/contracts';

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
