/**
 * OpenTelemetry traces (docs/decisions/0094): a span per request (http), per Fastify hook and handler (@fastify/otel)
 * and per PostgreSQL query (pg), tied to the edge's request id (attribute `sift.request_id`). Exported over OTLP
 * (HTTP) when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise, outside production, one line per finished request on
 * the console; in production without an endpoint, not started (no cost). SIFT_TRACING=off turns it off anywhere.
 *
 * It must start before fastify, http and pg are loaded (the instrumentations patch them as they load): main.ts
 * imports this file first.
 */
import type { IncomingMessage } from 'node:http';
import type { Attributes } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { BatchSpanProcessor, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import FastifyOtelInstrumentation from '@fastify/otel';
import { REQUEST_ID_HEADER } from './request-context';
import { REQUEST_ID_ATTRIBUTE, setFastifyTracingPlugin } from './trace-context';

/**
 * The console in development: each request's server span as one line (its trace id, route, status, time, request id
 * and how many spans it made), rather than every span's full dump, so a person can still read the start log.
 */
class RequestLineExporter implements SpanExporter {
  private readonly spansPerTrace = new Map<string, number>();
  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    for (const span of spans) {
      const traceId = span.spanContext().traceId;
      this.spansPerTrace.set(traceId, (this.spansPerTrace.get(traceId) ?? 0) + 1);
      if (span.parentSpanContext) continue;
      const a: Attributes = span.attributes;
      const status = a['http.response.status_code'] ?? a['http.status_code'];
      // Only requests: the job queue's polling (its own queries, every second or so) would bury them.
      if (status === undefined) {
        this.spansPerTrace.delete(traceId);
        continue;
      }
      const ms = span.duration[0] * 1e3 + span.duration[1] / 1e6;
      process.stdout.write(
        `trace ${traceId} ${span.name} ${status} ${ms.toFixed(1)} ms` +
          ` request_id=${a[REQUEST_ID_ATTRIBUTE] ?? '-'} spans=${this.spansPerTrace.get(traceId)}\n`,
      );
      this.spansPerTrace.delete(traceId);
    }
    if (this.spansPerTrace.size > 10_000) this.spansPerTrace.clear();
    done({ code: ExportResultCode.SUCCESS });
  }
  async shutdown(): Promise<void> {}
}

export interface Tracing {
  exporter: 'otlp' | 'console';
  shutdown(): Promise<void>;
}

/** Starts tracing as the environment says, or returns null when it stays off. */
export function startTracing(env: NodeJS.ProcessEnv = process.env, serviceName = 'sift-api'): Tracing | null {
  if (env.SIFT_TRACING === 'off') return null;
  const otlp = Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  if (!otlp && env.NODE_ENV === 'production') return null;
  // Registered by buildServer after the route layer (trace-context.ts), not on every Fastify instance's creation.
  const fastify = new FastifyOtelInstrumentation({ registerOnInitialization: false });
  const spanProcessor = otlp ? new BatchSpanProcessor(new OTLPTraceExporter()) : new SimpleSpanProcessor(new RequestLineExporter());
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || serviceName,
    spanProcessors: [spanProcessor],
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes are not requests of the product.
        ignoreIncomingRequestHook: (request) => /^\/(healthz|readyz)$/.test(request.url ?? ''),
        requestHook: (span, request) => {
          const header = (request as IncomingMessage).headers?.[REQUEST_ID_HEADER];
          if (typeof header === 'string') span.setAttribute(REQUEST_ID_ATTRIBUTE, header);
        },
      }),
      fastify,
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
    // Metrics are Prometheus's (ops/metrics.ts), logs pino's.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  setFastifyTracingPlugin(fastify.plugin() as never);
  // db/database.ts loads pg with import(), which the instrumentation's require hook does not see: loading it once
  // through require lets the instrumentation patch the module in place, and import() then gets the same, patched one.
  require('pg');
  return { exporter: otlp ? 'otlp' : 'console', shutdown: () => sdk.shutdown() };
}
