/**
 * The route layer: Fastify with the zod type provider. Every API route is declared as
 * `app.get('/path/', { schema, config: { auth } }, namedHandler)` with the contracts' zod schemas; this file
 * installs what those declarations rely on:
 * - request validation with the same schemas, turned into the API's error bodies (field errors, 404 for a
 *   malformed path id; see errors.ts),
 * - answers checked against their schema outside production (a mismatch is a 500 there, so drift fails tests),
 * - authentication per route (`config.auth`: none, optional, user, staff) and the active profile header,
 * - the OpenAPI document (@fastify/swagger) whose operationId is the handler's name,
 * - the route table that the ownership and fuzz harnesses walk.
 */
import fastifySwagger from '@fastify/swagger';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { COOKIE_NAMES, HEADER_NAMES, NOT_AUTHENTICATED, PERMISSION_DENIED, PRODUCT_NAME } from '@sift/contracts';
import { authenticate, type AuthUser } from './auth';
import type { AppContext } from './context';
import { ApiError, detailError, InputError, notFound } from './errors';

export type AuthMode = 'none' | 'optional' | 'user' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; API routes always say. */
    auth?: AuthMode;
    /** Spec messages by field: any issue on that field answers with this text instead of zod's. */
    fieldMessages?: Record<string, string>;
    /** The route reads the active profile (X-Sift-Profile-Id): the ownership table must cover it. */
    usesProfile?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user (null when the route's auth is none or optional without credentials). */
    user: AuthUser | null;
    /** The active profile the request names (X-Sift-Profile-Id or cookie), not yet checked against the user. */
    profileId: number | null;
  }
}

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
export type ZodRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
export type ZodReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** One API route as the harnesses see it: method, path, who may call it, its schemas and its handler's name. */
export interface ApiRoute {
  method: string;
  url: string;
  auth: AuthMode;
  usesProfile: boolean;
  operationId: string;
  schema: FastifySchema;
}

/** The context every handler reaches through its request. */
export const ctxOf = (request: FastifyRequest): AppContext => (request.server as FastifyInstance & { sift: AppContext }).sift;
/** The signed-in user of a route whose auth is user or staff. */
export const userOf = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw detailError(401, NOT_AUTHENTICATED);
  return request.user;
};

const ERROR_SCHEMA = {
  description: 'Error: {detail: message}, or field errors {field: [message]} with 400',
  type: 'object',
  additionalProperties: true,
};
const POSITIVE_INT = /^[1-9]\d{0,9}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestedProfileId(request: FastifyRequest): number | null {
  const raw = request.headers[HEADER_NAMES.profileId.toLowerCase()] ?? request.cookies?.[COOKIE_NAMES.profileId];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && POSITIVE_INT.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** Each route's handler name as it was declared, by route (a wrapper's name is not the operation's). */
const operationIds = new WeakMap<object, string>();

/** Installs validation, answer checks, auth, OpenAPI and the route table. Call before registering routes. */
export async function installRouteLayer(app: FastifyInstance, ctx: AppContext, routeTable: ApiRoute[]) {
  app.setValidatorCompiler<z.ZodMiniType>(({ schema, httpPart }) => (data) => {
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new InputError(httpPart ?? 'body', result.error.issues) };
  });
  app.setSerializerCompiler<z.ZodMiniType>(({ schema, url, method }) => (data) => {
    if (!ctx.config.production) {
      // Outside production every answer is checked against its contract, so drift fails tests loudly.
      const checked = schema.safeParse(data);
      if (!checked.success) {
        ctx.log.error({ issues: checked.error.issues, method, url }, 'answer does not match its schema');
        throw new ApiError(500, { detail: 'Answer does not match its schema.' });
      }
    }
    return JSON.stringify(data);
  });

  app.decorateRequest('user', null);
  app.decorateRequest('profileId', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    // Read before anything wraps the handler (tracing does): the name is the operationId.
    operationIds.set(route, route.handler.name);
    const auth = route.config?.auth;
    if (!auth) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({
        method,
        url: route.url,
        auth,
        usesProfile: Boolean(route.config?.usesProfile),
        operationId: route.handler.name,
        schema: route.schema ?? {},
      });
    }
  });

  // A malformed path id is a missing resource (404) before anything else; then who is calling.
  app.addHook('preValidation', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth) return;
    const params = request.routeOptions.schema?.params as z.ZodMiniType | undefined;
    if (params && !params.safeParse(request.params).success) throw notFound();
    request.profileId = requestedProfileId(request);
    if (auth === 'none') return;
    // A public answer's hook may have checked the credentials already (http/http-cache.ts).
    if (!request.authenticatedEarly) request.user = await authenticate(ctx, request);
    if ((auth === 'user' || auth === 'staff') && !request.user) throw detailError(401, NOT_AUTHENTICATED);
    if (auth === 'staff' && !request.user!.isStaff) throw detailError(403, PERMISSION_DENIED);
  });

  // Answers that carry or depend on credentials are never stored by a browser or a proxy.
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.routeOptions.config.auth;
    if (auth && (auth !== 'none' || !SAFE_METHODS.has(request.method))) reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'Every path ends with a slash. Lists are paged ({count, next, previous, results}) with limit/offset. Errors: {field: [message]} (400) or {detail: message}. operationId is the name of the handler function.',
      },
      ...(ctx.config.publicUrl && { servers: [{ url: ctx.config.publicUrl }] }),
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
          cookie: { type: 'apiKey', in: 'cookie', name: COOKIE_NAMES.apiToken },
        },
      },
    },
    transform: (document) => {
      const auth = document.route.config?.auth as AuthMode | undefined;
      if (!auth) return { schema: { hide: true } as FastifySchema, url: document.url };
      const { schema, url } = jsonSchemaTransform(document);
      const response = { ...((schema.response as Record<string, unknown>) ?? {}) };
      for (const status of ['400', '401', '403', '404', '429']) response[status] ??= ERROR_SCHEMA;
      return {
        url,
        schema: {
          ...schema,
          operationId: operationIds.get(document.route) ?? document.route.handler.name,
          response,
          ...(auth !== 'none' && {
            security: auth === 'optional' ? [{}, { token: [] }, { cookie: [] }] : [{ token: [] }, { cookie: [] }],
          }),
        } as FastifySchema,
      };
    },
  });
}
