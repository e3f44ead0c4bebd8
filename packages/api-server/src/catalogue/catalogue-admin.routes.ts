/**
 * Staff changes to the catalogue. `PATCH staff/works/{id}/` takes a title off the catalogue or puts it back
 * (`is_enabled`: rights that lapsed, a title pulled for a fault) in every list, row and title page. The change
 * reaches the answers every API process keeps within the catalogue version's bound (decision 0091): the write raises
 * the version in its own transaction, whoever makes it. Not in the spec (the web app has no staff screens); the
 * staff tool and operators call it.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { pathId } from '@sift/contracts';
import { works } from '../db/schema';
import { notFound } from '../http/errors';
import { ctxOf, type ZodApp, type ZodRequest } from '../http/route-layer';

const workAvailability = z.object({ id: z.number(), slug: z.string(), is_enabled: z.boolean() });

const updateWorkAvailabilitySchema = {
  summary: 'Staff only: takes a work off the catalogue (is_enabled false) or puts it back.',
  tags: ['catalogue'],
  params: z.object({ id: pathId }),
  body: z.strictObject({ is_enabled: z.boolean() }),
  response: { 200: workAvailability },
};
async function updateWorkAvailability(request: ZodRequest<typeof updateWorkAvailabilitySchema>) {
  const ctx = ctxOf(request);
  const [updated] = await ctx.db
    .update(works)
    .set({ isEnabled: request.body.is_enabled })
    .where(eq(works.id, request.params.id))
    .returning({ id: works.id, slug: works.slug, isEnabled: works.isEnabled });
  if (!updated) throw notFound();
  ctx.log.info({ workId: updated.id, isEnabled: updated.isEnabled }, 'work availability changed');
  return { id: updated.id, slug: updated.slug, is_enabled: updated.isEnabled };
}

export function catalogueAdminRoutes(app: ZodApp) {
  app.patch('/staff/works/:id/', { schema: updateWorkAvailabilitySchema, config: { auth: 'staff' } }, updateWorkAvailability);
}
