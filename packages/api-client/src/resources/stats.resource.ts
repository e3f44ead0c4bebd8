import { BUILD_DATE, STORAGE_KEYS, type AnalyticsEvent, type BrowserInfo } from '@sift/contracts';
import { type KeyValueStorage, resilientStorage } from '../key-value-storage';
import type { ApiRequester } from '../request';

const sized = (width: unknown, height: unknown) =>
  typeof width === 'number' && typeof height === 'number' ? `${Math.round(width)}x${Math.round(height)}` : undefined;

let knownTimeZone: string | null | undefined;

/** The zone kept in `storage` with the UTC offset it was read at, when that is still the offset. */
function keptTimeZone(storage: KeyValueStorage, offset: number): string | null {
  const kept = storage.getItem(STORAGE_KEYS.timeZone);
  const space = kept?.indexOf(' ') ?? -1;
  return kept && space > 0 && Number(kept.slice(0, space)) === offset ? kept.slice(space + 1) : null;
}

function rememberTimeZone(zone: string | null, storage: KeyValueStorage, offset: number): void {
  knownTimeZone = zone;
  if (zone) storage.setItem(STORAGE_KEYS.timeZone, `${offset} ${zone}`);
}

/**
 * The time zone: making a date format to ask for it is one of the slowest things a page start does on a phone (48-69
 * ms of its 4x-slowed CPU, the first time in a page). So it is read once per page, and kept in `storage` with the UTC
 * offset it was read at: a later page whose offset is the same takes it from there (a move to another zone with the
 * same offset keeps the old name until the offset changes: the name is only analytics). The analytics have it read
 * off the main thread first (`prepareTimeZone`); this reads it here only when that could not.
 */
export function readTimeZone(storage: KeyValueStorage = resilientStorage(), offset = new Date().getTimezoneOffset()): string | null {
  if (knownTimeZone !== undefined) return knownTimeZone;
  const kept = keptTimeZone(storage, offset);
  if (kept) return (knownTimeZone = kept);
  let zone: string | null;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    zone = null; // No time zone: left out.
  }
  rememberTimeZone(zone, storage, offset);
  return zone;
}

/** What the worker of `prepareTimeZone` runs: the same question, on its own thread. */
const TIME_ZONE_WORKER = 'postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone || "")';
/** How long `prepareTimeZone` waits for its worker (it answers in 40-100 ms on a phone's CPU). */
export const TIME_ZONE_WORKER_WAIT_MS = 1000;

/**
 * Reads the time zone on a worker's thread when it is neither known nor kept (issue 19, docs/decisions/0158): the
 * date format's first making, 48-69 ms on a phone's main thread, costs it 4-18 ms there (making the worker), and it
 * loads the time zone data for the page as a whole (the main thread's own date formats then take a fraction of a ms).
 * Resolves once the zone is known, or when no worker can be made or answer in time (readTimeZone then reads it as
 * before); never rejects.
 */
export function prepareTimeZone(storage: KeyValueStorage = resilientStorage(), offset = new Date().getTimezoneOffset()): Promise<void> {
  if (knownTimeZone !== undefined) return Promise.resolve();
  const kept = keptTimeZone(storage, offset);
  if (kept) {
    knownTimeZone = kept;
    return Promise.resolve();
  }
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    let url: string | null = null;
    let worker: Worker | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      if (url) URL.revokeObjectURL(url);
      resolve();
    };
    try {
      url = URL.createObjectURL(new Blob([TIME_ZONE_WORKER], { type: 'text/javascript' }));
      worker = new Worker(url);
    } catch {
      done(); // workers refused (a policy, a sandbox): the main thread reads it
      return;
    }
    worker.onmessage = (event: MessageEvent<unknown>) => {
      if (knownTimeZone === undefined && typeof event.data === 'string' && event.data) rememberTimeZone(event.data.slice(0, 100), storage, offset);
      done();
    };
    worker.onerror = done;
    timer = setTimeout(done, TIME_ZONE_WORKER_WAIT_MS);
  });
}

/**
 * The browser info sent with analytics events (000 §7): what the page can read of the browser it runs in, plus the
 * client's build and version date. Outside a browser (tests, the release tool) only the build is known.
 */
export function readBrowserInfo(appVersion: string, scope: Partial<typeof globalThis> = globalThis): BrowserInfo {
  const info: BrowserInfo = { app_version: appVersion.slice(0, 100), build_date: BUILD_DATE };
  const nav = scope.navigator;
  if (nav) {
    if (nav.userAgent) info.user_agent = nav.userAgent.slice(0, 512);
    if (nav.language) info.language = nav.language.slice(0, 35);
    const platform = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || nav.platform;
    if (platform) info.platform = platform.slice(0, 100);
  }
  const zone = readTimeZone();
  if (zone) info.time_zone = zone.slice(0, 100);
  const screen = sized(scope.screen?.width, scope.screen?.height);
  if (screen) info.screen = screen;
  const viewport = sized(scope.innerWidth, scope.innerHeight);
  if (viewport) info.viewport = viewport;
  if (typeof scope.devicePixelRatio === 'number' && scope.devicePixelRatio > 0) info.pixel_ratio = Math.min(100, scope.devicePixelRatio);
  return info;
}

/** The stats service (spec 000 §7): analytics events with the browser info, sent with the usual session and browser headers. */
export function statsResource(http: ApiRequester, { appVersion }: { appVersion: string } = { appVersion: 'dev' }) {
  return {
    /** POST stats/ (204) */
    record: async (events: AnalyticsEvent[]): Promise<void> => {
      await http.post('stats/', { json: { events, browser: readBrowserInfo(appVersion) } });
    },
  };
}
export type StatsResource = ReturnType<typeof statsResource>;
