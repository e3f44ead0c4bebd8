/** Whether a request comes from this machine: the development-only routes (outbox, clock, jobs) answer no one else. */
import type { FastifyRequest } from 'fastify';
import { notFound } from './errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The socket's own peer, not request.ip (which may come from X-Forwarded-For); and a request relayed by a proxy
 * on this machine (it carries forwarding headers) is not local either.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const h = request.headers;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !h['x-forwarded-for'] && !h.forwarded && !h['x-real-ip'];
}

/** An onRequest hook for development-only routes: anyone but this machine gets a 404, as if the route did not exist. */
export async function onlyLocalCallers(request: FastifyRequest): Promise<void> {
  if (!isLocalCaller(request)) throw notFound();
}
