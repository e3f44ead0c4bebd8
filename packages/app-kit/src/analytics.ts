/**
 * Analytics events (000 §2.7: a page view after each navigation). Events go to listeners on `window` (the event
 * name below) and, once an endpoint is configured, to the API's stats endpoint with sendBeacon so a navigation
 * never waits for them.
 */
export const ANALYTICS_EVENT = 'sift:analytics';

export interface AnalyticsEvent {
  event: string;
  at: number;
  extras: Record<string, unknown>;
}

let endpoint: string | null = null;

export function configureAnalytics(url: string | null): void {
  endpoint = url;
}

export function track(event: string, extras: Record<string, unknown> = {}): void {
  const detail: AnalyticsEvent = { event, at: Date.now(), extras };
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail }));
  if (endpoint && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(endpoint, new Blob([JSON.stringify({ events: [detail] })], { type: 'application/json' }));
  }
}
