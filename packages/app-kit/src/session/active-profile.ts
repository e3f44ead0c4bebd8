import {
  COOKIE_NAMES,
  PROFILE_ID_COOKIE_MAX_AGE_S,
  PROFILE_SESSION_MARKER_MS,
  STORAGE_KEYS,
  systemClock,
  type Clock,
  type Profile,
} from '@sift/contracts';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * 000 §4.7: a profile is chosen automatically when the user has exactly one, or when the profile session marker
 * (2 h) is still valid and a stored profile id exists: then the stored profile, else the primary, else the first.
 * Otherwise the chooser asks. docs/decisions/0004-session-and-profile.md.
 */
export function pickProfileAutomatically(
  profiles: readonly Profile[],
  stored: { markerValid: boolean; profileId: number | null },
): Profile | null {
  if (profiles.length === 1) return profiles[0];
  if (!stored.markerValid || stored.profileId === null) return null;
  return (
    profiles.find((p) => p.id === stored.profileId) ?? profiles.find((p) => p.is_primary) ?? profiles[0] ?? null
  );
}

export function readStoredProfile(clock: Clock = systemClock): { markerValid: boolean; profileId: number | null } {
  const until = Number(localStorage.getItem(STORAGE_KEYS.profileSessionUntil) ?? 0);
  const cookie = readCookie(COOKIE_NAMES.profileId);
  const profileId = cookie && /^\d+$/.test(cookie) ? Number(cookie) : null;
  return { markerValid: until > clock.now(), profileId };
}

export function storeProfileChoice(profileId: number, clock: Clock = systemClock): void {
  writeCookie(COOKIE_NAMES.profileId, String(profileId), PROFILE_ID_COOKIE_MAX_AGE_S);
  extendProfileSession(clock);
}

/** The profile session is extended on every route change (000 §4.7, 001 §2 Layout shell). */
export function extendProfileSession(clock: Clock = systemClock): void {
  localStorage.setItem(STORAGE_KEYS.profileSessionUntil, String(clock.now() + PROFILE_SESSION_MARKER_MS));
}

export function forgetProfileChoice(): void {
  deleteCookie(COOKIE_NAMES.profileId);
  localStorage.removeItem(STORAGE_KEYS.profileSessionUntil);
}
