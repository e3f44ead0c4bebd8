import { prepareTimeZone } from '@sift/api-client';
import type { AnalyticsEvent } from '@sift/contracts';
import { api, isApiConfigured } from './api';

/**
 * Analytics events (000 §2.7: a page view after each navigation). Each event goes at once to listeners on `window`
 * (the event name below), and to the API's stats service in batches: when the browser is next idle (at most
 * `SEND_WITHIN_MS` later) or when the page is hidden or left, whichever comes first. A page's first render is never
 * held up by the send (issue 19: building the request took 78 ms of a phone's main thread in the middle of /browse's
 * start), and the browser info's slowest part, the time zone, is read first, off the main thread (prepareTimeZone), so
 * the send is a short task. Sending never waits and never fails a navigation.
 */
export const ANALYTICS_EVENT = 'sift:analytics';

/** The stats service takes at most this many events in one request (contracts `analyticsEventsBody`). */
const BATCH_MAX = 50;
/** The longest an event waits for the browser to be idle before it is sent anyway. */
export const SEND_WITHIN_MS = 2000;

let queued: AnalyticsEvent[] = [];
let scheduled = false;

function send(): void {
  scheduled = false;
  const events = queued;
  queued = [];
  if (!events.length || !isApiConfigured()) return;
  for (let i = 0; i < events.length; i += BATCH_MAX) void api().stats.record(events.slice(i, i + BATCH_MAX)).catch(() => undefined);
}

/** Runs `task` when the browser is next idle, at most `within` ms later. */
function whenIdle(task: () => void, within: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: within });
  else setTimeout(task, 0);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(() => {
    void prepareTimeZone().then(() => whenIdle(send, SEND_WITHIN_MS / 2));
  }, SEND_WITHIN_MS / 2);
}

if (typeof window !== 'undefined') {
  // What is queued goes before the page is hidden or unloaded (a tab closed right after a navigation).
  window.addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
}

export function track(event: string, extras: Record<string, unknown> = {}): void {
  const detail: AnalyticsEvent = { event, at: Date.now(), extras };
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail }));
  queued.push(detail);
  schedule();
}
