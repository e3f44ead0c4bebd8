/**
 * A work's tag set as this viewer will play it (001 §3, §7): every tagged scene, and how many of them the viewer's
 * filters cut or mute. The count takes the profile's default filters, the account's parental controls and the
 * profile's own lineup for the set (lineups.service.ts), so the number a detail page shows is the number the player
 * cuts. The tag set itself is the catalogue's (catalogue/tag-sets.ts).
 */
import { z } from 'zod/mini';
import { pathId, tagSet as tagSetSchema } from '@sift/contracts';
import { activeTagCount, createChoices } from '@sift/filter-engine';
import { notFound } from '../http/errors';
import { ctxOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { tagSetById, tagsOfSet } from '../catalogue/tag-sets';
import { viewerFilters } from '../profiles/viewer-filters';
import { lineupRefmap } from './lineups.service';

const getTagSetSchema = {
  summary: "A work's tag set: every tagged scene, and how many the viewer's filters cut or mute (tags_active_count).",
  tags: ['catalogue'],
  params: z.object({ id: pathId }),
  response: { 200: tagSetSchema },
};
async function getTagSet(request: ZodRequest<typeof getTagSetSchema>) {
  const ctx = ctxOf(request);
  const user = request.user;
  const profileId = request.profileId;
  const set = await tagSetById(ctx, request.params.id);
  if (!set) throw notFound();
  const list = await tagsOfSet(ctx.db, set);
  const filters = await viewerFilters(ctx, user?.id ?? null, profileId);
  // The viewer's own lineup for this tag set counts too (precedence: docs/decisions/0006).
  const refmap = filters.profileId === null ? null : await lineupRefmap(ctx, filters.profileId, set.id);
  const choices = createChoices({ tags: list, globalFilters: filters.globalFilters, requiredFilters: filters.requiredFilters, refmap });
  return {
    id: set.id,
    work_id: set.workId,
    tags_count: list.length,
    tags_active_count: activeTagCount(choices),
    tags: list,
  };
}

export function tagSetsRoutes(app: ZodApp) {
  app.get('/tag-sets/:id/', { schema: getTagSetSchema, config: { auth: 'optional', usesProfile: true } }, getTagSet);
}
