/**
 * Development only, and only to a caller on this machine (like the mail outbox and the dev clock): expire the
 * signed-in member's verification of one streaming service, as a day after linking it (001 §4.6, §9), so the
 * theater's re-link and /services' 'Verify again' can be seen again after they renewed it, by hand and in e2e
 * (docs/decisions/0076). Not an API route: absent from /openapi.json and from production.
 *
 *   POST /dev/catalog-accesses/expire/  {"service": "peacock"}  with the member's token  ->  their catalog accesses
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { NOT_AUTHENTICATED } from '@sift/contracts';
import { catalogAccesses, catalogs, streamingServices } from '../db/schema';
import { authenticate } from '../http/auth';
import type { AppContext } from '../http/context';
import { detailError, fieldError } from '../http/errors';
import { onlyLocalCallers } from '../http/local-caller';
import { accessesOf } from './service-credentials.service';

export const DEV_EXPIRE_PATH = '/dev/catalog-accesses/expire/';
const body = z.object({ service: z.string().check(z.minLength(1), z.maxLength(100)) });

export function registerDevLinkingRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(DEV_EXPIRE_PATH, { onRequest: onlyLocalCallers }, async function expireVerification(request) {
    const user = await authenticate(ctx, request);
    if (!user) throw detailError(401, NOT_AUTHENTICATED);
    const parsed = body.safeParse(request.body);
    if (!parsed.success) throw fieldError('service', 'A streaming service slug, such as peacock.');
    const [service] = await ctx.db.select().from(streamingServices).where(eq(streamingServices.slug, parsed.data.service));
    if (!service) throw fieldError('service', 'No streaming service has this slug.');
    const ids = (await ctx.db.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.serviceId, service.id))).map((c) => c.id);
    const now = ctx.clock.now();
    await ctx.db
      .update(catalogAccesses)
      .set({ verifiedTo: new Date(now - 1000), updatedAt: new Date(now) })
      .where(and(eq(catalogAccesses.userId, user.id), inArray(catalogAccesses.catalogId, ids)));
    ctx.log.warn({ user: user.id, service: service.slug }, 'a verification was expired (POST /dev/catalog-accesses/expire/)');
    return { results: await accessesOf(ctx.db, user.id) };
  });
}
