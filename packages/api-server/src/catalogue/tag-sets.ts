/** A tag set's tags, stored (demo media) or generated from the set's seed (the synthetic catalogue). */
import { asc, eq } from 'drizzle-orm';
import type { Tag } from '@sift/contracts';
import { tags, tagSets } from '../db/schema';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';
import { generateTags } from './tag-generator';

export type TagSetRow = typeof tagSets.$inferSelect;

/** Takes the database (not the request context), so the seed can use it too. */
export async function tagsOfSet(db: Db, set: TagSetRow): Promise<Tag[]> {
  if (set.generatorSeed !== null) return generateTags(set.id, set.generatorSeed, set.tagsCount, set.duration ?? 0);
  const rows = await db.select().from(tags).where(eq(tags.tagSetId, set.id)).orderBy(asc(tags.startApprox), asc(tags.id));
  return rows.map((t) => ({
    id: t.id,
    type: t.type,
    description: t.description,
    category_id: t.categoryId,
    ref_id: t.refId,
    spoiler: t.spoiler,
    start_approx: t.startApprox,
    end_approx: t.endApprox,
  }));
}

export async function tagSetById(ctx: AppContext, id: number): Promise<TagSetRow | undefined> {
  const [set] = await ctx.db.select().from(tagSets).where(eq(tagSets.id, id));
  return set;
}
