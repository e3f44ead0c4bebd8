/**
 * More Like This (001 §2, §7): works of the same kind that share a category with the given work, the most
 * popular first, optionally shuffled. The 'new' endpoint of the morelikethis experiment; the 'old' one is the
 * works list with `recommended={id}` (works.service.ts), which uses the same conditions.
 */
import { and, asc, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { pathId, RECOMMENDATIONS_LIMIT, recommendations, recommendationsQuery } from '@sift/contracts';
import { works } from '../db/schema';
import { baseUrl } from '../http/list-query';
import { ctxOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { recommendedConditions, summariesOf } from '../catalogue/works.service';
import { markPublic, publicAnswer } from '../http/http-cache';
import { catalogueScope } from '../catalogue/catalogue-version';

const TRUE = new Set(['y', 'yes', 'true', '1']);

/** Fisher-Yates with Math.random: the order only has to vary between answers. */
function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const listRecommendationsSchema = {
  summary: 'More Like This for a work id: up to limit (default 24) works of the same kind sharing a category, most popular first; shuffle=y shuffles the most popular 2 x limit and answers limit of them.',
  tags: ['discovery'],
  params: z.object({ id: pathId }),
  querystring: recommendationsQuery,
  response: { 200: recommendations },
};
async function listRecommendations(request: ZodRequest<typeof listRecommendationsSchema>) {
  const ctx = ctxOf(request);
  const limit = request.query.limit ?? RECOMMENDATIONS_LIMIT;
  const shuffle = TRUE.has((request.query.shuffle ?? '').toLowerCase());
  const conditions = await recommendedConditions(ctx, request.params.id);
  const rows = await ctx.db
    .select()
    .from(works)
    .where(and(...conditions))
    .orderBy(sql`${works.popularity} desc nulls last`, asc(works.id))
    .limit(shuffle ? limit * 2 : limit);
  const picked = shuffle ? shuffled(rows).slice(0, limit) : rows;
  markPublic(request);
  return { results: await summariesOf(ctx, baseUrl(ctx, request), picked) };
}

export function recommendationsRoutes(app: ZodApp) {
  app.get(
    '/content/recommends/internal/:id/',
    { schema: listRecommendationsSchema, config: { auth: 'none' }, ...publicAnswer(() => true, catalogueScope) },
    listRecommendations,
  );
}
