/** A process's logger outside Fastify (the worker): pino, as Fastify's own logger is, so logs read the same. */
import type { FastifyBaseLogger } from 'fastify';
import createPino from 'pino';

export function pino(level: string): FastifyBaseLogger {
  return createPino({ level }) as unknown as FastifyBaseLogger;
}
