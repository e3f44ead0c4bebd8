import { siteRoutes } from '@sift/app-kit';
import { guardRedirect } from './guards';

const route = (name: string) => siteRoutes().get(name);
const url = (path: string) => new URL(path, 'http://localhost:3000');
const visitor = { signedIn: false, profile: null };
const noProfile = { signedIn: true, profile: null };
const adult = { signedIn: true, profile: { account_access: true } };
const child = { signedIn: true, profile: { account_access: false } };

describe('route guards (000 §2.7, §6)', () => {
  it('sends a visitor from a private page to login, remembering the full path', () => {
    expect(guardRedirect(route('account'), url('/account?show_annual=1'), visitor)).toBe(
      '/login?next=%2Faccount%3Fshow_annual%3D1',
    );
  });

  it('sends signed-in users away from landing and auth pages', () => {
    expect(guardRedirect(route('landing'), url('/'), adult)).toBe('/browse');
    expect(guardRedirect(route('login'), url('/login'), noProfile)).toBe('/browse');
    expect(guardRedirect(route('landing'), url('/'), visitor)).toBeNull();
  });

  it('lets visitors browse but asks signed-in users for a profile first', () => {
    expect(guardRedirect(route('browse'), url('/browse'), visitor)).toBeNull();
    expect(guardRedirect(route('browse'), url('/browse/movies'), noProfile)).toBe('/profiles?redirect=%2Fbrowse%2Fmovies');
    expect(guardRedirect(route('browse'), url('/browse'), adult)).toBeNull();
  });

  it('keeps profiles without account access out of account screens, except default filters', () => {
    expect(guardRedirect(route('account'), url('/account'), child)).toBe('/browse');
    expect(guardRedirect(route('services'), url('/services'), child)).toBe('/browse');
    expect(guardRedirect(route('defaultFilters'), url('/default-filters'), child)).toBeNull();
  });

  it('does not need a profile on the profile chooser itself', () => {
    expect(guardRedirect(route('profiles'), url('/profiles'), noProfile)).toBeNull();
    expect(guardRedirect(route('profiles'), url('/profiles'), visitor)).toBe('/login?next=%2Fprofiles');
  });

  it('keeps the public sign-up steps open and the paid steps private', () => {
    expect(guardRedirect(route('membershipEmail'), url('/membership/email'), visitor)).toBeNull();
    expect(guardRedirect(route('membershipPlan'), url('/membership/plan'), visitor)).toBe('/login?next=%2Fmembership%2Fplan');
    // 002 §2.1: payment sends a visitor to /membership/signup itself (mf-membership, docs/decisions/0108).
    expect(guardRedirect(route('membershipPayment'), url('/membership/payment'), visitor)).toBeNull();
  });
});
