/**
 * The messages the site and the browser extension exchange (001 §4.3: check_version, fetch, cookies getAll, socket).
 * The site sends them with `chrome.runtime.sendMessage(SIFT_EXTENSION_ID, request)` (externally_connectable) or,
 * in a tab that was open before the extension was installed, through the extension's page bridge
 * (`window.postMessage`); the extension answers every request with one ExtensionAnswer. docs/decisions/0051.
 */

export interface CheckVersionRequest {
  type: 'check_version';
}
export interface FetchRequest {
  type: 'fetch';
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Abort after this long (the extension's own bound: 30 s). */
  timeoutMs?: number;
}
export interface CookiesGetAllRequest {
  type: 'cookies';
  method: 'getAll';
  /** chrome.cookies.getAll details: the service's URL. */
  details: { url: string };
}
export interface SocketRequest {
  type: 'socket';
  url: string;
  /** Text frames sent once the socket is open, in order. */
  send: string[];
  /** Answer after this many frames came back (default 1). */
  expect?: number;
  timeoutMs?: number;
}
export type ExtensionRequest = CheckVersionRequest | FetchRequest | CookiesGetAllRequest | SocketRequest;

export interface ExtensionCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  session: boolean;
  expirationDate?: number;
}

/**
 * Why the extension could not do what was asked: `permissions` (the URL is outside its host permissions, or the
 * permission was withdrawn), `network` (no answer: offline, refused), `timeout`, `bad_request` (a malformed message).
 */
export type ExtensionFailure = 'permissions' | 'network' | 'timeout' | 'bad_request';

export type ExtensionAnswer =
  | { ok: true; type: 'check_version'; version: string }
  | { ok: true; type: 'fetch'; status: number; body: string; contentType: string | null }
  | { ok: true; type: 'cookies'; cookies: ExtensionCookie[] }
  | { ok: true; type: 'socket'; messages: string[] }
  | { ok: false; error: ExtensionFailure; message: string };

/** The page bridge's envelope on window.postMessage (the extension's content script relays it). */
export const EXTENSION_BRIDGE = { request: 'sift-extension-request', answer: 'sift-extension-answer', ready: 'sift-extension-ready' } as const;

/** Compares dotted versions numerically ('0.3.10' > '0.3.9'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
