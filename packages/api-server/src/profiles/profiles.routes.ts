/**
 * Profiles (002 §2.3, §4, §5): at most 6, name required, the primary cannot be deleted and always has account
 * access. Every id is scoped to the signed-in account: another account's profile answers 404.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import {
  avatar as avatarSchema,
  avatarGroup,
  FILTER_CATEGORIES,
  paged as pagedSchema,
  PRIMARY_PROFILE_UNDELETABLE,
  profile as profileSchema,
  PROFILE_ACCOUNT_ACCESS_REQUIRED,
  PROFILE_LIMIT,
  PROFILE_LIMIT_REACHED,
  PROFILE_NAME_REQUIRED,
  listQuery,
  pathId,
  profileCreate,
  profileUpdate,
  type ProfileUpdate,
} from '@sift/contracts';
import { defaultCategoryTree, normalizeCategoryFilters } from '@sift/filter-engine';
import type { Db } from '../db/database';
import { avatarGroups, avatars, catalogs, profiles, users } from '../db/schema';
import type { AppContext } from '../http/context';
import { detailError, fieldError, notFound } from '../http/errors';
import { baseUrl, pagedList } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { avatarUrl, listProfileViews, profileView } from './profile-view';

const NAME_MAX = 30;
const CATEGORY_IDS = new Set(FILTER_CATEGORIES.map((c) => String(c.id)));
/** -1 means "all catalogs" (001 §9). */
const ALL_CATALOGS_VALUE = -1;

/** Keys of a filter map must be filter categories of the tree. */
export function checkCategoryMap(field: string, map: Record<string, boolean> | undefined) {
  if (!map) return;
  const unknown = Object.keys(map).filter((key) => !CATEGORY_IDS.has(key));
  if (unknown.length) throw fieldError(field, `Unknown filter category: ${unknown.join(', ')}`);
}

/**
 * What a profile's filter map is stored as: normalized by the filter engine (one entry per category, a parent true
 * exactly when all its leaves are), whatever shape the client sent, so every reader sees one form.
 */
export const storedGlobalFilters = (map: Record<string, boolean> | undefined) => normalizeCategoryFilters(defaultCategoryTree(), map ?? {});

async function checkProfileFields(db: Db, body: ProfileUpdate) {
  if (body.name !== undefined && body.name.length > NAME_MAX) {
    throw fieldError('name', `Ensure this field has no more than ${NAME_MAX} characters.`);
  }
  checkCategoryMap('global_filters', body.global_filters);
  if (body.selected_catalogs?.length) {
    const known = new Set((await db.select({ id: catalogs.id }).from(catalogs)).map((c) => c.id));
    const unknown = body.selected_catalogs.filter((id) => id !== ALL_CATALOGS_VALUE && !known.has(id));
    if (unknown.length) throw fieldError('selected_catalogs', `Unknown catalog: ${unknown.join(', ')}`);
  }
  if (body.selected_devices && body.selected_devices.some((d) => d.length > 40)) {
    throw fieldError('selected_devices', 'Ensure each device has no more than 40 characters.');
  }
  if (body.avatar_id !== undefined && body.avatar_id !== null) {
    const [found] = await db.select({ id: avatars.id }).from(avatars).where(eq(avatars.id, body.avatar_id));
    if (!found) throw fieldError('avatar_id', 'Unknown avatar.');
  }
}

async function ownProfile(ctx: AppContext, userId: number, id: number) {
  const [row] = await ctx.db.select().from(profiles).where(and(eq(profiles.id, id), eq(profiles.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Whether the profile making the request (X-Sift-Profile-Id) may change account settings (002 §6): the primary,
 * or a profile with account_access. The server decides whatever the client sends: no header, or a header naming
 * a profile that is not one of this account's, cannot (a child profile cannot drop the header to pass).
 */
async function actingProfileHasAccountAccess(request: FastifyRequest) {
  if (!request.profileId) return false;
  const [row] = await ctxOf(request)
    .db.select({ isPrimary: profiles.isPrimary, accountAccess: profiles.accountAccess })
    .from(profiles)
    .where(and(eq(profiles.id, request.profileId), eq(profiles.userId, userOf(request).id)));
  return Boolean(row && (row.isPrimary || row.accountAccess));
}

async function viewOf(ctx: AppContext, base: string, id: number) {
  const [row] = await ctx.db
    .select({ profile: profiles, avatarSlug: avatars.slug })
    .from(profiles)
    .leftJoin(avatars, eq(avatars.id, profiles.avatarId))
    .where(eq(profiles.id, id));
  return profileView(base, row.profile, row.avatarSlug);
}

function updateValues(body: ProfileUpdate) {
  return {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.avatar_id !== undefined && { avatarId: body.avatar_id }),
    ...(body.account_access !== undefined && { accountAccess: body.account_access }),
    ...(body.global_filters !== undefined && { globalFilters: storedGlobalFilters(body.global_filters) }),
    ...(body.selected_catalogs !== undefined && { selectedCatalogs: body.selected_catalogs }),
    ...(body.selected_devices !== undefined && { selectedDevices: body.selected_devices }),
  };
}

async function changeProfile(request: FastifyRequest, id: number, body: ProfileUpdate, replace: boolean) {
  const ctx = ctxOf(request);
  const row = await ownProfile(ctx, userOf(request).id, id);
  await checkProfileFields(ctx.db, body);
  // A PUT without account_access resets it to false: that is a change too.
  const accountAccess = replace ? (body.account_access ?? false) : body.account_access;
  const effective = row.isPrimary || row.accountAccess;
  if (accountAccess !== undefined && accountAccess !== effective && !row.isPrimary && !(await actingProfileHasAccountAccess(request))) {
    throw detailError(403, PROFILE_ACCOUNT_ACCESS_REQUIRED);
  }
  const values = replace
    ? {
        name: body.name!,
        avatarId: body.avatar_id ?? null,
        accountAccess: body.account_access ?? false,
        globalFilters: storedGlobalFilters(body.global_filters),
        selectedCatalogs: body.selected_catalogs ?? [],
        selectedDevices: body.selected_devices ?? [],
      }
    : updateValues(body);
  // The primary profile always keeps account access (002 §4).
  if (row.isPrimary) values.accountAccess = true;
  if (Object.keys(values).length) await ctx.db.update(profiles).set(values).where(eq(profiles.id, row.id));
  return viewOf(ctx, baseUrl(ctx, request), row.id);
}

const pagedProfiles = pagedSchema(profileSchema);
const profileIdParams = z.object({ id: pathId });

const listProfilesSchema = {
  summary: "The account's profiles, primary first.",
  tags: ['profiles'],
  querystring: listQuery,
  response: { 200: pagedProfiles },
};
async function listProfiles(request: ZodRequest<typeof listProfilesSchema>) {
  const ctx = ctxOf(request);
  return pagedList(ctx, request, await listProfileViews(ctx, baseUrl(ctx, request), userOf(request).id), request.query);
}

const createProfileSchema = {
  summary: "Create a profile (at most 6; name required, 'Required').",
  tags: ['profiles'],
  body: profileCreate,
  response: { 201: profileSchema },
};
async function createProfile(request: ZodRequest<typeof createProfileSchema>, reply: ZodReply<typeof createProfileSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  const user = userOf(request);
  await checkProfileFields(ctx.db, body);
  if (body.account_access && !(await actingProfileHasAccountAccess(request))) throw detailError(403, PROFILE_ACCOUNT_ACCESS_REQUIRED);
  const id = await ctx.db.transaction(async (tx) => {
    // Locking the account row serialises concurrent creates, so the limit holds under races.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    if (count >= PROFILE_LIMIT) throw detailError(400, PROFILE_LIMIT_REACHED);
    const [created] = await tx
      .insert(profiles)
      .values({
        userId: user.id,
        name: body.name,
        avatarId: body.avatar_id ?? null,
        isPrimary: false,
        accountAccess: body.account_access ?? false,
        globalFilters: storedGlobalFilters(body.global_filters),
        selectedCatalogs: body.selected_catalogs ?? [],
        selectedDevices: body.selected_devices ?? [],
      })
      .returning({ id: profiles.id });
    return created.id;
  });
  return reply.code(201).send(await viewOf(ctx, baseUrl(ctx, request), id));
}

const getProfileSchema = {
  summary: 'One profile of the account.',
  tags: ['profiles'],
  params: profileIdParams,
  response: { 200: profileSchema },
};
async function getProfile(request: ZodRequest<typeof getProfileSchema>) {
  const ctx = ctxOf(request);
  await ownProfile(ctx, userOf(request).id, request.params.id);
  return viewOf(ctx, baseUrl(ctx, request), request.params.id);
}

const updateProfileSchema = {
  summary: 'Change some fields of a profile: name, avatar_id, account_access, global_filters, selected_catalogs, selected_devices.',
  tags: ['profiles'],
  params: profileIdParams,
  body: profileUpdate,
  response: { 200: profileSchema },
};
async function updateProfile(request: ZodRequest<typeof updateProfileSchema>) {
  return changeProfile(request, request.params.id, request.body, false);
}

const replaceProfileSchema = {
  summary: 'Replace a profile (name required; omitted fields reset to their defaults).',
  tags: ['profiles'],
  params: profileIdParams,
  body: profileCreate,
  response: { 200: profileSchema },
};
async function replaceProfile(request: ZodRequest<typeof replaceProfileSchema>) {
  return changeProfile(request, request.params.id, request.body, true);
}

const deleteProfileSchema = {
  summary: 'Delete a profile; the primary cannot be deleted.',
  tags: ['profiles'],
  params: profileIdParams,
  response: { 204: z.null() },
};
async function deleteProfile(request: ZodRequest<typeof deleteProfileSchema>, reply: ZodReply<typeof deleteProfileSchema>) {
  const ctx = ctxOf(request);
  const row = await ownProfile(ctx, userOf(request).id, request.params.id);
  if (row.isPrimary) throw detailError(400, PRIMARY_PROFILE_UNDELETABLE);
  if (!(await actingProfileHasAccountAccess(request))) throw detailError(403, PROFILE_ACCOUNT_ACCESS_REQUIRED);
  await ctx.db.delete(profiles).where(eq(profiles.id, row.id));
  return reply.code(204).send(null);
}

const listAvatarsSchema = {
  summary: 'Every avatar.',
  tags: ['profiles'],
  querystring: listQuery,
  response: { 200: pagedSchema(avatarSchema) },
};
async function listAvatars(request: ZodRequest<typeof listAvatarsSchema>) {
  const ctx = ctxOf(request);
  const base = baseUrl(ctx, request);
  const rows = await ctx.db.select().from(avatars).orderBy(asc(avatars.groupId), asc(avatars.ordering));
  return pagedList(ctx, request, rows.map((a) => ({ id: a.id, url: avatarUrl(base, a.slug) })), request.query);
}

const listAvatarGroupsSchema = {
  summary: 'Avatars by group, as the profile editor shows them.',
  tags: ['profiles'],
  querystring: listQuery,
  response: { 200: pagedSchema(avatarGroup) },
};
async function listAvatarGroups(request: ZodRequest<typeof listAvatarGroupsSchema>) {
  const ctx = ctxOf(request);
  const base = baseUrl(ctx, request);
  const groups = await ctx.db.select().from(avatarGroups).orderBy(asc(avatarGroups.ordering));
  const all = await ctx.db.select().from(avatars).orderBy(asc(avatars.ordering));
  return pagedList(
    ctx,
    request,
    groups.map((g) => ({
      id: g.id,
      title: g.title,
      avatars: all.filter((a) => a.groupId === g.id).map((a) => ({ id: a.id, url: avatarUrl(base, a.slug) })),
    })),
    request.query,
  );
}

export function profilesRoutes(app: ZodApp) {
  const nameMessages = { name: PROFILE_NAME_REQUIRED };
  app.get('/profiles/', { schema: listProfilesSchema, config: { auth: 'user' } }, listProfiles);
  app.post('/profiles/', { schema: createProfileSchema, config: { auth: 'user', usesProfile: true, fieldMessages: nameMessages } }, createProfile);
  app.get('/profiles/:id/', { schema: getProfileSchema, config: { auth: 'user' } }, getProfile);
  app.patch('/profiles/:id/', { schema: updateProfileSchema, config: { auth: 'user', usesProfile: true, fieldMessages: nameMessages } }, updateProfile);
  app.put('/profiles/:id/', { schema: replaceProfileSchema, config: { auth: 'user', usesProfile: true, fieldMessages: nameMessages } }, replaceProfile);
  app.delete('/profiles/:id/', { schema: deleteProfileSchema, config: { auth: 'user', usesProfile: true } }, deleteProfile);
  app.get('/profile-avatars/', { schema: listAvatarsSchema, config: { auth: 'none' } }, listAvatars);
  app.get('/profile-avatar-groups/', { schema: listAvatarGroupsSchema, config: { auth: 'none' } }, listAvatarGroups);
}
