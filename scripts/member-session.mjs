/**
 * The demo member the measuring scripts sign in as (parent@sift.example, profile Parker): signed in through the API
 * once, then saved as a browser storage state (the token and profile cookies, the profile session marker, the browse
 * intro seen) in e2e/.tmp/perf-member-state.json and reused while younger than an hour and still accepted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib.mjs';

const { API_PORT, DEFAULT_PORTS } = createRequire(import.meta.url)('../packages/build-config/ports.js');

export const SITE = `http://localhost:${DEFAULT_PORTS.shell}`;
export const API = `http://localhost:${API_PORT}/`;
const MEMBER = { email: 'parent@sift.example', password: 'watchtogether', profile: 'Parker' };
const STATE_FILE = path.join(ROOT, 'e2e', '.tmp', 'perf-member-state.json');
const STATE_MAX_AGE_MS = 60 * 60 * 1000;

export async function api(pathname, { token, profileId, body } = {}) {
  const response = await fetch(`${API}${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Token ${token}` }),
      ...(profileId && { 'x-sift-profile-id': String(profileId) }),
    },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return response.json();
}

/** { token, profileId, storageState } of the signed-in member (a Playwright storage state). */
export async function memberState() {
  if (fs.existsSync(STATE_FILE) && Date.now() - fs.statSync(STATE_FILE).mtimeMs < STATE_MAX_AGE_MS) {
    const saved = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));
    try {
      await api('users/current/', { token: saved.token });
      return saved;
    } catch {
      // the token was revoked (a restarted site on a fresh database): sign in again
    }
  }
  const { token } = await api('api-token-auth/', { body: { username: MEMBER.email, password: MEMBER.password } });
  const profiles = await api('profiles/', { token });
  const profile = profiles.results.find((p) => p.name === MEMBER.profile);
  if (!profile) throw new Error(`${MEMBER.email} has no profile ${MEMBER.profile}`);
  const cookie = (name, value) => ({ name, value, domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: true, sameSite: 'Lax' });
  const state = {
    token,
    profileId: profile.id,
    storageState: {
      cookies: [cookie('sift_token', token), cookie('sift_profile_id', String(profile.id))],
      origins: [
        {
          origin: SITE,
          localStorage: [
            { name: 'sift_profile_session_until', value: String(Date.now() + 2 * 3600 * 1000) },
            { name: 'browseFiltersIntroModalSeen', value: 'true' },
          ],
        },
      ],
    },
  };
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
  return state;
}
