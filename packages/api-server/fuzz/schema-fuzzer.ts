/**
 * Schema-driven fuzzing: reads the server's own /openapi.json and sends malformed input to every operation
 * (wrong types, missing and extra fields, 1 MB strings, unicode and NUL bytes, deep nesting, huge and negative
 * numbers, NaN-ish strings, SQL / path traversal / prototype pollution strings, bad JSON, wrong content types),
 * signed in and not. A finding is any 5xx, or any 2xx whose body breaks the route's response schema.
 *
 * Deterministic: one seed drives every choice (a small PRNG), and inputs run one after another on one server.
 * Used by test/fuzz.test.ts (a bounded run in `npm test`) and fuzz/run-fuzz.ts (`pnpm fuzz`, 10,000 or more).
 */
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { COOKIE_NAMES } from '@sift/contracts';
import type { SiftServer } from '../src/server';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** mulberry32: tiny, fast, and the same numbers for the same seed on every machine. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

const MEGABYTE_STRING = 'a'.repeat(1_000_000);
const OVER_MEGABYTE_STRING = 'b'.repeat(1_100_000);
const deep = (depth: number): Json => (depth === 0 ? 'bottom' : { nested: deep(depth - 1) });

/** Values that are wrong for almost any field. */
const BAD_VALUES: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  9007199254740993,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '        ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '2147483648',
  '-1',
  '0x10',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff',
  '😀🎬🍿',
  'مرحبا‮',
  'Zalgo: z̸̡̢̛̺͍ą̵̛l̶g̸o̷',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '%00',
  'a'.repeat(10_000),
  MEGABYTE_STRING,
  [],
  [1, 'two', null],
  {},
  JSON.parse('{"__proto__": {"isStaff": true}}') as Json,
  deep(60),
];

/** Strings for path parameters and query values (always strings on the wire). */
const BAD_STRINGS = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  'abc',
  '%00',
  'a%00b',
  '%C0%AE%C0%AE%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  '%27%20OR%201%3D1%20--',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%D8%00',
  '%',
  '%zz',
  'x'.repeat(2000),
  '',
  ' ',
  ',,,',
  '-__proto__',
  '1,2,3,abc,2147483648',
];

/** List-convention filter names the works and reference lists accept beyond their declared parameters. */
const LIST_FIELDS = ['id', 'year', 'show_id', 'season_number', 'episode_number', 'duration', 'tmdb', 'popularity', 'tags_count', 'rating', 'slug', 'title', 'price', 'tier_level', 'service_id', 'display_order', 'maturity_id', 'is_watchable', 'billing_frequency'];
const LIST_PARAMS = [...LIST_FIELDS, ...LIST_FIELDS.map((f) => `min_${f}`), ...LIST_FIELDS.map((f) => `max_${f}`), ...LIST_FIELDS.map((f) => `${f}__in`), 'ordering', 'limit', 'offset', 'order_by'];

function firstMatching(pattern: string): string {
  const regex = new RegExp(pattern);
  return ['1', 'text', 'a@example.com', 'ABC123', '1234', 'x'].find((c) => regex.test(c)) ?? 'x';
}

/** A plausible value for a schema: the starting point that mutations break one piece of. */
export function sample(schema: JsonSchema | undefined, rng: Rng, depth = 0): Json {
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(rng.pick(variants), rng, depth + 1);
  if (schema.allOf?.length) return sample(schema.allOf[0], rng, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      return schema.pattern ? firstMatching(schema.pattern) : rng.pick(['text', 'fuzz@example.com', '1234', 'ABC123']);
    case 'integer':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 7, 1 + rng.int(6)));
    case 'number':
      return 1.5;
    case 'boolean':
      return rng.chance(0.5);
    case 'array':
      return [sample(schema.items, rng, depth + 1)];
    case 'object':
    default: {
      const out: Record<string, Json> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.chance(0.5)) out[key] = sample(value, rng, depth + 1);
      }
      return out;
    }
  }
}

export interface FuzzTarget {
  method: string;
  /** OpenAPI path, e.g. /profiles/{id}/ */
  path: string;
  operationId: string;
  pathParams: string[];
  queryParams: Parameter[];
  body?: JsonSchema;
  /** Success answer schemas by status, from the route's own declaration. */
  responses: Record<string, z.ZodType>;
  needsAuth: boolean;
  /** API routes: a 2xx must match its schema. The extra (non-API) GETs below only must not answer 5xx. */
  checkAnswer: boolean;
}

/** Routes outside the API document (generated images, media files, health, the outbox) get their share too. */
const EXTRA_GETS = ['/images/posters/{file}', '/images/backdrops/{file}', '/images/avatars/{file}', '/images/services/{file}', '/images/catalogs/{file}', '/media/{file}', '/media/tiny-demo/{file}', '/dev/outbox.json', '/health/'];

export function fuzzTargets(doc: OpenApiDocument, app: SiftServer): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const route = app.routeTable.find((r) => r.operationId === operation.operationId);
      if (!route) throw new Error(`OpenAPI operation ${operation.operationId} is not in the route table`);
      const params = operation.parameters ?? [];
      targets.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        responses: (route.schema.response ?? {}) as Record<string, z.ZodType>,
        needsAuth: route.auth !== 'none',
        checkAnswer: true,
      });
    }
  }
  for (const path of EXTRA_GETS) {
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const queryParams: Parameter[] = path.startsWith('/dev/') ? [{ name: 'to', in: 'query', schema: { type: 'string' } }] : [];
    targets.push({ method: 'GET', path, operationId: `extra ${path}`, pathParams, queryParams, responses: {}, needsAuth: false, checkAnswer: false });
  }
  return targets.sort((x, y) => `${x.path} ${x.method}`.localeCompare(`${y.path} ${y.method}`));
}

export interface Credentials {
  /** A signed-in user's token; refreshed by `relogin` when a fuzzed logout or password reset ends it. */
  token: string;
  staffToken: string;
  relogin(): Promise<void>;
}

type AuthVariant = 'none' | 'token' | 'staff' | 'garbage' | 'cookie' | 'cookie-foreign-origin';
const AUTH_VARIANTS: AuthVariant[] = ['none', 'token', 'token', 'token', 'staff', 'garbage', 'cookie', 'cookie-foreign-origin'];

export interface FuzzInput {
  target: FuzzTarget;
  description: string;
  request: InjectOptions;
}

function setPath(target: FuzzTarget, rng: Rng, mutate: boolean): { url: string; note: string } {
  let note = '';
  const url = target.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (mutate && rng.chance(0.7)) {
      const bad = rng.pick(BAD_STRINGS);
      note = `path ${name}=${bad.slice(0, 30)}`;
      return bad;
    }
    if (name === 'file') return rng.pick(['tiny-demo.svg', 'manifest.mpd', 'segment-1.m4s', 'sift.svg', 'avatar-1.svg']);
    return name === 'slug' ? 'tiny-demo' : name === 'email' ? 'fuzz%40example.com' : String(1 + rng.int(5));
  });
  return { url, note };
}

function queryString(target: FuzzTarget, rng: Rng, mutate: boolean): { qs: string; note: string } {
  const parts: string[] = [];
  let note = '';
  for (const param of target.queryParams) {
    if (param.required || rng.chance(0.3)) parts.push(`${encodeURIComponent(param.name)}=${encodeURIComponent(String(sample(param.schema, rng)))}`);
  }
  if (mutate) {
    const pool = target.method === 'GET' ? [...target.queryParams.map((p) => p.name), ...LIST_PARAMS] : target.queryParams.map((p) => p.name);
    const times = 1 + rng.int(3);
    for (let i = 0; i < times && pool.length; i++) {
      const name = rng.pick(pool);
      const value = rng.pick(BAD_STRINGS);
      parts.push(`${encodeURIComponent(name)}=${value}`);
      note += ` query ${name}=${value.slice(0, 30)}`;
    }
  }
  return { qs: parts.length ? `?${parts.join('&')}` : '', note };
}

/** One malformed body (or a well-formed one with one field broken). */
function bodyFor(target: FuzzTarget, rng: Rng): { payload?: string; contentType?: string; note: string } {
  const base = sample(target.body, rng);
  const kind = rng.int(12);
  const object = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, Json>) : {};
  const keys = Object.keys(target.body?.properties ?? {});
  switch (kind) {
    case 0:
      return { payload: rng.pick(['{"a":', '{]', 'nul', '"unterminated', '{"a":1}{"b":2}', '\u0000', '{"a":1,}']), contentType: 'application/json', note: 'bad JSON' };
    case 1:
      return {
        payload: JSON.stringify(base),
        contentType: rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16']),
        note: 'wrong content type',
      };
    case 2:
      return { payload: JSON.stringify(rng.pick([[], 1, 'text', null, true, [base]] as Json[])), contentType: 'application/json', note: 'non-object body' };
    case 3: {
      if (!keys.length) return { payload: JSON.stringify(base), contentType: 'application/json', note: 'valid-looking body' };
      const key = rng.pick(keys);
      const { [key]: _dropped, ...rest } = object;
      return { payload: JSON.stringify(rest), contentType: 'application/json', note: `missing ${key}` };
    }
    case 4: {
      const extra = rng.pick(['__proto__', 'constructor', 'prototype', 'is_staff', 'isStaff', 'user_id', 'id', 'account_id', 'extra']);
      const text = JSON.stringify(object).replace(/^\{/, `{${JSON.stringify(extra)}:${JSON.stringify(rng.pick(BAD_VALUES))}${Object.keys(object).length ? ',' : ''}`);
      return { payload: text, contentType: 'application/json', note: `extra ${extra}` };
    }
    case 5:
      return { payload: JSON.stringify(base), contentType: 'application/json', note: 'valid-looking body' };
    case 6:
      return { payload: OVER_MEGABYTE_STRING, contentType: 'application/json', note: 'over 1 MB' };
    default: {
      // One field (possibly nested) replaced by a wrong value.
      const key = keys.length ? rng.pick(keys) : 'field';
      const value = rng.pick(BAD_VALUES);
      const note = `${key}=${typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : JSON.stringify(value)?.slice(0, 30)}`;
      return { payload: JSON.stringify({ ...object, [key]: value }), contentType: 'application/json', note };
    }
  }
}

export function makeInput(target: FuzzTarget, rng: Rng, credentials: Credentials): FuzzInput {
  const mutatePath = target.pathParams.length > 0 && rng.chance(target.checkAnswer ? 0.35 : 0.8);
  const mutateQuery = rng.chance(target.method === 'GET' ? 0.8 : 0.15);
  const { url, note: pathNote } = setPath(target, rng, mutatePath);
  const { qs, note: queryNote } = queryString(target, rng, mutateQuery);
  const headers: Record<string, string> = { 'x-sift-platform': 'web' };
  const auth = target.needsAuth ? rng.pick(AUTH_VARIANTS) : rng.pick(['none', 'none', 'token', 'garbage'] as AuthVariant[]);
  if (auth === 'token') headers.authorization = `Token ${credentials.token}`;
  if (auth === 'staff') headers.authorization = `Token ${credentials.staffToken}`;
  if (auth === 'garbage') headers.authorization = rng.pick(['Token ', 'Token \u00e9\u00e9', 'Bearer x y', `Token ${'z'.repeat(5000)}`, 'Basic YTpi']);
  if (auth === 'cookie' || auth === 'cookie-foreign-origin') {
    headers.cookie = `${COOKIE_NAMES.apiToken}=${credentials.token}`;
    headers.origin = auth === 'cookie' ? 'http://localhost:3000' : 'https://evil.example';
  }
  if (rng.chance(0.2)) headers['x-sift-profile-id'] = rng.pick(['1', '0', '-1', '2147483648', 'abc', '\u00e9', '9'.repeat(30)]);
  if (rng.chance(0.1)) headers['x-sift-session-id'] = rng.pick(['s\u00e9', 'x'.repeat(500), '%00']);
  const request: InjectOptions = { method: target.method as InjectOptions['method'], url: `${url}${qs}`, headers };
  let bodyNote = '';
  if (target.method !== 'GET' && target.method !== 'DELETE') {
    const body = target.body ? bodyFor(target, rng) : { payload: rng.chance(0.5) ? JSON.stringify(rng.pick(BAD_VALUES)) : undefined, contentType: 'application/json', note: 'unexpected body' };
    if (body.payload !== undefined) {
      request.payload = body.payload;
      headers['content-type'] = body.contentType ?? 'application/json';
    }
    bodyNote = body.note;
  }
  const description = [`auth=${auth}`, pathNote, queryNote.trim(), bodyNote].filter(Boolean).join('; ');
  return { target, description, request };
}

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
