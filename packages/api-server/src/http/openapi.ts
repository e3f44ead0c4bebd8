/** The OpenAPI 3 document, generated from the same route declarations and contracts schemas that validate. */
import { z } from 'zod';
import { COOKIE_NAMES, PRODUCT_NAME } from '@sift/contracts';
import type { AnyRoute } from './route';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  try {
    return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

const ERROR_SCHEMA = {
  oneOf: [
    { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
    { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  ],
};

export function openApiDocument(routes: AnyRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: route.intParams?.includes(name) ? 'integer' : 'string' },
    }));
    if (route.query) {
      const query = jsonSchema(route.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(route.responses ?? { 200: null })) {
      responses[status] = schema
        ? { description: 'Success', content: { 'application/json': { schema: jsonSchema(schema, 'output') } } }
        : { description: status === '204' ? 'No content' : 'See summary' };
    }
    for (const status of ['400', '401', '403', '404', '429']) {
      responses[status] ??= { description: 'Error', content: { 'application/json': { schema: ERROR_SCHEMA } } };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.tag],
      parameters,
      ...(route.body && {
        requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } },
      }),
      responses,
      ...(route.auth !== 'none' && { security: route.auth === 'optional' ? [{}, { token: [] }, { cookie: [] }] : [{ token: [] }, { cookie: [] }] }),
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description:
        'Every path ends with a slash. Lists are paged ({count, next, previous, results}) with limit/offset. Errors: {field: [message]} (400) or {detail: message}.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        cookie: { type: 'apiKey', in: 'cookie', name: COOKIE_NAMES.apiToken },
      },
    },
    paths,
  };
}
