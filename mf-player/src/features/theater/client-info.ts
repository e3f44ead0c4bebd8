/** What a progress report says about the client (001 §7: app, os, os_version, browser, device). */
import { PLATFORM } from '@sift/contracts';

export interface ClientInfo {
  app: string;
  os: string;
  os_version: string;
  browser: string;
  device: string;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\/([\d.]+)/, 'Edge'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|Chromium)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows NT ([\d.]+)/, 'Windows'],
  [/Mac OS X ([\d_.]+)/, 'macOS'],
  [/Android ([\d.]+)/, 'Android'],
  [/(?:iPhone|iPad).*OS ([\d_]+)/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function clientInfo(userAgent = navigator.userAgent): ClientInfo {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent));
  const version = system ? (system[0].exec(userAgent)?.[1] ?? '').replace(/_/g, '.') : '';
  return {
    app: PLATFORM,
    os: system?.[1] ?? 'unknown',
    os_version: version,
    browser: browser ? `${browser[1]} ${browser[0].exec(userAgent)![1].split('.')[0]}` : 'unknown',
    device: /Mobi|Android|iPhone|iPad/.test(userAgent) ? 'mobile' : 'desktop',
  };
}
