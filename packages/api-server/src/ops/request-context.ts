/**
 * The request id: set by the edge (nginx's X-Request-Id), else made here. It is held for the whole of a request's
 * asynchronous work (AsyncLocalStorage, entered by the HTTP server before Fastify sees the request), so every log
 * line written while handling it, the answer's header, the trace and mail sent on its behalf carry it, including
 * work done after the answer (ctx.background) and lines logged through ctx.log rather than request.log.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an id from outside may look like (nginx's are 32 hex digits); anything else is replaced, never logged. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,128}$/;

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id the request names (from the edge), or a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && ACCEPTED_ID.test(value) ? value : randomUUID();
}

/** Runs `handle` with the request's id in context. */
export function withRequestContext<T>(request: IncomingMessage, handle: () => T): T {
  return storage.run({ requestId: requestIdOf(request) }, handle);
}

/** Runs `task` as part of the request `requestId` (a job carrying the id of the request that queued it). */
export function withRequestId<T>(requestId: string, task: () => T): T {
  return storage.run({ requestId }, task);
}

/** The id of the request whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
