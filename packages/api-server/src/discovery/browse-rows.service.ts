/**
 * Browse rows (001 §2 "category rows each with a See All link"; §7 categories-v2): a row per browse category
 * (genre) with a catalog row ("Shows on Netflix") after every two, each holding its first works and the discover
 * filter that shows all of it. Rows are paged (the screen asks for 3, then 3 more per scroll); a row without works
 * is left out of its page. A catalog row holds what its name says: "Shows on X" only shows (on /browse and
 * /browse/shows), "Movies on X" only movies (/browse/movies), so its see-more card's /discover?type=show&catalogs={id}
 * (001 §2) goes on with the same titles (docs/decisions/0100).
 */
import { and, arrayOverlaps, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ALL_CATALOGS,
  AMAZON_CHANNEL_SLUG_PART,
  BROWSE_ROW_WORKS_LIMIT,
  BROWSE_ROWS_INITIAL,
  type BrowseCategory,
  type BrowseRowOfPosters,
  type BrowseRowsQuery,
} from '@sift/contracts';
import { browseCategories, catalogs, works } from '../db/schema';
import type { AppContext } from '../http/context';
import { paged } from '../http/list-query';
import { inCatalogs, intList, posterView, summariesOf, SUMMARY_COLUMNS } from '../catalogue/works.service';

const TRUE = new Set(['yes', 'y', 'true', '1']);
/** A catalog row follows every this many genre rows. */
const GENRES_PER_CATALOG_ROW = 2;

interface RowPlan {
  slug: string;
  name: string;
  sortKey: number;
  filterKeys: Record<string, string>;
  condition: SQL;
  /** The catalog of a catalog row ("Shows on Netflix"); null for a genre row. */
  catalogId: number | null;
}

export async function browseRows(ctx: AppContext, base: string, request: FastifyRequest, query: BrowseRowsQuery) {
  const limit = query.limit ?? BROWSE_ROWS_INITIAL;
  const offset = query.offset ?? 0;
  const mediaType = query.media_type;
  const chosen = intList(query.catalogs);
  const allCatalogs = chosen.length === 0 || chosen.includes(ALL_CATALOGS);
  const restrictTo = TRUE.has((query.restrict ?? '').toLowerCase()) && !allCatalogs ? chosen : null;

  const [genres, catalogRows] = await Promise.all([
    ctx.db.select().from(browseCategories).orderBy(asc(browseCategories.sortKey)),
    ctx.db.select().from(catalogs).orderBy(asc(catalogs.displayOrder)),
  ]);
  // Catalog rows: the chosen catalogs, or every core catalog (no channels, no stores) when all are chosen.
  const rowCatalogs = catalogRows.filter((c) =>
    restrictTo
      ? restrictTo.includes(c.id)
      : !c.slug.includes(AMAZON_CHANNEL_SLUG_PART) && c.offeringType !== 'rental' && c.offeringType !== 'purchase',
  );
  const catalogType = mediaType ?? 'show';
  const scope: Record<string, string> = {
    ...(mediaType && { type: mediaType }),
    ...(restrictTo && { catalogs: restrictTo.join(',') }),
    ...(query.order_by === 'rating' && { order_by: 'rating' }),
  };
  const genrePlans: RowPlan[] = genres.map((g) => ({
    slug: g.slug,
    name: g.name,
    sortKey: g.sortKey,
    filterKeys: { ...scope, category: g.slug },
    condition: arrayOverlaps(works.categories, [g.slug]),
    catalogId: null,
  }));
  const catalogPlans: RowPlan[] = rowCatalogs.map((c) => ({
    slug: `catalog-${c.id}`,
    name: `${catalogType === 'movie' ? 'Movies' : 'Shows'} on ${c.title}`,
    sortKey: 0,
    filterKeys: { ...scope, type: catalogType, catalogs: String(c.id) },
    // Its name's kind only: without media_type the genre rows mix movies and shows, a catalog row does not.
    condition: and(inCatalogs([c.id]), eq(works.type, catalogType))!,
    catalogId: c.id,
  }));
  const plans: RowPlan[] = [];
  genrePlans.forEach((plan, i) => {
    plans.push(plan);
    if ((i + 1) % GENRES_PER_CATALOG_ROW === 0 && catalogPlans.length) {
      plans.push({ ...catalogPlans.shift()!, sortKey: plan.sortKey + 0.5 });
    }
  });
  plans.push(...catalogPlans.map((plan, i) => ({ ...plan, sortKey: genres.length + 1 + i })));

  const typeCondition = mediaType ? eq(works.type, mediaType) : ne(works.type, 'episode');
  const order = query.order_by === 'rating' ? [sql`${works.tmdbScore} desc nulls last`, asc(works.id)] : [sql`${works.popularity} desc nulls last`, asc(works.id)];
  const page = plans.slice(offset, offset + limit);
  const posters = query.view === 'poster';
  const rows = await Promise.all(
    page.map(async (plan) => {
      const conditions = [eq(works.isEnabled, true), typeCondition, plan.condition];
      if (restrictTo && !plan.slug.startsWith('catalog-')) conditions.push(inCatalogs(restrictTo));
      const list = await ctx.readDb
        .select(SUMMARY_COLUMNS)
        .from(works)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(BROWSE_ROW_WORKS_LIMIT);
      return { plan, list };
    }),
  );
  const filled = rows.filter((r) => r.list.length > 0);
  const row = ({ slug, name, sortKey, filterKeys, catalogId }: RowPlan) => ({ id: slug, slug, name, sort_key: sortKey, filter_keys: filterKeys, catalog_id: catalogId });
  if (posters) {
    // What a poster needs and no more: no offerings are read (issue 19).
    const results: BrowseRowOfPosters[] = filled.map(({ plan, list }) => ({ ...row(plan), works: list.map((w) => posterView(base, w)) }));
    return paged(ctx, request, results, plans.length, { limit, offset });
  }
  const summaries = await summariesOf(ctx, base, filled.flatMap((r) => r.list));
  const byId = new Map(summaries.map((s) => [s.id, s]));
  const results: BrowseCategory[] = filled.map(({ plan, list }) => ({ ...row(plan), works: list.map((w) => byId.get(w.id)!) }));
  return paged(ctx, request, results, plans.length, { limit, offset });
}
