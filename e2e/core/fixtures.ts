import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@sift/contracts';
import { API_URL, DEMO_PASSWORD, SITE_URL } from './site';

/** Signs in through the API and hands the browser the token cookie, as the login page would. */
export async function signInByApi(page: Page, email: string): Promise<void> {
  const response = await page.request.post(`${API_URL}api-token-auth/`, {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), `login of ${email} answered ${response.status()}`).toBeTruthy();
  const { token } = (await response.json()) as { token: string };
  await page.context().addCookies([
    { name: 'sift_token', value: token, url: SITE_URL, secure: true, sameSite: 'Lax' },
  ]);
}

/**
 * What the browser did, kept for a failed test (attached as browser-log.txt beside its screenshot and error context):
 * pages navigated to, console errors and warnings, uncaught errors, and requests that failed or answered 4xx/5xx.
 * `npm test` records no trace (its DOM snapshots cost a tenth of the browser tests' CPU time: docs/decisions/0135);
 * this log costs next to nothing.
 */
function browserLog(page: Page): string[] {
  const log: string[] = [];
  const started = Date.now();
  const add = (line: string) => log.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
  page.on('framenavigated', (frame) => frame === page.mainFrame() && add(`page ${frame.url()}`));
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && add(`console.${message.type()} ${message.text()}`));
  page.on('pageerror', (error) => add(`uncaught ${error.stack ?? error.message}`));
  page.on('requestfailed', (request) => add(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => response.status() >= 400 && add(`${response.status()} ${response.request().method()} ${response.url()}`));
  return log;
}

export const test = base.extend<{ consoleErrors: string[]; browseIntroSeen: boolean; emailInvitationSeen: boolean }>({
  /**
   * The browse intro modal (001 §2) shows once per browser; a fresh browser context would meet it on the first
   * /browse of every test. Marked seen unless a test is about it: `test.use({ browseIntroSeen: false })`.
   */
  browseIntroSeen: [true, { option: true }],
  /**
   * The landing page's e-mail-list invitation (000 §2.1) opens 20 s after arrival and covers the page: a test that is
   * still on '/' by then (a slow machine) would find its clicks taken by it. Marked seen unless a test is about it:
   * `test.use({ emailInvitationSeen: false })`.
   */
  emailInvitationSeen: [true, { option: true }],
  page: async ({ page, browseIntroSeen, emailInvitationSeen }, use, testInfo) => {
    const log = browserLog(page);
    // The theater loads Google's cast sender in Chromium: tests never reach Google's network. A URL that fails at
    // once (this API's 404) instead, so every theater test also shows that a cast sender that fails never holds
    // playback (mf-player third-party-scripts.ts).
    await page.addInitScript((castSender) => {
      (window as Window & { __SIFT_SCRIPTS__?: { castSender: string } }).__SIFT_SCRIPTS__ = { castSender };
    }, `${API_URL}e2e-no-cast-sender.js`);
    if (browseIntroSeen) await page.addInitScript(() => localStorage.setItem('browseFiltersIntroModalSeen', 'true'));
    if (emailInvitationSeen) await page.addInitScript((key) => localStorage.setItem(key, String(Date.now())), STORAGE_KEYS.emailListModalSeen);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const file = testInfo.outputPath('browser-log.txt');
      fs.writeFileSync(file, `${log.join('\n')}\n`);
      await testInfo.attach('browser-log.txt', { path: file, contentType: 'text/plain' });
    }
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});
export { expect };
