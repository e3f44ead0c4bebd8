/**
 * One way to declare a call: method, path, auth, the contracts schemas for body, query and answer. The same
 * declaration validates requests, checks answers (outside production) and feeds the OpenAPI document.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { COOKIE_NAMES, HEADER_NAMES, NOT_AUTHENTICATED, PERMISSION_DENIED } from '@sift/contracts';
import type { AppContext } from './context';
import { ApiError, detailError, notFound } from './errors';
import { authenticate, type AuthUser } from './auth';
import { parseInput, type ParseOptions } from './validation';

export type AuthMode = 'none' | 'optional' | 'user' | 'staff';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Call<B, Q> {
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  /** Path parameters; `:id`-style ones named in `intParams` are positive integers. */
  params: Record<string, string>;
  ids: Record<string, number>;
  user: AuthUser | null;
  /** The active profile id the request names (header or cookie), not yet checked against the user. */
  profileId: number | null;
  status(code: number): void;
}

export interface RouteDef<B extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  method: Method;
  url: string;
  summary: string;
  tag: string;
  auth: AuthMode;
  body?: B;
  query?: Q;
  bodyMessages?: ParseOptions['messages'];
  intParams?: string[];
  /** Answer schemas by status; the first is the default status. */
  responses?: Record<number, z.ZodType | null>;
  handler: (
    call: Call<B extends z.ZodType ? z.output<B> : undefined, Q extends z.ZodType ? z.output<Q> : Record<string, string>>,
  ) => Promise<unknown>;
}

export type AnyRoute = RouteDef<z.ZodType | undefined, z.ZodType | undefined>;
export const defineRoute = <B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  def: RouteDef<B, Q>,
): AnyRoute => def as unknown as AnyRoute;

/** Query values as plain strings: a repeated parameter becomes a comma list (000 §7 `in` filters). */
export function flatQuery(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    out[key] = Array.isArray(value) ? value.join(',') : String(value ?? '');
  }
  return out;
}

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

export function registerRoutes(app: FastifyInstance, ctx: AppContext, routes: AnyRoute[], registry: AnyRoute[]) {
  for (const def of routes) {
    registry.push(def);
    const statuses = Object.keys(def.responses ?? {}).map(Number);
    const defaultStatus = statuses[0] ?? (def.method === 'DELETE' ? 204 : 200);
    app.route({
      method: def.method,
      url: def.url,
      handler: async (request, reply) => {
        const params = (request.params ?? {}) as Record<string, string>;
        const ids: Record<string, number> = {};
        for (const name of def.intParams ?? []) {
          const raw = params[name] ?? '';
          if (!POSITIVE_INT.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
          ids[name] = Number(raw);
        }
        const user = def.auth === 'none' ? null : await authenticate(ctx, request);
        if ((def.auth === 'user' || def.auth === 'staff') && !user) throw detailError(401, NOT_AUTHENTICATED);
        if (def.auth === 'staff' && !user!.isStaff) throw detailError(403, PERMISSION_DENIED);
        const query = flatQuery(request.query);
        let status = defaultStatus;
        const call: Call<unknown, unknown> = {
          ctx,
          request,
          reply,
          body: def.body ? parseInput(def.body, request.body, { messages: def.bodyMessages }) : undefined,
          query: def.query ? parseInput(def.query, query) : query,
          params,
          ids,
          user,
          profileId: requestedProfileId(request),
          status: (code) => {
            status = code;
          },
        };
        const result = await def.handler(call as never);
        if (reply.sent) return reply;
        const schema = def.responses?.[status];
        if (schema && !ctx.config.production) {
          // Outside production every answer is checked against its contract, so drift fails tests loudly.
          const checked = schema.safeParse(result);
          if (!checked.success) {
            request.log.error({ issues: checked.error.issues, url: def.url }, 'answer does not match its schema');
            throw new ApiError(500, { detail: 'Answer does not match its schema.' });
          }
        }
        reply.code(status);
        if (status === 204 || result === undefined) return reply.send();
        return reply.send(result);
      },
    });
  }
}

function requestedProfileId(request: FastifyRequest): number | null {
  const raw = request.headers[HEADER_NAMES.profileId.toLowerCase()] ?? request.cookies?.[COOKIE_NAMES.profileId];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && POSITIVE_INT.test(value) ? Number(value) : null;
}
