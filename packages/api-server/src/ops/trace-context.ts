/** The running trace, as far as log lines and the request id need it (the API only: no SDK is loaded here). */
import { trace } from '@opentelemetry/api';
import type { FastifyPluginCallback } from 'fastify';

let fastifyTracing: FastifyPluginCallback | null = null;

/**
 * The Fastify instrumentation's plugin, when tracing runs (set by ops/tracing.ts). buildServer registers it after
 * the route layer: it wraps every route's handler, and the route layer must read the handlers' own names first
 * (they are the OpenAPI operationIds).
 */
export function setFastifyTracingPlugin(plugin: FastifyPluginCallback | null): void {
  fastifyTracing = plugin;
}
export function fastifyTracingPlugin(): FastifyPluginCallback | null {
  return fastifyTracing;
}

/** The span attribute naming the edge's request id. */
export const REQUEST_ID_ATTRIBUTE = 'sift.request_id';

/** The active trace's ids, for log lines. */
export function activeTraceIds(): { trace_id: string; span_id: string } | null {
  const span = trace.getActiveSpan();
  if (!span) return null;
  const context = span.spanContext();
  return { trace_id: context.traceId, span_id: context.spanId };
}

/** Names the request id on the active span (when the request did not come through the edge, the API made the id). */
export function tagActiveSpan(requestId: string): void {
  trace.getActiveSpan()?.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
}
