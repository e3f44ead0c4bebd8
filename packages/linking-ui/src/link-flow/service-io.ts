/**
 * A streaming service as the link flow reaches it: through the extension, at the service's origin (its log_in_link's),
 * each request retried once after 500 ms by the retry helper (001 §4.8, §7) when it failed or the service answered
 * 400 or above. Failures become LinkErrors: no permission, offline, not responding (still 5xx after the retry); a
 * 4xx after the retry is the adapter's to read (signed out, unknown title id, no plan).
 */
import {
  STREAMING_REQUEST_RETRIES,
  STREAMING_REQUEST_RETRY_MS,
  STREAMING_REQUEST_TIMEOUT_MS,
  type ExtensionAnswer,
  type ExtensionCookie,
  type ExtensionRequest,
} from '@sift/contracts';
import type { ExtensionClient } from '../extension/extension-client';
import { LinkError } from './link-error';
import { statusFailed, withRetry } from './retry';

export interface ServiceIO {
  origin: string;
  userAgent: string;
  /** GET or POST a path of the service; the body parsed as JSON (null when it is not JSON). */
  fetchJson(path: string, init?: { method?: 'GET' | 'POST'; body?: string }): Promise<{ status: number; json: unknown }>;
  cookies(): Promise<ExtensionCookie[]>;
  /** Opens a websocket on the service's origin, sends the frames, answers the first reply parsed as JSON. */
  socket(path: string, frames: string[]): Promise<unknown>;
}

export interface ServiceIOOptions {
  extension: ExtensionClient;
  origin: string;
  userAgent: string;
  online: () => boolean;
  sleep: (ms: number) => Promise<void>;
}

type OkAnswer = Extract<ExtensionAnswer, { ok: true }>;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export function serviceIO({ extension, origin, userAgent, online, sleep }: ServiceIOOptions): ServiceIO {
  const failed = (answer: ExtensionAnswer | null) =>
    !answer || (!answer.ok && (answer.error === 'network' || answer.error === 'timeout')) || (answer.ok && answer.type === 'fetch' && statusFailed(answer.status));

  async function ask(request: ExtensionRequest): Promise<OkAnswer> {
    const timeout = STREAMING_REQUEST_TIMEOUT_MS + 2_000;
    const answer = await withRetry(() => extension.send(request, timeout), failed, { count: STREAMING_REQUEST_RETRIES, delayMs: STREAMING_REQUEST_RETRY_MS, sleep });
    if (!answer) throw new LinkError('extension_missing');
    if (!answer.ok) {
      if (answer.error === 'permissions') throw new LinkError('extension_permissions', answer.message);
      if (!online()) throw new LinkError('no_internet', answer.message);
      if (answer.error === 'bad_request') throw new LinkError('unexpected', answer.message);
      throw new LinkError('timeout', answer.message);
    }
    if (answer.type === 'fetch' && answer.status >= 500) throw new LinkError('timeout', `The service answered ${answer.status}.`);
    return answer;
  }

  return {
    origin,
    userAgent,
    async fetchJson(path, init = {}) {
      const answer = await ask({ type: 'fetch', url: `${origin}${path}`, method: init.method ?? 'GET', body: init.body, timeoutMs: STREAMING_REQUEST_TIMEOUT_MS });
      if (answer.type !== 'fetch') throw new LinkError('unexpected', 'The extension answered another message.');
      return { status: answer.status, json: parseJson(answer.body) };
    },
    async cookies() {
      const answer = await ask({ type: 'cookies', method: 'getAll', details: { url: `${origin}/` } });
      if (answer.type !== 'cookies') throw new LinkError('unexpected', 'The extension answered another message.');
      return answer.cookies;
    },
    async socket(path, frames) {
      const answer = await ask({ type: 'socket', url: `${origin.replace(/^http/, 'ws')}${path}`, send: frames, timeoutMs: STREAMING_REQUEST_TIMEOUT_MS });
      if (answer.type !== 'socket') throw new LinkError('unexpected', 'The extension answered another message.');
      return parseJson(answer.messages[0] ?? '');
    },
  };
}
