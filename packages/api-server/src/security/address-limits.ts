/**
 * Limits on what one client address may do without signing in (mail it makes the server send, account lookups,
 * analytics). In development a caller on this machine is exempt, as from the coarse rate limit: the site, its
 * dev servers and the e2e suite all call from loopback there. Production has no exemption.
 */
import type { FastifyRequest } from 'fastify';
import { LOGIN_THROTTLED } from '@sift/contracts';
import type { AppContext } from '../http/context';
import { detailError } from '../http/errors';
import { reserveAttempt } from './throttle';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const exemptAddress = (ctx: AppContext, request: FastifyRequest) => !ctx.config.production && LOOPBACK.has(request.ip);

/** Counts one use of `what` by the request's address; 429 over the limit. */
export async function limitAddress(ctx: AppContext, request: FastifyRequest, what: string, limit: number, windowMs: number) {
  if (exemptAddress(ctx, request)) return;
  if (!(await reserveAttempt(ctx, `${what}:address:${request.ip}`, limit, windowMs)).allowed) throw detailError(429, LOGIN_THROTTLED);
}

/** Counts one mail to `email`; false when the recipient has had its share this window (then nothing is sent). */
export async function mayMail(ctx: AppContext, email: string): Promise<boolean> {
  return (await reserveAttempt(ctx, `mail:recipient:${email.toLowerCase()}`, ctx.limits.mailPerRecipient, ctx.limits.mailWindowMs)).allowed;
}

/** Unauthenticated mail: per requesting address, then per recipient; 429 when either is spent. */
export async function limitMail(ctx: AppContext, request: FastifyRequest, email: string) {
  await limitAddress(ctx, request, 'mail', ctx.limits.mailPerAddress, ctx.limits.mailWindowMs);
  if (!(await mayMail(ctx, email))) throw detailError(429, LOGIN_THROTTLED);
}
