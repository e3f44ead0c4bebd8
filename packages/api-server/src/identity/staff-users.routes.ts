/**
 * Staff disable an account (abuse, fraud, a chargeback) or enable it again: `PATCH staff/users/{id}/`. A disabled
 * account's sessions end at once and no sign-in gives it a token (403, accounts.service.ts `issueToken`); nothing
 * it owns is deleted, so enabling it again restores everything. Not in the spec's screens (the web app has no staff
 * screens); the staff tool and operators call it, like `PATCH staff/works/{id}/`.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { pathId } from '@sift/contracts';
import { authTokens, users } from '../db/schema';
import { notFound } from '../http/errors';
import { ctxOf, type ZodApp, type ZodRequest } from '../http/route-layer';

const accountState = z.object({ id: z.number(), is_active: z.boolean() });

const updateAccountStateSchema = {
  summary: "Staff only: disables an account (is_active false: its sessions end, sign-in answers 403) or enables it again.",
  tags: ['identity'],
  params: z.object({ id: pathId }),
  body: z.strictObject({ is_active: z.boolean() }),
  response: { 200: accountState },
};
async function updateAccountState(request: ZodRequest<typeof updateAccountStateSchema>) {
  const ctx = ctxOf(request);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isActive: request.body.is_active })
      .where(eq(users.id, request.params.id))
      .returning({ id: users.id, isActive: users.isActive });
    if (row && !row.isActive) await tx.delete(authTokens).where(eq(authTokens.userId, row.id));
    return row;
  });
  if (!updated) throw notFound();
  ctx.log.info({ userId: updated.id, isActive: updated.isActive }, 'account state changed');
  return { id: updated.id, is_active: updated.isActive };
}

export function staffUsersRoutes(app: ZodApp) {
  app.patch('/staff/users/:id/', { schema: updateAccountStateSchema, config: { auth: 'staff' } }, updateAccountState);
}
