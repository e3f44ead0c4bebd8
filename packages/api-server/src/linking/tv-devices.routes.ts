/**
 * TV devices (001 §2, §4, §5, §7): the member's devices, registration with a TV's five-letter setup code, TV code
 * linking (`tv-devices/link/`, the raw code as the body), and the TV's side of the device flow (RFC 8628): asking
 * for a code, and polling for its credential. docs/decisions/0053.
 */
import { z } from 'zod/mini';
import {
  listQuery,
  paged as pagedSchema,
  pathId,
  TV_CODES_PER_ADDRESS_PER_HOUR,
  TV_CODES_THROTTLED,
  tvAuthorization,
  tvAuthorizationRequest,
  tvDevice,
  tvDeviceCreate,
  tvLinkCode,
  tvLinkResult,
  tvToken,
  tvTokenRequest,
} from '@sift/contracts';
import { detailError, notFound } from '../http/errors';
import { pagedList } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { reserveAttempt } from '../security/throttle';
import { devicesOf, deviceView, linkDevice, pollAuthorization, registerDevice, removeDevice, startAuthorization } from './tv-devices.service';

const HOUR_MS = 3600 * 1000;

const listTvDevicesSchema = {
  summary: "The account's TV devices, oldest first.",
  tags: ['devices'],
  querystring: listQuery,
  response: { 200: pagedSchema(tvDevice) },
};
async function listTvDevices(request: ZodRequest<typeof listTvDevicesSchema>) {
  const ctx = ctxOf(request);
  return pagedList(ctx, request, (await devicesOf(ctx.db, userOf(request).id)).map(deviceView), request.query);
}

const createTvDeviceSchema = {
  summary:
    "Register the TV showing a five-letter setup code (001 §4, §5): name unique on the account ('Name already in use'); only appletv, firetv and androidtv; a wrong or expired code answers the spec's save failure under setup_key; wrong codes are throttled.",
  tags: ['devices'],
  body: tvDeviceCreate,
  response: { 201: tvDevice },
};
async function createTvDevice(request: ZodRequest<typeof createTvDeviceSchema>, reply: ZodReply<typeof createTvDeviceSchema>) {
  const ctx = ctxOf(request);
  const device = await registerDevice(ctx, userOf(request).id, request.ip, request.body);
  return reply.code(201).send(deviceView(device));
}

const deleteTvDeviceSchema = {
  summary: 'Remove a TV device; its credential stops working.',
  tags: ['devices'],
  params: z.object({ id: pathId }),
  response: { 204: z.null() },
};
async function deleteTvDevice(request: ZodRequest<typeof deleteTvDeviceSchema>, reply: ZodReply<typeof deleteTvDeviceSchema>) {
  const ctx = ctxOf(request);
  if (!(await removeDevice(ctx.db, userOf(request).id, request.params.id))) throw notFound();
  return reply.code(204).send(null);
}

const linkTvDeviceSchema = {
  summary:
    "TV code linking (001 §4, §7): the raw six-character code a TV shows, as the JSON string body ('ABC123' or 'abc-123'). Answers {device_name, device}; a wrong, used or expired code answers 400 {error} (also as detail); wrong codes are throttled (429).",
  tags: ['devices'],
  body: tvLinkCode,
  response: { 200: tvLinkResult },
};
async function linkTvDevice(request: ZodRequest<typeof linkTvDeviceSchema>) {
  const ctx = ctxOf(request);
  const device = await linkDevice(ctx, userOf(request).id, request.ip, request.body);
  return { device_name: device.name, device: deviceView(device) };
}

const startTvAuthorizationSchema = {
  summary:
    "A TV asks for a code to show (RFC 8628 device authorization): code_kind 'setup' (five letters, entered on the registration page) or 'link' (six characters, entered on /link). Codes are single use and expire; 60 per address per hour.",
  tags: ['devices'],
  body: tvAuthorizationRequest,
  response: { 201: tvAuthorization },
};
async function startTvAuthorization(request: ZodRequest<typeof startTvAuthorizationSchema>, reply: ZodReply<typeof startTvAuthorizationSchema>) {
  const ctx = ctxOf(request);
  const reservation = await reserveAttempt(ctx, `tv-authorization:addr:${request.ip}`, TV_CODES_PER_ADDRESS_PER_HOUR, HOUR_MS);
  if (!reservation.allowed) throw detailError(429, TV_CODES_THROTTLED);
  return reply.code(201).send(await startAuthorization(ctx, request.body, ctx.config.siteOrigins[0]));
}

const pollTvAuthorizationSchema = {
  summary:
    "The TV polls with its device code (RFC 8628 §3.4): 400 {error: 'authorization_pending' | 'slow_down' | 'expired_token' | 'invalid_grant', error_description} until the code is entered, then its credential once (token_type 'Device').",
  tags: ['devices'],
  body: tvTokenRequest,
  response: { 200: tvToken },
};
async function pollTvAuthorization(request: ZodRequest<typeof pollTvAuthorizationSchema>) {
  return pollAuthorization(ctxOf(request), request.body.device_code);
}

export function tvDevicesRoutes(app: ZodApp) {
  app.get('/tv-devices/', { schema: listTvDevicesSchema, config: { auth: 'user' } }, listTvDevices);
  app.post('/tv-devices/', { schema: createTvDeviceSchema, config: { auth: 'user' } }, createTvDevice);
  app.delete('/tv-devices/:id/', { schema: deleteTvDeviceSchema, config: { auth: 'user' } }, deleteTvDevice);
  app.post('/tv-devices/link/', { schema: linkTvDeviceSchema, config: { auth: 'user' } }, linkTvDevice);
  app.post('/tv-devices/authorizations/', { schema: startTvAuthorizationSchema, config: { auth: 'none' } }, startTvAuthorization);
  app.post('/tv-devices/token/', { schema: pollTvAuthorizationSchema, config: { auth: 'none' } }, pollTvAuthorization);
}
