/**
 * Service credentials (001 §3, §7; 002 §7): the key record, and create, find and delete of the sealed credential of
 * each streaming service (id = the service's id). Only the signed-in account's own; another account's is a 404.
 */
import { z } from 'zod/mini';
import {
  listQuery,
  paged as pagedSchema,
  pathId,
  PRODUCT_SERVICE_NEEDS_NO_LINK,
  serviceCredential,
  serviceCredentialCreate,
  serviceCredentialKey,
  STREAMING_SERVICE_UNKNOWN,
} from '@sift/contracts';
import { fieldError, notFound } from '../http/errors';
import { pagedList } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import {
  credentialsOf,
  credentialView,
  destroyCredential,
  isProductService,
  keyRecordOf,
  masterKey,
  requireActiveSubscription,
  serviceById,
  storeCredential,
} from './service-credentials.service';

const serviceParams = z.object({ id: pathId });

const getServiceCredentialKeySchema = {
  summary: "The account's key record (user_id, salt): every service's credential key is derived from it on the server. Made on first use.",
  tags: ['linking'],
  response: { 200: serviceCredentialKey },
};
async function getServiceCredentialKey(request: ZodRequest<typeof getServiceCredentialKeySchema>) {
  const ctx = ctxOf(request);
  masterKey(ctx);
  const record = await keyRecordOf(ctx.db, userOf(request).id);
  return { user_id: record.userId, salt: record.salt, created_at: record.createdAt.toISOString() };
}

const createServiceCredentialSchema = {
  summary:
    "Store what the extension read at a streaming service (cookie, identity with ua, watch history), sealed with the service's key (AES-256-GCM); replaces the service's earlier credential. Needs an active subscription.",
  tags: ['linking'],
  body: serviceCredentialCreate,
  response: { 201: serviceCredential },
};
async function createServiceCredential(request: ZodRequest<typeof createServiceCredentialSchema>, reply: ZodReply<typeof createServiceCredentialSchema>) {
  const ctx = ctxOf(request);
  const master = masterKey(ctx);
  const userId = userOf(request).id;
  await requireActiveSubscription(ctx, userId);
  const service = await serviceById(ctx.db, request.body.service_id);
  if (!service) throw fieldError('service_id', STREAMING_SERVICE_UNKNOWN);
  if (isProductService(service.slug)) throw fieldError('service_id', PRODUCT_SERVICE_NEEDS_NO_LINK);
  const row = await storeCredential(ctx.db, master, userId, service.id, request.body.payload, new Date(ctx.clock.now()));
  return reply.code(201).send(await credentialView(ctx.db, master, row));
}

const listServiceCredentialsSchema = {
  summary: "The account's stored credentials: which services are linked, and as whom (never the secrets).",
  tags: ['linking'],
  querystring: listQuery,
  response: { 200: pagedSchema(serviceCredential) },
};
async function listServiceCredentials(request: ZodRequest<typeof listServiceCredentialsSchema>) {
  const ctx = ctxOf(request);
  const master = masterKey(ctx);
  const rows = await credentialsOf(ctx.db, userOf(request).id);
  const views = await Promise.all(rows.map((row) => credentialView(ctx.db, master, row)));
  return pagedList(ctx, request, views, request.query);
}

const findServiceCredentialSchema = {
  summary: "Find the account's credential for one service (id = the service's id); 404 when it is not linked.",
  tags: ['linking'],
  params: serviceParams,
  response: { 200: serviceCredential },
};
async function findServiceCredential(request: ZodRequest<typeof findServiceCredentialSchema>) {
  const ctx = ctxOf(request);
  const master = masterKey(ctx);
  const [row] = await credentialsOf(ctx.db, userOf(request).id, request.params.id);
  if (!row) throw notFound();
  return credentialView(ctx.db, master, row);
}

const deleteServiceCredentialSchema = {
  summary: "Disconnect a service: destroys its credential and the account's accesses to its catalogs (001 §4.7); 404 when it was not linked.",
  tags: ['linking'],
  params: serviceParams,
  response: { 204: z.null() },
};
async function deleteServiceCredential(request: ZodRequest<typeof deleteServiceCredentialSchema>, reply: ZodReply<typeof deleteServiceCredentialSchema>) {
  const ctx = ctxOf(request);
  if (!(await destroyCredential(ctx.db, userOf(request).id, request.params.id))) throw notFound();
  return reply.code(204).send(null);
}

export function serviceCredentialsRoutes(app: ZodApp) {
  app.get('/service-credential-keys/', { schema: getServiceCredentialKeySchema, config: { auth: 'user' } }, getServiceCredentialKey);
  app.get('/service-credentials/', { schema: listServiceCredentialsSchema, config: { auth: 'user' } }, listServiceCredentials);
  app.post('/service-credentials/', { schema: createServiceCredentialSchema, config: { auth: 'user' } }, createServiceCredential);
  app.get('/service-credentials/:id/', { schema: findServiceCredentialSchema, config: { auth: 'user' } }, findServiceCredential);
  app.delete('/service-credentials/:id/', { schema: deleteServiceCredentialSchema, config: { auth: 'user' } }, deleteServiceCredential);
}
