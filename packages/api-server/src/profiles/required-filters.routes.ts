/**
 * Parental controls (002 §4, §5, §8): filters every profile must use, guarded by a passcode of at least four
 * digits. A wrong passcode answers 403 'Invalid passcode'; repeated wrong guesses are throttled.
 */
import { eq } from 'drizzle-orm';
import {
  LOGIN_THROTTLED,
  PASSCODE_ALREADY_SET,
  PASSCODE_EMPTY,
  PASSCODE_INVALID,
  PASSCODE_NOT_SET,
  PASSCODES_DO_NOT_MATCH,
  passcodeError,
  requiredFilters as requiredFiltersSchema,
  requiredFiltersCreate,
  requiredFiltersUpdate,
} from '@sift/contracts';
import { requiredFilters } from '../db/schema';
import type { AppContext } from '../http/context';
import { detailError, fieldError } from '../http/errors';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { hashSecret, verifySecret } from '../security/passwords';
import { clearAttempts, reserveAttempt } from '../security/throttle';
import { checkCategoryMap, storedGlobalFilters } from './profiles.routes';

/** The parental-controls map is stored normalized like a profile's (0117): one entry per category, parents consistent. */
const storedIdMap = (map: Record<string, boolean>) => storedGlobalFilters(map);

async function load(ctx: AppContext, userId: number) {
  const [row] = await ctx.db.select().from(requiredFilters).where(eq(requiredFilters.userId, userId));
  return row ?? null;
}

async function view(ctx: AppContext, userId: number) {
  const row = await load(ctx, userId);
  return { user_id: userId, id_map: row?.idMap ?? {}, passcode_set: Boolean(row?.passcodeHash) };
}

/** 002 §5 rules; a mismatch belongs to the confirmation field, the rest to the passcode field. */
function checkNewPasscode(field: string, passcode: string, confirm: string | undefined) {
  const error = passcodeError(passcode, confirm);
  if (error) throw fieldError(error === PASSCODES_DO_NOT_MATCH ? 'passcode_confirm' : field, error);
}

const getRequiredFiltersSchema = {
  summary: 'The parental-controls filter map and whether a passcode is set.',
  tags: ['parental controls'],
  response: { 200: requiredFiltersSchema },
};
async function getRequiredFilters(request: ZodRequest<typeof getRequiredFiltersSchema>) {
  return view(ctxOf(request), userOf(request).id);
}

const setPasscodeSchema = {
  summary: 'Set the first passcode (at least 4 digits, numbers only, confirmed), optionally with the filter map.',
  tags: ['parental controls'],
  body: requiredFiltersCreate,
  response: { 201: requiredFiltersSchema },
};
async function setPasscode(request: ZodRequest<typeof setPasscodeSchema>, reply: ZodReply<typeof setPasscodeSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  const user = userOf(request);
  checkNewPasscode('passcode', body.passcode, body.passcode_confirm);
  checkCategoryMap('id_map', body.id_map);
  const existing = await load(ctx, user.id);
  if (existing?.passcodeHash) throw detailError(400, PASSCODE_ALREADY_SET);
  const values = { passcodeHash: await hashSecret(body.passcode), idMap: body.id_map ? storedIdMap(body.id_map) : (existing?.idMap ?? {}), updatedAt: new Date() };
  await ctx.db
    .insert(requiredFilters)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: requiredFilters.userId, set: values });
  return reply.code(201).send(await view(ctx, user.id));
}

const updateRequiredFiltersSchema = {
  summary: 'With {passcode}: verify it. With passcode_new: change it. With id_map: save the map. 403 on a wrong passcode.',
  tags: ['parental controls'],
  body: requiredFiltersUpdate,
  response: { 200: requiredFiltersSchema },
};
async function updateRequiredFilters(request: ZodRequest<typeof updateRequiredFiltersSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  const user = userOf(request);
  const existing = await load(ctx, user.id);
  if (!existing?.passcodeHash) throw detailError(400, PASSCODE_NOT_SET);
  if (!body.passcode) throw fieldError('passcode', PASSCODE_EMPTY);
  if (body.passcode_new !== undefined) checkNewPasscode('passcode_new', body.passcode_new, body.passcode_confirm);
  checkCategoryMap('id_map', body.id_map);
  // Reserved before the check, in one statement: a burst of guesses checks at most passcodeAttempts.
  const key = `passcode:user:${user.id}`;
  const reserved = await reserveAttempt(ctx, key, ctx.limits.passcodeAttempts, ctx.limits.loginWindowMs);
  if (!reserved.allowed) throw detailError(429, LOGIN_THROTTLED);
  if (!(await verifySecret(existing.passcodeHash, body.passcode))) throw detailError(403, PASSCODE_INVALID);
  await clearAttempts(ctx, [key]);
  const changes = {
    ...(body.passcode_new !== undefined && { passcodeHash: await hashSecret(body.passcode_new) }),
    ...(body.id_map !== undefined && { idMap: storedIdMap(body.id_map) }),
  };
  if (Object.keys(changes).length) {
    await ctx.db.update(requiredFilters).set({ ...changes, updatedAt: new Date() }).where(eq(requiredFilters.userId, user.id));
  }
  return view(ctx, user.id);
}

export function requiredFiltersRoutes(app: ZodApp) {
  app.get('/required-filters/', { schema: getRequiredFiltersSchema, config: { auth: 'user' } }, getRequiredFilters);
  app.post('/required-filters/', { schema: setPasscodeSchema, config: { auth: 'user' } }, setPasscode);
  app.patch('/required-filters/', { schema: updateRequiredFiltersSchema, config: { auth: 'user' } }, updateRequiredFilters);
}
