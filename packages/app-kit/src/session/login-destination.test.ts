import type { User } from '@sift/contracts';
import { loginDestination, safeNext } from './login-destination';

type Sub = NonNullable<User['subscription']>;
const active = (over: Partial<Sub> = {}): Sub => ({
  plan_price: '999',
  billing_frequency: 'monthly',
  subscription_is_active: true,
  is_renewing: true,
  is_upsellable_to_annual: true,
  ...over,
});
const none = { next: null, promoCode: null };

describe('where a login goes (000 §4.2)', () => {
  it('follows a result destination other than /browse', () => {
    expect(loginDestination({ to: '/setup/intro' }, { subscription: active(), has_onboarded: true }, none)).toBe('/setup/intro');
    expect(loginDestination({ to: '/browse' }, { subscription: active(), has_onboarded: true }, { next: '/account', promoCode: null })).toBe('/account');
  });

  it('sends a free-plan subscriber with a promo code to the plans', () => {
    expect(loginDestination({}, { subscription: active({ plan_price: '0' }), has_onboarded: true }, { next: '/account', promoCode: 'free14' })).toBe('/membership/plan');
  });

  it('sends an onboarded subscriber to next, or /browse without one (the ruling on 000 §4.2)', () => {
    expect(loginDestination({}, { subscription: active(), has_onboarded: true }, { next: '/account', promoCode: null })).toBe('/account');
    expect(loginDestination({}, { subscription: active(), has_onboarded: true }, none)).toBe('/browse');
  });

  it('sends a subscriber who has not onboarded to setup', () => {
    expect(loginDestination({}, { subscription: active(), has_onboarded: false }, { next: '/account', promoCode: null })).toBe('/setup/intro');
  });

  it('sends a user without an active subscription to the plans carrying the return route', () => {
    expect(loginDestination({}, { subscription: null, has_onboarded: false }, { next: '/watchlist', promoCode: null })).toBe('/membership/plan?return_page=%2Fwatchlist');
    expect(loginDestination({}, { subscription: active({ subscription_is_active: false }), has_onboarded: true }, none)).toBe('/membership/plan');
  });

  it('never follows a next that leaves the site', () => {
    expect(safeNext('https://evil.example/')).toBeNull();
    expect(safeNext('//evil.example/')).toBeNull();
    expect(loginDestination({}, { subscription: active(), has_onboarded: true }, { next: '//evil.example', promoCode: null })).toBe('/browse');
  });
});
