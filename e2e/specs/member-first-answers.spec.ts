/**
 * A member's document carries its page's first answers (issue 19, docs/decisions/0154): the shell's server asks the
 * route's first calls with the member's session and profile from the cookies, the page takes them instead of asking,
 * and each document is made for its request alone, so a change shows on the next load.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../core/fixtures';
import { newSubscriberByApi } from '../core/account';
import { API_URL, SITE_URL } from '../core/site';
import { apiGet } from '../pages/discovery';
import { remoteRoot } from '../pages/remote';

const ANSWERS = /<script type="application\/json" id="sift-first-answers">(.*?)<\/script>/;

/** A new subscriber signed in with their profile (their own watchlist: no other test changes it). */
async function newMemberWithProfile(page: Page) {
  const member = await newSubscriberByApi(page, 'answers');
  const profiles = await apiGet<{ results: { id: number; name: string }[] }>(page, 'profiles/', member.token);
  const profileId = profiles.results[0].id;
  await page.context().addCookies([{ name: 'sift_profile_id', value: String(profileId), url: SITE_URL }]);
  await page.addInitScript(() => localStorage.setItem('sift_profile_session_until', String(Date.now() + 2 * 3600 * 1000)));
  const headers = { authorization: `Token ${member.token}`, 'x-sift-profile-id': String(profileId) };
  return { ...member, profileId, headers };
}

/** The API calls the page itself makes (not their preflights), recorded from now on. */
function apiCalls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) && request.method() !== 'OPTIONS') urls.push(request.url().slice(API_URL.length));
  });
  return urls;
}

/** The answers the document brought, by API path. */
function documentAnswers(html: string): Record<string, unknown> {
  const found = ANSWERS.exec(html);
  if (!found) return {};
  const { answers } = JSON.parse(found[1]) as { answers: Record<string, unknown> };
  return Object.fromEntries(Object.entries(answers).map(([url, body]) => [url.slice(API_URL.length), body]));
}

test("the watchlist comes with the member's document, and a change shows on the next load", async ({ page, consoleErrors }) => {
  const member = await newMemberWithProfile(page);
  const titles = await apiGet<{ results: { id: number; title: string }[] }>(page, 'content/v2/works/?limit=2&type=movie', member.token, member.profileId);
  const [first, second] = titles.results;
  expect((await page.request.post(`${API_URL}watchlist-items/`, { headers: member.headers, data: { work_id: first.id } })).status()).toBe(201);

  const calls = apiCalls(page);
  const response = await page.goto('/watchlist');
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  const answers = documentAnswers(await response!.text());
  expect(Object.keys(answers)).toEqual(['watchlist/?limit=100']);
  const list = remoteRoot(page, 'discovery').getByRole('list', { name: 'My Watchlist' });
  await expect(list.getByRole('link', { name: first.title })).toBeVisible();
  // The page took the document's answer: it never asked for its first page itself.
  expect(calls).not.toContain('watchlist/?limit=100');

  // Another title added behind the page's back: the next document is made for that moment.
  expect((await page.request.post(`${API_URL}watchlist-items/`, { headers: member.headers, data: { work_id: second.id } })).status()).toBe(201);
  await page.reload();
  await expect(list.getByRole('link', { name: second.title })).toBeVisible();
  await expect(list.getByRole('link', { name: first.title })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a title page shows from the document's answer, its backdrop preloaded by the document", async ({ page, consoleErrors }) => {
  await newMemberWithProfile(page);
  const calls = apiCalls(page);
  const response = await page.goto('/movie/harbor-lights');
  const html = await response!.text();
  const answers = documentAnswers(html);
  expect(Object.keys(answers)).toEqual(['content/v2/works/harbor-lights/']);
  const backdrop = (answers['content/v2/works/harbor-lights/'] as { backdrop_url: string }).backdrop_url;
  expect(html).toContain(`<link rel="preload" as="image" href="${backdrop}" fetchpriority="high">`);
  const root = remoteRoot(page, 'discovery');
  await expect(root.getByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeVisible();
  expect(calls).not.toContain('content/v2/works/harbor-lights/');
  // The page's backdrop is the preloaded image, fetched once, by the preload.
  await expect(root.locator('img.discovery-title__backdrop')).toHaveAttribute('src', backdrop);
  const fetched = await page.evaluate((url) => performance.getEntriesByName(url).map((e) => (e as PerformanceResourceTiming).initiatorType), backdrop);
  expect(fetched).toEqual(['link']);
  expect(consoleErrors).toEqual([]);
});

test('a visitor gets no answers in the document, and neither does a member whose session the API refuses', async ({ page }) => {
  const visitor = await page.goto('/movie/harbor-lights');
  expect(await visitor!.text()).not.toContain('sift-first-answers');
  const member = await newMemberWithProfile(page);
  expect((await page.request.post(`${API_URL}auth/logout/`, { headers: { authorization: `Token ${member.token}` } })).status()).toBe(204);
  const refused = await page.goto('/watchlist');
  expect(await refused!.text()).not.toContain('sift-first-answers');
  await expect(page).toHaveURL(/\/login/);
});
