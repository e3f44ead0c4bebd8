/**
 * Catalog accesses (001 §3, §4.6): after a service is linked, which of its catalogs the account may play from,
 * authorized or not, verified for one day (the theater's verification reads them); and reports of offers whose
 * external id the service did not know.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import {
  catalogAccess,
  catalogAccessCreate,
  CATALOG_UNKNOWN,
  detailResponse,
  listQuery,
  MISSING_CREDENTIALS,
  OFFER_REPORTED,
  offerReportInvalid,
  paged as pagedSchema,
  pathId,
  PRODUCT_SERVICE_NEEDS_NO_LINK,
} from '@sift/contracts';
import { catalogAccesses, catalogOfferReports, catalogs, offerings, serviceCredentials, streamingServices } from '../db/schema';
import { detailError, fieldError, notFound } from '../http/errors';
import { pagedList } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { accessesOf, accessView, isProductService, requireActiveSubscription, verifiedUntil } from './service-credentials.service';

const listCatalogAccessesSchema = {
  summary: "The account's catalog accesses (id = the catalog's id): authorized or not, and until when verified.",
  tags: ['linking'],
  querystring: listQuery,
  response: { 200: pagedSchema(catalogAccess) },
};
async function listCatalogAccesses(request: ZodRequest<typeof listCatalogAccessesSchema>) {
  const ctx = ctxOf(request);
  return pagedList(ctx, request, await accessesOf(ctx.db, userOf(request).id), request.query);
}

const createCatalogAccessSchema = {
  summary:
    "Record the service's answer for one catalog (by slug): authorized or not, verified for one day from now (the server sets verified_to). The catalog's service must be linked (a stored credential); needs an active subscription.",
  tags: ['linking'],
  body: catalogAccessCreate,
  response: { 201: catalogAccess },
};
async function createCatalogAccess(request: ZodRequest<typeof createCatalogAccessSchema>, reply: ZodReply<typeof createCatalogAccessSchema>) {
  const ctx = ctxOf(request);
  const userId = userOf(request).id;
  await requireActiveSubscription(ctx, userId);
  const [found] = await ctx.db
    .select({ catalog: catalogs, service: streamingServices })
    .from(catalogs)
    .innerJoin(streamingServices, eq(streamingServices.id, catalogs.serviceId))
    .where(eq(catalogs.slug, request.body.catalog));
  if (!found) throw fieldError('catalog', CATALOG_UNKNOWN);
  if (isProductService(found.service.slug)) throw fieldError('catalog', PRODUCT_SERVICE_NEEDS_NO_LINK);
  const [credential] = await ctx.db
    .select({ id: serviceCredentials.id })
    .from(serviceCredentials)
    .where(and(eq(serviceCredentials.userId, userId), eq(serviceCredentials.serviceId, found.service.id)));
  if (!credential) throw detailError(400, MISSING_CREDENTIALS);
  const now = ctx.clock.now();
  const values = { isAuthorized: request.body.is_authorized, verifiedTo: verifiedUntil(now), updatedAt: new Date(now) };
  const [row] = await ctx.db
    .insert(catalogAccesses)
    .values({ userId, catalogId: found.catalog.id, ...values })
    .onConflictDoUpdate({ target: [catalogAccesses.userId, catalogAccesses.catalogId], set: values })
    .returning();
  return reply.code(201).send(accessView(row, found.catalog.slug));
}

const reportInvalidOfferSchema = {
  summary: 'Report an offer (by offer id) whose external id the streaming service did not know (001 §4.6); once per account and offer, a repeat refreshes it.',
  tags: ['linking'],
  params: z.object({ id: pathId }),
  body: offerReportInvalid,
  response: { 201: detailResponse },
};
async function reportInvalidOffer(request: ZodRequest<typeof reportInvalidOfferSchema>, reply: ZodReply<typeof reportInvalidOfferSchema>) {
  const ctx = ctxOf(request);
  const [offering] = await ctx.db.select({ id: offerings.id }).from(offerings).where(eq(offerings.id, request.params.id));
  if (!offering) throw notFound();
  const values = { reason: request.body.reason, externalId: request.body.external_id ?? null, reportedAt: new Date(ctx.clock.now()) };
  await ctx.db
    .insert(catalogOfferReports)
    .values({ offeringId: offering.id, userId: userOf(request).id, ...values })
    .onConflictDoUpdate({ target: [catalogOfferReports.offeringId, catalogOfferReports.userId], set: values });
  return reply.code(201).send({ detail: OFFER_REPORTED });
}

export function catalogAccessesRoutes(app: ZodApp) {
  app.get('/catalog-accesses/', { schema: listCatalogAccessesSchema, config: { auth: 'user' } }, listCatalogAccesses);
  app.post('/catalog-accesses/', { schema: createCatalogAccessSchema, config: { auth: 'user' } }, createCatalogAccess);
  app.post('/catalog-offers/:id/report-invalid/', { schema: reportInvalidOfferSchema, config: { auth: 'user' } }, reportInvalidOffer);
}
