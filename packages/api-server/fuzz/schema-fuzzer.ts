/**
 * Schema-driven fuzzing: reads the server's own /openapi.json and sends malformed input to every operation
 * (wrong types, missing and extra fields, 1 MB strings, unicode and NUL bytes, deep nesting, huge and negative
 * numbers, NaN-ish strings, SQL / path traversal / prototype pollution strings, bad JSON, wrong content types),
 * signed in and not. A finding is any 5xx, or any 2xx whose body breaks the route's response schema.
 *
 * Deterministic: one seed drives every choice (a small PRNG), and inputs run one after another on one server.
 * Used by test/fuzz.test.ts (a bounded run in `npm test`) and fuzz/run-fuzz.ts (`pnpm fuzz`, 10,000 or more).
 */
import type { SiftServer } from '../src/server';
import { prng } from './fuzz-values';
import { fuzzTargets, type OpenApiDocument } from './fuzz-targets';
import { makeInput, type Credentials } from './fuzz-inputs';

// The fuzzer's parts, importable from here as before.
export { prng, sample, type Rng } from './fuzz-values';
export { fuzzTargets, type FuzzTarget, type OpenApiDocument } from './fuzz-targets';
export { makeInput, type Credentials, type FuzzInput } from './fuzz-inputs';

export interface Finding {
  route: string;
  status: number;
  description: string;
  url: string;
  body: string;
}

export interface FuzzReport {
  seed: number;
  inputs: number;
  byStatus: Record<string, number>;
  /** 5xx answers per route (`METHOD /path/`). */
  serverErrorsByRoute: Record<string, number>;
  findings: Finding[];
  ms: number;
}

/** Runs `count` inputs spread over every operation of the document, one after another. */
export async function runFuzz(app: SiftServer, options: { seed: number; count: number; credentials: Credentials; onProgress?: (done: number) => void }): Promise<FuzzReport> {
  const started = Date.now();
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
  const targets = fuzzTargets(doc, app);
  const rng = prng(options.seed);
  const report: FuzzReport = { seed: options.seed, inputs: 0, byStatus: {}, serverErrorsByRoute: {}, findings: [], ms: 0 };
  for (let i = 0; i < options.count; i++) {
    // Every operation in turn, so each gets its share however the PRNG falls.
    const target = targets[i % targets.length];
    const input = makeInput(target, rng, options.credentials);
    const response = await app.inject(input.request);
    report.inputs++;
    const route = `${target.method} ${target.path}`;
    report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
    if (response.statusCode >= 500) {
      report.serverErrorsByRoute[route] = (report.serverErrorsByRoute[route] ?? 0) + 1;
      report.findings.push({ route, status: response.statusCode, description: input.description, url: String(input.request.url).slice(0, 200), body: response.body.slice(0, 300) });
    } else if (target.checkAnswer && response.statusCode >= 200 && response.statusCode < 300 && response.statusCode !== 204) {
      const schema = target.responses[String(response.statusCode)];
      let parsed: unknown;
      try {
        parsed = response.json();
      } catch {
        parsed = Symbol('not JSON');
      }
      if (!schema || !schema.safeParse(parsed).success) {
        report.findings.push({ route, status: response.statusCode, description: `${input.description} (answer breaks its schema)`, url: String(input.request.url).slice(0, 200), body: response.body.slice(0, 300) });
      }
    }
    // A fuzzed logout, password reset or e-mail change may end the fuzz user's session: sign in again.
    if (target.needsAuth && response.statusCode === 401 && String(input.request.headers?.authorization ?? '') === `Token ${options.credentials.token}`) {
      await options.credentials.relogin();
    }
    options.onProgress?.(i + 1);
  }
  report.ms = Date.now() - started;
  return report;
}

/** One line per route with 5xx answers, then the totals: what `pnpm fuzz` and the test print. */
export function formatReport(report: FuzzReport): string {
  const serverErrors = Object.values(report.serverErrorsByRoute).reduce((sum, n) => sum + n, 0);
  const lines = [
    `fuzz: ${report.inputs} inputs (seed ${report.seed}) in ${(report.ms / 1000).toFixed(1)} s; answers by status: ${Object.entries(report.byStatus)
      .map(([status, n]) => `${status}:${n}`)
      .join(' ')}`,
    `fuzz: ${serverErrors} answers of 5xx${serverErrors ? ':' : ''}`,
    ...Object.entries(report.serverErrorsByRoute).map(([route, n]) => `  ${n}\t${route}`),
    `fuzz: ${report.findings.length} findings`,
    ...report.findings.slice(0, 20).map((f) => `  ${f.status} ${f.route} ${f.url} [${f.description}] -> ${f.body}`),
  ];
  return lines.join('\n');
}
