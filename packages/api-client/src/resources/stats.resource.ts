import { BUILD_DATE, STORAGE_KEYS, type AnalyticsEvent, type BrowserInfo } from '@sift/contracts';
import { type KeyValueStorage, resilientStorage } from '../key-value-storage';
import type { ApiRequester } from '../request';

const sized = (width: unknown, height: unknown) =>
  typeof width === 'number' && typeof height === 'number' ? `${Math.round(width)}x${Math.round(height)}` : undefined;

let knownTimeZone: string | null | undefined;
/**
 * The time zone: making a date format to ask for it is one of the slowest things a page start does on a phone (58-63
 * ms of its 4x-slowed CPU). So it is read once per page, and kept in `storage` with the UTC offset it was read at: a
 * later page whose offset is the same takes it from there (a move to another zone with the same offset keeps the old
 * name until the offset changes: the name is only analytics). The analytics read it in an idle moment of its own.
 */
export function readTimeZone(storage: KeyValueStorage = resilientStorage(), offset = new Date().getTimezoneOffset()): string | null {
  if (knownTimeZone !== undefined) return knownTimeZone;
  const kept = storage.getItem(STORAGE_KEYS.timeZone);
  const space = kept?.indexOf(' ') ?? -1;
  if (kept && space > 0 && Number(kept.slice(0, space)) === offset) return (knownTimeZone = kept.slice(space + 1));
  try {
    knownTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    knownTimeZone = null; // No time zone: left out.
  }
  if (knownTimeZone) storage.setItem(STORAGE_KEYS.timeZone, `${offset} ${knownTimeZone}`);
  return knownTimeZone;
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
