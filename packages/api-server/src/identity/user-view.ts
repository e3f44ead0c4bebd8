/** The User answer (contracts `user`): profiles, parental filters, subscription summary and flags. */
import { eq } from 'drizzle-orm';
import type { User } from '@sift/contracts';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { requiredFilters, users } from '../db/schema';
import { listProfileViews } from '../profiles/profile-view';
import { currentSubscription, subscriptionSummary } from '../billing/subscription-summary';

export async function userView(ctx: AppContext, base: string, userId: number): Promise<User> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const [filters] = await ctx.db.select({ idMap: requiredFilters.idMap }).from(requiredFilters).where(eq(requiredFilters.userId, userId));
  const [profileList, subscription] = await Promise.all([listProfileViews(ctx, base, userId), currentSubscription(ctx, userId)]);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    profiles: profileList,
    required_filters: filters?.idMap ?? {},
    is_beta_user: user.isBetaUser,
    is_staff: user.isStaff,
    stripe_customer_id: user.stripeCustomerId,
    subscription: subscriptionSummary(subscription),
    has_onboarded: user.hasOnboarded,
  };
}
