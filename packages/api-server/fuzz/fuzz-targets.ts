/**
 * Where the fuzzer sends (schema-fuzzer.ts): every operation of the server's own /openapi.json, with its parameters,
 * body and answer schemas from the route table, and the routes outside the document (images, media, health).
 */
import type { z } from 'zod/mini';
import type { SiftServer } from '../src/server';
import type { JsonSchema } from './fuzz-values';

export interface Parameter {
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

export interface FuzzTarget {
  method: string;
  /** OpenAPI path, e.g. /profiles/{id}/ */
  path: string;
  operationId: string;
  pathParams: string[];
  queryParams: Parameter[];
  body?: JsonSchema;
  /** Success answer schemas by status, from the route's own declaration. */
  responses: Record<string, z.ZodMiniType>;
  needsAuth: boolean;
  /** API routes: a 2xx must match its schema. The extra (non-API) GETs below only must not answer 5xx. */
  checkAnswer: boolean;
}

/** Routes outside the API document (generated images, media files, health, the outbox) get their share too. */
const EXTRA_GETS = ['/images/posters/{file}', '/images/backdrops/{file}', '/images/avatars/{file}', '/images/services/{file}', '/images/catalogs/{file}', '/media/{file}', '/media/tiny-demo/{file}', '/dev/outbox.json', '/health/'];

/**
 * Development routes that write, outside the API document. Not the clock's: moving it would change what every other
 * input of the run meets (token lifetimes, promos).
 */
const EXTRA_WRITES: { method: string; path: string; body: JsonSchema }[] = [
  { method: 'POST', path: '/dev/gift-cards/', body: { type: 'object', properties: { amount: { type: 'integer', minimum: 100, maximum: 50_000 } }, required: ['amount'] } },
];

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
        responses: (route.schema.response ?? {}) as Record<string, z.ZodMiniType>,
        needsAuth: route.auth !== 'none',
        checkAnswer: true,
      });
    }
  }
  for (const { method, path, body } of EXTRA_WRITES) {
    targets.push({ method, path, operationId: `extra ${method} ${path}`, pathParams: [], queryParams: [], body, responses: {}, needsAuth: false, checkAnswer: false });
  }
  for (const path of EXTRA_GETS) {
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const queryParams: Parameter[] = path.startsWith('/dev/') ? [{ name: 'to', in: 'query', schema: { type: 'string' } }] : [];
    targets.push({ method: 'GET', path, operationId: `extra ${path}`, pathParams, queryParams, responses: {}, needsAuth: false, checkAnswer: false });
  }
  return targets.sort((x, y) => `${x.path} ${x.method}`.localeCompare(`${y.path} ${y.method}`));
}
