import ky, { isTimeoutError } from 'ky';
import { ApiError } from './api-error';
import { apiPath, type QueryParams } from './api-path';
import { requestUrl, takeDocumentAnswer, takeEarlyGet } from './early-requests';
import type { ListQuery } from './list-query';
import { type ResponseSchema, ResponseShapeError } from './response-schema';
import { STATUS_NETWORK_FAILURE, STATUS_TIMEOUT } from './status-message';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestOptions<T> {
  /** Plain search params; arrays are comma-joined. */
  params?: QueryParams;
  /** A list query (where, min, max, in, orderBy, limit, offset), added after params. */
  list?: ListQuery;
  /** The JSON body. */
  json?: unknown;
  /** Checks and types the answer; without one the answer is returned as parsed JSON (undefined when empty). */
  schema?: ResponseSchema<T>;
  /** Cancels the call; a cancelled call rejects with the signal's reason, not with an ApiError. */
  signal?: AbortSignal;
  /** Lets the request outlive the page (fetch keepalive), for a report sent while the page unloads. */
  keepalive?: boolean;
}

export interface RequesterOptions {
  /** The API root, e.g. 'http://localhost:4000/'. */
  prefixUrl: string;
  /** The headers of one request, computed when it is sent. */
  headers: () => Record<string, string>;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Called before the ApiError is thrown when the server answers 401 (the token is no longer valid). */
  onUnauthorized?: () => void;
}

type Call = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;

/** The low-level calls every resource is built on; add new calls to a resources/*.resource.ts file. */
export interface ApiRequester {
  send<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get: Call;
  post: Call;
  put: Call;
  patch: Call;
  delete: Call;
}

export function createRequester(options: RequesterOptions): ApiRequester {
  const http = ky.create({
    prefixUrl: options.prefixUrl,
    timeout: options.timeoutMs,
    // Off: a POST must never be repeated behind the caller's back.
    retry: 0,
    throwHttpErrors: false,
    headers: { accept: 'application/json' },
    // Called as a plain function: ky calls it as a method, and window.fetch throws "Illegal invocation" then.
    ...(options.fetch ? { fetch: callAsFunction(options.fetch) } : {}),
  });

  async function send<T>(method: HttpMethod, path: string, call: RequestOptions<T> = {}): Promise<T> {
    const target = apiPath(path, call.params, call.list);
    const headers = options.headers();
    const ask = () =>
      http(target, {
        method,
        headers,
        ...(call.json === undefined ? {} : { json: call.json }),
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.keepalive ? { keepalive: true } : {}),
      });
    // The member's document may carry this call's answer (docs/decisions/0154), or a GET the page started before this
    // client existed may answer it (early-requests.ts); should that request have failed, the call asks the server.
    const url = method === 'get' && !call.signal ? requestUrl(options.prefixUrl, target) : null;
    const given = url ? takeDocumentAnswer(url, headers) : null;
    let body: unknown;
    if (given) {
      body = given.body;
    } else {
      const early = url ? takeEarlyGet(url, headers) : null;
      let response: Response;
      try {
        response = early ? await early.catch(ask) : await ask();
      } catch (error) {
        throw noAnswerError(error, call.signal);
      }

      try {
        body = await readBody(response);
      } catch (error) {
        throw noAnswerError(error, call.signal);
      }

      if (!response.ok) {
        if (response.status === 401) options.onUnauthorized?.();
        throw new ApiError(response.status, body);
      }
    }
    if (!call.schema) return body as T;
    try {
      return call.schema.parse(body);
    } catch (error) {
      throw new ResponseShapeError(`${method.toUpperCase()} ${target}`, error);
    }
  }

  const bind =
    (method: HttpMethod): Call =>
    (path, call) =>
      send(method, path, call);
  return { send, get: bind('get'), post: bind('post'), put: bind('put'), patch: bind('patch'), delete: bind('delete') };
}

/** A request that got no answer: a time-out (-1), a network failure (0), or the caller's own cancel (rethrown). */
function noAnswerError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return error;
  if (isTimeoutError(error)) return new ApiError(STATUS_TIMEOUT, undefined, { cause: error });
  // fetch rejects with a TypeError when the network fails; a body cut off midway is an AbortError or TypeError.
  if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError')) {
    return new ApiError(STATUS_NETWORK_FAILURE, undefined, { cause: error });
  }
  return error;
}

function callAsFunction(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => fetchImpl(input, init);
}

/** JSON when it parses, the text otherwise, undefined when empty (204). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
