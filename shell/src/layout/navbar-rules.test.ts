import { navbarOffers, navbarProfileName, showsAccountLinks } from './navbar-rules';

const subscription = {
  plan_price: '999',
  billing_frequency: 'monthly' as const,
  subscription_is_active: true,
  is_renewing: true,
  is_upsellable_to_annual: true,
};

describe('navbar rules (000 §2.8)', () => {
  it('cuts names longer than 11 characters to 8 plus an ellipsis', () => {
    expect(navbarProfileName('Alexandrina')).toBe('Alexandrina');
    expect(navbarProfileName('Alexandrinas')).toBe('Alexandr…');
  });

  it("offers 'Get Unlimited Access' only on the free plan", () => {
    expect(navbarOffers({ subscription: { ...subscription, plan_price: '0' } }).unlimitedAccess).toBe(true);
    expect(navbarOffers({ subscription }).unlimitedAccess).toBe(false);
    expect(navbarOffers({ subscription: null }).unlimitedAccess).toBe(false);
  });

  it("offers 'Upgrade to Annual' with 'Get 2 Months Free' to eligible monthly members only", () => {
    expect(navbarOffers({ subscription }).annualUpgrade).toEqual({ highlight: 'Get 2 Months Free' });
    expect(navbarOffers({ subscription: { ...subscription, is_renewing: false } }).annualUpgrade).toBeNull();
    expect(navbarOffers({ subscription: { ...subscription, billing_frequency: 'yearly' } }).annualUpgrade).toBeNull();
  });

  it('shows account links only to profiles with account access', () => {
    expect(showsAccountLinks({ account_access: true })).toBe(true);
    expect(showsAccountLinks({ account_access: false })).toBe(false);
    expect(showsAccountLinks(null)).toBe(false);
  });
});
