/**
 * What the extension does with one message from the site (001 §4.3): check_version, fetch, cookies getAll and
 * socket. Every URL must be one the extension is permitted to reach (its host permissions); requests carry the
 * member's cookies at that service. The browser's APIs come in as `env`, so the rules are tested without a browser.
 */
import type { ExtensionAnswer, ExtensionCookie, ExtensionRequest } from '@sift/contracts';

export interface ExtensionEnv {
  version: string;
  /** Whether the extension holds a host permission for this http(s) URL. */
  permitted(url: URL): Promise<boolean>;
  fetch: typeof fetch;
  getCookies(url: string): Promise<ExtensionCookie[]>;
  WebSocket: typeof WebSocket;
}

/** Longest wait for a service, and the most body handed back to the page. */
export const MAX_TIMEOUT_MS = 30_000;
export const MAX_BODY_CHARS = 1_000_000;

const fail = (error: Extract<ExtensionAnswer, { ok: false }>['error'], message: string): ExtensionAnswer => ({ ok: false, error, message });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringRecord = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

/** The message as a request, or null when it is not one of the four. */
export function parseRequest(message: unknown): ExtensionRequest | null {
  if (!isRecord(message)) return null;
  switch (message.type) {
    case 'check_version':
      return { type: 'check_version' };
    case 'fetch':
      if (typeof message.url !== 'string') return null;
      if (message.method !== undefined && message.method !== 'GET' && message.method !== 'POST') return null;
      if (message.headers !== undefined && !isStringRecord(message.headers)) return null;
      if (message.body !== undefined && typeof message.body !== 'string') return null;
      return {
        type: 'fetch',
        url: message.url,
        method: message.method as 'GET' | 'POST' | undefined,
        headers: message.headers as Record<string, string> | undefined,
        body: message.body as string | undefined,
        timeoutMs: typeof message.timeoutMs === 'number' ? message.timeoutMs : undefined,
      };
    case 'cookies':
      if (message.method !== 'getAll' || !isRecord(message.details) || typeof message.details.url !== 'string') return null;
      return { type: 'cookies', method: 'getAll', details: { url: message.details.url } };
    case 'socket':
      if (typeof message.url !== 'string' || !Array.isArray(message.send) || !message.send.every((m) => typeof m === 'string')) return null;
      return {
        type: 'socket',
        url: message.url,
        send: message.send as string[],
        expect: typeof message.expect === 'number' ? message.expect : undefined,
        timeoutMs: typeof message.timeoutMs === 'number' ? message.timeoutMs : undefined,
      };
    default:
      return null;
  }
}

function httpUrl(raw: string, schemes: string[]): URL | null {
  try {
    const url = new URL(raw);
    return schemes.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

const boundedTimeout = (ms: number | undefined) => Math.min(Math.max(ms ?? MAX_TIMEOUT_MS, 100), MAX_TIMEOUT_MS);

async function doFetch(request: Extract<ExtensionRequest, { type: 'fetch' }>, env: ExtensionEnv): Promise<ExtensionAnswer> {
  const url = httpUrl(request.url, ['http:', 'https:']);
  if (!url) return fail('bad_request', 'Only http and https URLs can be fetched.');
  if (!(await env.permitted(url))) return fail('permissions', `The extension may not reach ${url.origin}.`);
  try {
    const response = await env.fetch(url.toString(), {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.method === 'POST' ? request.body : undefined,
      credentials: 'include',
      signal: AbortSignal.timeout(boundedTimeout(request.timeoutMs)),
    });
    const body = (await response.text()).slice(0, MAX_BODY_CHARS);
    return { ok: true, type: 'fetch', status: response.status, body, contentType: response.headers.get('content-type') };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return fail('timeout', `${url.origin} did not answer in time.`);
    return fail('network', `${url.origin} could not be reached.`);
  }
}

async function doCookies(request: Extract<ExtensionRequest, { type: 'cookies' }>, env: ExtensionEnv): Promise<ExtensionAnswer> {
  const url = httpUrl(request.details.url, ['http:', 'https:']);
  if (!url) return fail('bad_request', 'Cookies are read for an http or https URL.');
  if (!(await env.permitted(url))) return fail('permissions', `The extension may not read cookies of ${url.origin}.`);
  const cookies = await env.getCookies(url.toString());
  return {
    ok: true,
    type: 'cookies',
    cookies: cookies.map(({ name, value, domain, path, session, expirationDate }) => ({ name, value, domain, path, session, ...(expirationDate !== undefined && { expirationDate }) })),
  };
}

function doSocket(request: Extract<ExtensionRequest, { type: 'socket' }>, env: ExtensionEnv): Promise<ExtensionAnswer> {
  const url = httpUrl(request.url, ['ws:', 'wss:']);
  if (!url) return Promise.resolve(fail('bad_request', 'Only ws and wss URLs can be opened.'));
  const asHttp = new URL(url.toString().replace(/^ws/, 'http'));
  return env.permitted(asHttp).then(
    (permitted) =>
      new Promise<ExtensionAnswer>((resolve) => {
        if (!permitted) return resolve(fail('permissions', `The extension may not reach ${asHttp.origin}.`));
        const wanted = Math.min(Math.max(request.expect ?? 1, 1), 20);
        const messages: string[] = [];
        let settled = false;
        const socket = new env.WebSocket(url.toString());
        const finish = (answer: ExtensionAnswer) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          try {
            socket.close();
          } catch {
            // already closed
          }
          resolve(answer);
        };
        const timer = setTimeout(() => finish(fail('timeout', `${asHttp.origin} did not answer in time.`)), boundedTimeout(request.timeoutMs));
        socket.onopen = () => request.send.forEach((frame) => socket.send(frame));
        socket.onmessage = (event) => {
          messages.push(String(event.data).slice(0, MAX_BODY_CHARS));
          if (messages.length >= wanted) finish({ ok: true, type: 'socket', messages });
        };
        socket.onerror = () => finish(fail('network', `${asHttp.origin} could not be reached.`));
        socket.onclose = () => finish(messages.length ? { ok: true, type: 'socket', messages } : fail('network', `${asHttp.origin} closed the connection.`));
      }),
  );
}

export async function handleRequest(message: unknown, env: ExtensionEnv): Promise<ExtensionAnswer> {
  const request = parseRequest(message);
  if (!request) return fail('bad_request', 'Not a message this extension knows.');
  switch (request.type) {
    case 'check_version':
      return { ok: true, type: 'check_version', version: env.version };
    case 'fetch':
      return doFetch(request, env);
    case 'cookies':
      return doCookies(request, env);
    case 'socket':
      return doSocket(request, env);
  }
}
