import type { AnalyticsEvent } from '@sift/contracts';
import { api, isApiConfigured } from './api';

/**
 * Analytics events (000 §2.7: a page view after each navigation). Each event goes to listeners on `window` (the
 * event name below) and to the API's stats service. Sending never waits and never fails a navigation.
 */
export const ANALYTICS_EVENT = 'sift:analytics';

export function track(event: string, extras: Record<string, unknown> = {}): void {
  const detail: AnalyticsEvent = { event, at: Date.now(), extras };
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail }));
  if (isApiConfigured()) void api().stats.record([detail]).catch(() => undefined);
}
