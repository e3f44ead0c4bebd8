/**
 * "Now" for the date rules this remote applies (the annual banner's window, support's chat hours, the TV offer's
 * deadline): the server's clock, which development and e2e can move (docs/decisions/0030), never only the device's.
 * The offset between the two is read once per page load and the device's clock runs on from there.
 */
import { api } from './api';

let offset: Promise<number> | null = null;

function readOffset(): Promise<number> {
  const asked = Date.now();
  return api().time.now().then(
    (server) => server - (asked + Date.now()) / 2,
    () => 0,
  );
}

/** The server's current time in ms; the device's when the server cannot say. */
export async function serverNow(): Promise<number> {
  offset ??= readOffset();
  return Date.now() + (await offset);
}

/** Tests: forget the offset read so far. */
export function resetServerClock(): void {
  offset = null;
}
