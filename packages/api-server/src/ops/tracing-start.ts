/**
 * Imported first by main.ts: tracing must be running before fastify, http and pg are loaded (its instrumentations
 * patch them as they load), and imports are evaluated in order before a module's own code.
 */
import { startTracing } from './tracing';

export const tracing = startTracing(process.env, process.env.SIFT_WORKER === '1' ? 'sift-worker' : 'sift-api');
