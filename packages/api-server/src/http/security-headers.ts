/**
 * The security headers of every answer (helmet's set: CSP, frame and MIME-sniffing protection, referrer policy,
 * HSTS in production). Computed once at start and copied onto each reply: the headers never vary by request (no CSP
 * nonces), and building helmet's middleware per request, as @fastify/helmet does, cost about a tenth of a cached
 * catalogue answer's CPU time (docs/decisions/0040).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
