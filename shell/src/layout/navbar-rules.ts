import {
  ANNUAL_DIALOG_DEFAULT_HIGHLIGHT,
  NAVBAR_NAME_CUT_LENGTH,
  NAVBAR_NAME_MAX_LENGTH,
  type Profile,
  type User,
} from '@sift/contracts';

/** 000 §2.8: the profile's short name is cut to 8 characters plus an ellipsis when longer than 11. */
export function navbarProfileName(name: string): string {
  return name.length > NAVBAR_NAME_MAX_LENGTH ? `${name.slice(0, NAVBAR_NAME_CUT_LENGTH)}…` : name;
}

export interface NavbarOffers {
  /** Subscribers on the free plan (plan_price '0'): 'Get Unlimited Access'. */
  unlimitedAccess: boolean;
  /** Users eligible for annual (002 §4): 'Upgrade to Annual' with its highlight. */
  annualUpgrade: { highlight: string } | null;
}

/**
 * Both offers lead to account screens (the plans, the account's annual preview): a profile without account access
 * (and no profile chosen yet) is offered neither (issue 22; 002 §6).
 */
export function navbarOffers(user: Pick<User, 'subscription'>, profile: Pick<Profile, 'account_access'> | null): NavbarOffers {
  if (!profile?.account_access) return { unlimitedAccess: false, annualUpgrade: null };
  const subscription = user.subscription;
  const unlimitedAccess = subscription?.plan_price === '0';
  const eligible =
    !!subscription &&
    subscription.subscription_is_active &&
    subscription.is_renewing &&
    subscription.is_upsellable_to_annual &&
    subscription.billing_frequency === 'monthly';
  return { unlimitedAccess, annualUpgrade: eligible ? { highlight: ANNUAL_DIALOG_DEFAULT_HIGHLIGHT } : null };
}

/** Account, Link Services, TV Devices and Refer a Friend need account access (000 §2.8). */
export const showsAccountLinks = (profile: Pick<Profile, 'account_access'> | null) => !!profile?.account_access;
