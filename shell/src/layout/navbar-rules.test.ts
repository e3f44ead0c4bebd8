import { navbarOffers, navbarProfileName, showsAccountLinks } from './navbar-rules';

const subscription = {
  plan_price: '999',
  billing_frequency: 'monthly' as const,
  subscription_is_active: true,
  is_renewing: true,
  is_upsellable_to_annual: true,
};

const admin = { account_access: true };

describe('navbar rules (000 §2.8)', () => {
  it('cuts names longer than 11 characters to 8 plus an ellipsis', () => {
    expect(navbarProfileName('Alexandrina')).toBe('Alexandrina');
    expect(navbarProfileName('Alexandrinas')).toBe('Alexandr…');
  });

  it("offers 'Get Unlimited Access' only on the free plan", () => {
    expect(navbarOffers({ subscription: { ...subscription, plan_price: '0' } }, admin).unlimitedAccess).toBe(true);
    expect(navbarOffers({ subscription }, admin).unlimitedAccess).toBe(false);
    expect(navbarOffers({ subscription: null }, admin).unlimitedAccess).toBe(false);
  });

  it("offers 'Upgrade to Annual' with 'Get 2 Months Free' to eligible monthly members only", () => {
    expect(navbarOffers({ subscription }, admin).annualUpgrade).toEqual({ highlight: 'Get 2 Months Free' });
    expect(navbarOffers({ subscription: { ...subscription, is_renewing: false } }, admin).annualUpgrade).toBeNull();
    expect(navbarOffers({ subscription: { ...subscription, billing_frequency: 'yearly' } }, admin).annualUpgrade).toBeNull();
  });

  it("offers neither 'Upgrade to Annual' nor 'Get Unlimited Access' to a profile without account access (issue 22)", () => {
    const child = { account_access: false };
    expect(navbarOffers({ subscription }, child)).toEqual({ unlimitedAccess: false, annualUpgrade: null });
    expect(navbarOffers({ subscription: { ...subscription, plan_price: '0' } }, child)).toEqual({ unlimitedAccess: false, annualUpgrade: null });
    expect(navbarOffers({ subscription }, null)).toEqual({ unlimitedAccess: false, annualUpgrade: null });
  });

  it('shows account links only to profiles with account access', () => {
    expect(showsAccountLinks({ account_access: true })).toBe(true);
    expect(showsAccountLinks({ account_access: false })).toBe(false);
    expect(showsAccountLinks(null)).toBe(false);
  });
});
