import type { Profile } from '@sift/contracts';
import { COOKIE_NAMES, fixedClock } from '@sift/contracts';
import { buildProfile } from '@sift/contracts/testing';
import { forgetProfileChoice, pickProfileAutomatically, readStoredProfile, storeProfileChoice } from './active-profile';

const profile = (id: number, extra: Partial<Profile> = {}): Profile => buildProfile({ id, name: `P${id}`, ...extra });

describe('automatic profile choice (000 §4.7)', () => {
  const family = [profile(1), profile(2, { is_primary: true }), profile(3)];

  it('picks the only profile', () => {
    expect(pickProfileAutomatically([profile(9)], { markerValid: false, profileId: null })?.id).toBe(9);
  });

  it('asks (null) when there are several and no valid session marker', () => {
    expect(pickProfileAutomatically(family, { markerValid: false, profileId: 3 })).toBeNull();
    expect(pickProfileAutomatically(family, { markerValid: true, profileId: null })).toBeNull();
  });

  it('takes the stored profile while the marker is valid, else the primary', () => {
    expect(pickProfileAutomatically(family, { markerValid: true, profileId: 3 })?.id).toBe(3);
    expect(pickProfileAutomatically(family, { markerValid: true, profileId: 42 })?.id).toBe(2);
  });

  it('falls back to the first profile when none is primary', () => {
    expect(pickProfileAutomatically([profile(5), profile(6)], { markerValid: true, profileId: 42 })?.id).toBe(5);
  });
});

describe('profile session marker and cookie', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetProfileChoice();
  });

  it('stores the id cookie and a 2-hour marker', () => {
    storeProfileChoice(7, fixedClock('2026-01-01T00:00:00Z'));
    expect(document.cookie).toContain(`${COOKIE_NAMES.profileId}=7`);
    expect(readStoredProfile(fixedClock('2026-01-01T01:59:59Z'))).toEqual({ markerValid: true, profileId: 7 });
    expect(readStoredProfile(fixedClock('2026-01-01T02:00:00Z'))).toEqual({ markerValid: false, profileId: 7 });
  });
});
