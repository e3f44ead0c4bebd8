import type { AuthResponse, User } from '@sift/contracts';
import { href } from '../routing/site-routes';

/**
 * Where a successful login goes (000 §4.2):
 * 1. a 'to' destination from the result other than /browse;
 * 2. with an active subscription: a free plan ('0') with an active promo code -> /membership/plan; an onboarded
 *    user -> the 'next' query value (the remembered page) or /browse (the ruling on 000 §4.2's contradiction: the
 *    general rule, docs/decisions/0095); a user who has not onboarded -> /setup/intro;
 * 3. without an active subscription: /membership/plan carrying the return route.
 */
export function loginDestination(
  result: Pick<AuthResponse, 'to'>,
  user: Pick<User, 'subscription' | 'has_onboarded'>,
  context: { next: string | null; promoCode: string | null },
): string {
  if (result.to && result.to !== href('browse')) return result.to;
  const subscription = user.subscription;
  if (subscription?.subscription_is_active) {
    if (subscription.plan_price === '0' && context.promoCode) return href('membershipPlan');
    // The ruling on 000 §4.2 (issue 22): the remembered page, else /browse as the general rule says.
    if (user.has_onboarded) return safeNext(context.next) ?? href('browse');
    return href('setupIntro');
  }
  return href('membershipPlan', undefined, { return_page: safeNext(context.next) ?? undefined });
}

/** Only same-site paths are followed, so a crafted ?next= cannot send a user to another site. */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  return next;
}
