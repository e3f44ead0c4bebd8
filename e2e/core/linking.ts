/**
 * Linking streaming services in e2e: the real extension (packages/extension, built for this run's ports) in Debian's
 * Chromium, headless (PLATFORM.md), installed at launch or later while a page waits for it; the stand-in services'
 * sign-in; subscribers made through the API.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { STAND_IN_ORIGINS, type StandInServiceSlug } from '@sift/build-config/ports';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TMP, REPO_ROOT, SITE_URL, API_URL } from './site';
import { lastMail, freshEmail } from './membership';
import type { Viewer } from './playback';

const TMP = E2E_TMP;

/**
 * The extension built from the workspace's source for this run's origins (SIFT_PORT_OFFSET), as `version`, once per
 * run (start-site.mjs clears old builds). Built beside its place and moved there whole: workers running in parallel
 * may ask at once, and none may load a half-written build.
 */
export function extensionBuild(version: string): string {
  const out = path.join(TMP, `extension-${version}`);
  if (!fs.existsSync(path.join(out, 'manifest.json'))) {
    const partial = `${out}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    execFileSync(
      path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(REPO_ROOT, 'packages', 'extension', 'scripts', 'build.ts'), '--version', version, '--out', partial],
      { stdio: 'pipe', env: process.env },
    );
    try {
      fs.renameSync(partial, out);
    } catch (error) {
      // Another worker moved its build there first: use that one.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(path.join(out, 'manifest.json'))) throw error;
    }
  }
  return out;
}

export interface ExtensionBrowser {
  context: BrowserContext;
  /** Installs the extension into the running browser (as a member installing it while the link dialog waits). */
  install(dir: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A browser of its own (extensions need a persistent profile), with `extensionDir` loaded at launch, or none. It may
 * install one later through the DevTools protocol (Extensions.loadUnpacked, allowed by
 * --enable-unsafe-extension-debugging over Playwright's pipe).
 */
export async function browserWithExtension(extensionDir: string | null): Promise<ExtensionBrowser> {
  const profile = fs.mkdtempSync(path.join(TMP, 'extension-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 800 },
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--enable-unsafe-extension-debugging',
      ...(extensionDir ? [`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`] : []),
    ],
  });
  if (extensionDir && !context.serviceWorkers().length) await context.waitForEvent('serviceworker');
  return {
    context,
    async install(dir) {
      const cdp = await context.browser()!.newBrowserCDPSession();
      await cdp.send('Extensions.loadUnpacked' as never, { path: dir } as never);
    },
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A fresh account through the server's sign-up with its mandatory e-mail confirmation (the code from the outbox). */
export async function confirmedSignUp(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = freshEmail('linking');
  const password = 'watch-together-1';
  const pending = await request.post(`${API_URL}users/`, { data: { email, password } });
  expect(pending.status(), await pending.text()).toBe(202);
  const { code } = await lastMail(request, email);
  const response = await request.post(`${API_URL}users/`, { data: { email, password, confirmation_code: code } });
  expect(response.status(), await response.text()).toBe(201);
  return { email, token: ((await response.json()) as { token: string }).token };
}

/** A fresh account with an active monthly subscription (sandbox card), signed in on `context` with its primary profile. */
export async function subscriberIn(context: BrowserContext, request: APIRequestContext): Promise<Viewer & { email: string }> {
  const { email, token } = await confirmedSignUp(request);
  const auth = { authorization: `Token ${token}` };
  const card = await (
    await request.post(`${API_URL}payments/sandbox/payment-methods/`, { data: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } })
  ).json();
  const profiles = (await (await request.get(`${API_URL}profiles/`, { headers: auth })).json()) as { results: { id: number; is_primary: boolean }[] };
  const profile = profiles.results.find((p) => p.is_primary)!;
  // Billing calls act as a profile with account access (docs/decisions/0065).
  const billing = { ...auth, 'x-sift-profile-id': String(profile.id) };
  expect((await request.post(`${API_URL}stripe/customer/`, { headers: billing, data: { token: card.id } })).ok()).toBeTruthy();
  expect((await request.post(`${API_URL}subscriptions/`, { headers: billing, data: { subscription_plan_id: 2 } })).status()).toBe(201);
  await context.addCookies([
    { name: 'sift_token', value: token, url: SITE_URL, secure: true, sameSite: 'Lax' },
    { name: 'sift_profile_id', value: String(profile.id), url: SITE_URL },
  ]);
  await context.addInitScript(() => {
    localStorage.setItem('sift_profile_session_until', String(Date.now() + 3_600_000));
    localStorage.setItem('browseFiltersIntroModalSeen', 'true');
  });
  return { email, token, profileId: profile.id, headers: { ...auth, 'x-sift-profile-id': String(profile.id) } };
}

export const standInOrigin = (slug: StandInServiceSlug) => STAND_IN_ORIGINS[slug];

/** Signs in at a stand-in streaming service in `page`, with its remember-me option ticked or not. */
export async function signInAtService(page: Page, slug: StandInServiceSlug, email: string, remember: boolean): Promise<void> {
  await page.goto(`${standInOrigin(slug)}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('watchtogether');
  if (remember) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: /^Hello,/ })).toBeVisible();
}

/** The member's stored credentials and catalog accesses, as the API lists them. */
export async function linkingState(request: APIRequestContext, viewer: Viewer) {
  const list = async <T>(url: string): Promise<T[]> => {
    const body = (await (await request.get(`${API_URL}${url}`, { headers: viewer.headers })).json()) as T[] | { results: T[] };
    return Array.isArray(body) ? body : body.results;
  };
  return {
    credentials: await list<{ service_id: number }>('service-credentials/'),
    accesses: await list<{ id: number; catalog: string; is_authorized: boolean }>('catalog-accesses/'),
  };
}

/**
 * The tab switch as the page sees it: headless Chromium keeps every page 'visible' (neither another tab in front nor
 * a minimised window hides it), so the page's visibilityState and its visibilitychange event are set here, as the
 * browser sets them when the member leaves the tab and comes back.
 */
export async function setTabVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible ? 'visible' : 'hidden');
}

/** Expires the member's verification of a service, as a day after linking it (a development-only route). */
export async function expireVerification(request: APIRequestContext, viewer: Viewer, service: StandInServiceSlug): Promise<void> {
  const response = await request.post(`${API_URL}dev/catalog-accesses/expire/`, { headers: viewer.headers, data: { service } });
  expect(response.ok(), await response.text()).toBeTruthy();
}
