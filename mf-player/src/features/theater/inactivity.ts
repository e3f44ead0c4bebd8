import { INACTIVITY_CLOSE_MS } from '@sift/contracts';

/** The theater closes itself when the tab is hidden and nothing happened for 15 minutes (001 §4, §9). */
export const inactiveTooLong = (hidden: boolean, lastActivityMs: number, nowMs: number): boolean =>
  hidden && nowMs - lastActivityMs > INACTIVITY_CLOSE_MS;
