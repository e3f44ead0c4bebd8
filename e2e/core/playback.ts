/**
 * Setting a viewer up for the theater through the API (never by clicking through unrelated screens): sign in,
 * choose a profile as the site would remember it, give a title a known lineup.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createAccountByApi, freshEmail } from './membership';
import { API_URL, DEMO_PASSWORD, SITE_URL } from './site';

export interface Viewer {
  token: string;
  profileId: number;
  /** Headers of an API call as this viewer (token and active profile). */
  headers: Record<string, string>;
}

export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post(`${API_URL}api-token-auth/`, { data: { username: email, password } });
  expect(response.ok(), `login of ${email} answered ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/** A fresh account (no subscription), for tests that change an account's settings. */
export async function signUpByApi(request: APIRequestContext): Promise<{ email: string; password: string; token: string }> {
  const email = freshEmail('viewer');
  const password = 'filter-me-1';
  const { token } = await createAccountByApi(request, email, password);
  return { email, password, token };
}

/** Signs the page in as `email` with `profileName` chosen (cookie and profile-session marker, as the chooser leaves them). */
export async function enterAs(page: Page, email: string, profileName?: string, password = DEMO_PASSWORD): Promise<Viewer> {
  const token = await apiToken(page.request, email, password);
  const profiles = (await (await page.request.get(`${API_URL}profiles/`, { headers: { authorization: `Token ${token}` } })).json()) as {
    results: { id: number; name: string; is_primary: boolean }[];
  };
  const profile = profiles.results.find((p) => (profileName ? p.name === profileName : p.is_primary))!;
  await page.context().addCookies([
    { name: 'sift_token', value: token, url: SITE_URL, secure: true, sameSite: 'Lax' },
    { name: 'sift_profile_id', value: String(profile.id), url: SITE_URL },
  ]);
  await page.addInitScript(() => localStorage.setItem('sift_profile_session_until', String(Date.now() + 3_600_000)));
  return { token, profileId: profile.id, headers: { authorization: `Token ${token}`, 'x-sift-profile-id': String(profile.id) } };
}

export interface WorkDetail {
  id: number;
  slug: string;
  title: string;
  offerings: { offer_id: number; tag_set_id: number | null; catalog_id: number }[];
}

export async function workOf(request: APIRequestContext, viewer: Viewer, slug: string): Promise<WorkDetail> {
  const response = await request.get(`${API_URL}content/v2/works/${slug}/`, { headers: viewer.headers });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as WorkDetail;
}

/** Saves the viewer's lineup for the title's (first) tag set. */
export async function setLineup(request: APIRequestContext, viewer: Viewer, slug: string, refmap: Record<string, boolean>): Promise<void> {
  const work = await workOf(request, viewer, slug);
  const tagSetId = work.offerings[0].tag_set_id;
  const lineup = (await (await request.get(`${API_URL}lineups/get_or_instantiate/?tag_set_id=${tagSetId}`, { headers: viewer.headers })).json()) as { id: number };
  const saved = await request.patch(`${API_URL}lineups/${lineup.id}/`, { headers: viewer.headers, data: { refmap } });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

/** A movie offered on a catalog (e.g. 13 Apple TV+, 15 Peacock, 34 BritBox), for the verification panels. */
export async function movieOnCatalog(request: APIRequestContext, viewer: Viewer, catalogId: number): Promise<{ slug: string; title: string }> {
  const response = await request.get(`${API_URL}content/v2/works/?type=movie&catalogs=${catalogId}&limit=20&offering_status=available`, { headers: viewer.headers });
  const works = ((await response.json()) as { results: { slug: string; title: string; offering_groups: { catalogs: { id: number }[] }[] }[] }).results;
  // Only offered there, so the theater picks that offering.
  const only = works.find((w) => w.offering_groups.flatMap((g) => g.catalogs).every((c) => c.id === catalogId));
  expect(only, `a movie offered only on catalog ${catalogId}`).toBeTruthy();
  return only!;
}

/**
 * Waits until the theater's video plays past `seconds`, its start-up seek done (during a seek currentTime already
 * reads the target, and a seek made then is overridden by the streaming library's own).
 */
export async function waitForPlaying(page: Page, seconds = 0.3): Promise<void> {
  await page.waitForFunction((t) => {
    const video = document.querySelector('video');
    return Boolean(video && !video.paused && !video.seeking && video.readyState >= 3 && video.currentTime > t);
  }, seconds);
}

/** Leaves the viewer's resume position of a title at `location` (a stream opened and stopped there, as the player does). */
export async function setResumePosition(request: APIRequestContext, viewer: Viewer, slug: string, location: number): Promise<void> {
  const work = await workOf(request, viewer, slug);
  const stream = await request.post(`${API_URL}streams/`, { headers: viewer.headers, data: { offer_id: work.offerings[0].offer_id } });
  expect(stream.ok(), await stream.text()).toBeTruthy();
  const { id } = (await stream.json()) as { id: number };
  const stop = await request.post(`${API_URL}stream-watcheds/`, {
    headers: viewer.headers,
    data: { stream_id: id, work_id: work.id, time: 0, location, app: 'web', event: 'stop' },
  });
  expect(stop.ok(), await stop.text()).toBeTruthy();
}
