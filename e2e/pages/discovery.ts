/**
 * Page objects and set-up for mf-discovery's specs: members made through the API (a fresh account per test that
 * changes one; the demo subscriber only for reading) and the active profile chosen by cookie. The browse intro modal
 * is marked seen by the `test` fixture (core/fixtures.ts) unless a test says `browseIntroSeen: false`.
 */
import { expect, type Page } from '@playwright/test';
import { signInByApi } from '../core/fixtures';
import { API_URL, SITE_URL } from '../core/site';

let counter = 0;

/** A new member (no subscription) signed in in this page; answers its token. */
export async function signUpByApi(page: Page): Promise<{ token: string; email: string }> {
  const email = `discovery-${Date.now().toString(36)}-${process.pid}-${counter++}@test.example`;
  const response = await page.request.post(`${API_URL}users/`, { data: { email, password: 'watch-together-1' } });
  expect(response.status(), `signup of ${email}`).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.context().addCookies([{ name: 'sift_token', value: token, url: SITE_URL, secure: true, sameSite: 'Lax' }]);
  return { token, email };
}

/** Signs a demo account in with one of its profiles already chosen (the profile chooser is not what is tested). */
export async function signInWithProfile(page: Page, email: string, profileName: string): Promise<{ token: string; profileId: number }> {
  await signInByApi(page, email);
  const token = (await page.context().cookies(SITE_URL)).find((c) => c.name === 'sift_token')!.value;
  const profiles = (await (await page.request.get(`${API_URL}profiles/`, { headers: { authorization: `Token ${token}` } })).json()) as {
    results: { id: number; name: string }[];
  };
  const profile = profiles.results.find((p) => p.name === profileName)!;
  await page.context().addCookies([{ name: 'sift_profile_id', value: String(profile.id), url: SITE_URL }]);
  await page.addInitScript(() => localStorage.setItem('sift_profile_session_until', String(Date.now() + 2 * 3600 * 1000)));
  return { token, profileId: profile.id };
}

export async function apiGet<T>(page: Page, path: string, token?: string, profileId?: number): Promise<T> {
  const response = await page.request.get(`${API_URL}${path}`, {
    headers: { ...(token && { authorization: `Token ${token}` }), ...(profileId && { 'x-sift-profile-id': String(profileId) }) },
  });
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

export class SearchPanel {
  constructor(private readonly page: Page) {}
  get trigger() {
    return this.page.getByTestId('search-trigger');
  }
  get dialog() {
    return this.page.getByRole('dialog', { name: 'Search' });
  }
  get input() {
    return this.dialog.getByRole('searchbox', { name: 'Search titles' });
  }
  async open() {
    await this.trigger.click();
    await expect(this.input).toBeFocused();
  }
}
