/**
 * Whether the viewer may play an offering (001 §4, §8): the verification websocket answers with it, and POST
 * streams checks it again so no client can skip the lobby. The product's own catalogue needs no link; any other
 * catalog needs the account's catalog access (written when a streaming service is linked), authorized and still
 * verified. Each refusal names what the viewer can do about it (recourse).
 */
import { and, eq } from 'drizzle-orm';
import {
  checkYourServiceAccount,
  noAccessToTitle,
  PRODUCT_NAME,
  SUBSCRIBE_TO_FILTER,
  SUBSCRIPTION_REQUIRED,
  titleUnavailable,
  UNEXPECTED_ERROR,
  VERIFICATION_REQUIRED,
  VERIFICATION_RETRY_MESSAGE,
  verifyServiceAccount,
  verificationNotResponding,
  type PlaybackError,
} from '@sift/contracts';
import { catalogAccesses, catalogs, offerings, streamingServices, works } from '../db/schema';
import type { AppContext } from '../http/context';
import { accessFor } from '../catalogue/work-access';
import { SIFT_SERVICE_ID } from '../reference-data';

type OfferingRow = typeof offerings.$inferSelect;
type WorkRow = typeof works.$inferSelect;
type ServiceRow = typeof streamingServices.$inferSelect;

export type AccessRefusal = { ok: false; status: number; error: PlaybackError; service: ServiceRow | null };
export type AccessDecision = { ok: true; offering: OfferingRow; work: WorkRow; service: ServiceRow } | AccessRefusal;

const refuse = (status: number, service: ServiceRow | null, error: PlaybackError): AccessRefusal => ({ ok: false, status, error, service });

/** The answer when the check itself failed (the database did not answer): the viewer can try again. */
export const retryLater = (service: ServiceRow | null): AccessRefusal =>
  refuse(503, service, {
    name: 'verification_unavailable',
    recourse: 'retry',
    title: verificationNotResponding(service?.name ?? PRODUCT_NAME),
    message: VERIFICATION_RETRY_MESSAGE,
  });

export async function decideAccess(ctx: AppContext, userId: number, offeringId: number): Promise<AccessDecision> {
  const [row] = await ctx.db
    .select({ offering: offerings, work: works, service: streamingServices })
    .from(offerings)
    .innerJoin(works, eq(works.id, offerings.workId))
    .innerJoin(catalogs, eq(catalogs.id, offerings.catalogId))
    .innerJoin(streamingServices, eq(streamingServices.id, catalogs.serviceId))
    .where(eq(offerings.id, offeringId));
  if (!row || !row.work.isEnabled) {
    return refuse(404, null, { name: 'not_found', recourse: 'none', title: UNEXPECTED_ERROR, message: titleUnavailable() });
  }
  const { offering, work, service } = row;
  const access = await accessFor(ctx, userId, work);
  if (!access.canPlay) {
    return refuse(403, service, { name: 'subscription_required', recourse: 'none', title: SUBSCRIBE_TO_FILTER, message: SUBSCRIPTION_REQUIRED });
  }
  if (service.id === SIFT_SERVICE_ID) return { ok: true, offering, work, service };
  const [grant] = await ctx.db
    .select()
    .from(catalogAccesses)
    .where(and(eq(catalogAccesses.userId, userId), eq(catalogAccesses.catalogId, offering.catalogId)));
  if (!grant) {
    return refuse(403, service, { name: 'missing_credentials', recourse: 'reauthenticate', title: VERIFICATION_REQUIRED, message: verifyServiceAccount(service.name) });
  }
  if (!grant.verifiedTo || grant.verifiedTo.getTime() <= ctx.clock.now()) {
    return refuse(403, service, {
      name: 'verification_expired',
      recourse: 'reauthenticate',
      title: VERIFICATION_REQUIRED,
      message: verifyServiceAccount(service.name),
    });
  }
  if (!grant.isAuthorized) {
    return refuse(403, service, {
      name: 'no_content_rights',
      recourse: 'review_content',
      title: checkYourServiceAccount(service.name),
      message: noAccessToTitle(service.name),
    });
  }
  return { ok: true, offering, work, service };
}
