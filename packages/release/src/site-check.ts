/**
 * Whole-site verification before a release goes live (docs/decisions/0072-whole-site-verification.md): the live shell,
 * in Chromium, handed the candidate registry (to this browser only: nobody else sees it), renders every page route of
 * every remote: the releasing remote's in each role that reaches them (a visitor's and a signed-in member's), the
 * others' once. Each page must render its frame inside the shell's chrome (navbar, lowbar) with no page error, no
 * 'Unexpected Application Error', no maintenance notice, no failed module load and no contained failure in the
 * console (a page, widget or link that failed); the member's widgets must be in their slots.
 *
 * The check reads only: the member signs in through the API from here, and every other request the pages make that
 * would change something (POST, PUT, PATCH, DELETE to the API) is answered 503 without reaching the server, so
 * verifying a release never changes a member's data. The theater is opened on a title that does not exist, so no
 * playback starts.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { COOKIE_NAMES, MAINTENANCE_TITLE, PRERENDERED_DOCUMENT, PROFILE_SESSION_MARKER_MS, siteWidgets, STORAGE_KEYS, type Registry } from '@sift/contracts';
import { reachForPage } from './browser-check';
import { sampleParams, signIn, signOut, visitPlan, type Member, type Role, type VerificationAccount, type Visit } from './visit-plan';

export type { Role, VerificationAccount, Visit } from './visit-plan';

export interface SiteCheckResult {
  problems: string[];
  visits: number;
  /** Visits that a guard or the page itself sent elsewhere (not failures: the page they reached was checked). */
  redirected: number;
  /** Routes with a parameter no sample value exists for. */
  skipped: string[];
  seconds: number;
}

/** Errors the site logs when it contains a failure: each one means something did not work. */
const CONTAINED_FAILURES = [
  /failed while rendering/i,
  /A link to route .* could not be made/i,
  /widget of \S+ (could not load|failed)/i,
  /Route failed to load/i,
  /could not start/i,
  /A part of the site failed/i,
];
const UNEXPECTED = 'Unexpected Application Error';
/**
 * How long a page may take to render before it counts as not rendering: a page that hangs, not a slow one. On a busy
 * machine (a release made while `npm test` runs the browser tests beside it) the landing page took over 20 s to come
 * by an in-app navigation, and the verification as a whole five times its idle time.
 */
const SETTLE_TIMEOUT_MS = 60_000;

declare global {
  interface Window {
    __siftVerifyViews?: { path: string; route: string | null }[];
  }
}

interface SettledState {
  views: number;
  path: string | null;
  page: boolean;
  maintenance: boolean;
  unexpected: boolean;
  navbar: boolean;
  lowbar: boolean;
}

/** In the page: whether the navigation after `seen` page views has landed (a page's frame or a notice shows). */
function settledIn({ seen, unexpected }: { seen: number; unexpected: string }): boolean {
  // The whole site failing has no page view to wait for.
  if (document.body.textContent?.includes(unexpected) || document.querySelector('.ui-maintenance--full-screen')) return true;
  const views = window.__siftVerifyViews ?? [];
  if (views.length <= seen || document.querySelector('.progress-bar')) return false;
  const last = views[views.length - 1];
  if (last.path !== window.location.pathname) return false;
  const main = last.route ? document.querySelector(`#root main[data-route="${last.route}"]`) : document.querySelector('#root main');
  return main !== null || document.querySelector('.ui-maintenance') !== null;
}

/** In the page: what it shows once settled. */
function settledState(unexpected: string): SettledState {
  const views = window.__siftVerifyViews ?? [];
  const last = views[views.length - 1];
  return {
    views: views.length,
    path: last?.path ?? null,
    page: last ? document.querySelector(last.route ? `#root main[data-route="${last.route}"]` : '#root main') !== null : false,
    maintenance: document.querySelector('.ui-maintenance') !== null,
    unexpected: document.body.textContent?.includes(unexpected) ?? false,
    navbar: document.querySelector('#root nav[aria-label="Main"]:not([data-fallback])') !== null,
    lowbar: document.querySelector('#root footer.lowbar') !== null,
  };
}

/** One browser tab working through its visits, collecting what went wrong. */
class Tab {
  readonly problems: string[] = [];
  redirected = 0;
  private events: string[] = [];
  private inflight = new Set<Request>();

  constructor(
    readonly page: Page,
    readonly role: Role,
    private readonly origins: string[],
  ) {
    page.on('pageerror', (error) => this.events.push(`page error: ${error.message.split('\n')[0]}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && CONTAINED_FAILURES.some((re) => re.test(message.text()))) this.events.push(`console: ${message.text().split('\n')[0]}`);
    });
    const ours = (url: string) => this.origins.some((origin) => url.startsWith(origin));
    page.on('request', (request) => this.inflight.add(request));
    page.on('requestfinished', (request) => this.inflight.delete(request));
    page.on('requestfailed', (request) => {
      this.inflight.delete(request);
      if (ours(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
        this.events.push(`failed to load ${request.url()} (${request.failure()?.errorText})`);
      }
    });
    page.on('response', (response) => {
      if (ours(response.url()) && response.status() >= 400) this.events.push(`failed to load ${response.url()} (${response.status()})`);
    });
  }

  /** Waits until no request has been in flight for a moment: late data and late errors have landed. */
  private async quiet(): Promise<void> {
    const until = Date.now() + 5_000;
    let calmSince = Date.now();
    while (Date.now() < until) {
      if (this.inflight.size > 0) calmSince = Date.now();
      else if (Date.now() - calmSince >= 150) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
    await reachForPage(this.page);
  }

  /** Renders one page (the first by loading the site, the rest by navigating in it) and checks what it shows. */
  async visit(visit: Visit, first: boolean, shellUrl: string): Promise<void> {
    const label = `${visit.path} (${visit.def.owner}, as a ${visit.role})`;
    this.events = [];
    try {
      const seen = first ? 0 : await this.page.evaluate(() => window.__siftVerifyViews?.length ?? 0);
      if (first) await this.open(new URL(visit.path, shellUrl).href);
      else {
        // A navigation inside the app, as Back/Forward would make one: the shell's router follows `popstate`. The
        // state carries a key of its own, as the router's entries do, so the navigation counts as a new one.
        await this.page.evaluate(
          ({ path, key }) => {
            const state = { usr: null, key, idx: (window.history.state?.idx ?? 0) + 1 };
            window.history.pushState(state, '', path);
            window.dispatchEvent(new PopStateEvent('popstate', { state }));
          },
          { path: visit.path, key: `verify${seen}` },
        );
      }
      // Settled: the router has committed the navigation (the shell's page view for it), and the page's frame or a
      // notice is in the app. A page whose code is still loading can leave the previous page on screen meanwhile (a
      // transition), so nothing is judged until the network has been quiet and the main thread idle.
      let seenViews = seen;
      let state!: SettledState;
      for (let settles = 0; ; settles += 1) {
        await this.page.waitForFunction(settledIn, { seen: seenViews, unexpected: UNEXPECTED }, { timeout: SETTLE_TIMEOUT_MS, polling: 50 });
        await this.quiet();
        await this.page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2_000 })));
        state = await this.page.evaluate(settledState, UNEXPECTED);
        // The page moved on by itself (a redirect on arrival): judge where it went.
        if (state.views === seenViews + 1 || state.views <= seenViews || settles >= 3) break;
        seenViews = state.views - 1;
      }
      if (state.unexpected) this.problems.push(`${label}: React Router's error page ('${UNEXPECTED}').`);
      else if (state.maintenance) this.problems.push(`${label}: the maintenance notice ('${MAINTENANCE_TITLE}') shows.`);
      else {
        if (!state.page) this.problems.push(`${label}: the page's frame is missing (it shows neither the page nor a notice).`);
        if (!state.navbar) this.problems.push(`${label}: the shell's navbar is missing.`);
        if (!state.lowbar) this.problems.push(`${label}: the shell's lowbar is missing.`);
        if (state.path !== visit.path.split('?')[0]) this.redirected += 1;
      }
    } catch (error) {
      const message = (error as Error).message.split('\n')[0];
      this.problems.push(`${label}: did not render within ${SETTLE_TIMEOUT_MS / 1000} s (${message}).`);
    }
    for (const event of new Set(this.events)) this.problems.push(`${label}: ${event}`);
  }

  /** The member's widgets are mounted in their slots (each decides for itself whether it shows anything). */
  async checkWidgets(candidate: Registry): Promise<void> {
    for (const widget of siteWidgets(candidate)) {
      const selector = `.widget-slot[data-slot="${widget.slot}"] .remote-widget[data-remote="${widget.owner}"][data-widget="${widget.name}"]`;
      const found = await this.page.locator(selector).count();
      if (!found) this.problems.push(`The ${widget.name} widget of ${widget.owner} is not in the ${widget.slot} slot (as a member).`);
    }
  }
}

async function newContext(browser: Browser, role: Role, candidate: Registry, shellUrl: string, member: Member | null, origins: string[]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A page that forwards to another site (/chat to the help center's chat) is judged as it rendered before leaving:
  // its navigation off the site is cancelled (an aborted navigation leaves the page in place), so the tab stays on
  // the site for the next visits and verification never loads other sites.
  await context.route(
    (url) => !origins.some((origin) => url.href.startsWith(origin)),
    (route) => (route.request().isNavigationRequest() && !route.request().frame().parentFrame() ? route.abort('aborted') : route.fallback()),
  );
  const registry = JSON.stringify(candidate);
  await context.route(new URL('/registry.json', shellUrl).href, (route) => route.fulfill({ contentType: 'application/json', body: registry }));
  // A page without a pre-rendered document comes in the shell's frame with the live registry inline (decision 0087),
  // which the shell reads instead of /registry.json: the candidate's takes its place once the document is parsed,
  // before the shell's deferred scripts run, so members check the candidate too.
  await context.addInitScript(
    ({ id, text }) =>
      document.addEventListener('readystatechange', () => {
        const inline = document.readyState === 'interactive' ? document.getElementById(id) : null;
        if (inline) inline.textContent = text;
      }),
    { id: PRERENDERED_DOCUMENT.registryId, text: registry },
  );
  await context.route(`${candidate.api}**`, (route) =>
    ['GET', 'HEAD', 'OPTIONS'].includes(route.request().method())
      ? route.fallback()
      : route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'Release verification changes nothing.' }) }),
  );
  await context.addInitScript(() => {
    window.__siftVerifyViews = [];
    window.addEventListener('sift:analytics', (event) => {
      const detail = (event as CustomEvent<{ event: string; extras: { path: string; route: string | null } }>).detail;
      if (detail.event === 'page_view') window.__siftVerifyViews!.push({ path: detail.extras.path, route: detail.extras.route });
    });
  });
  if (role === 'member' && member) {
    const url = new URL(shellUrl).origin;
    await context.addCookies([
      { name: COOKIE_NAMES.token, value: member.token, url, secure: true, sameSite: 'Lax' },
      { name: COOKIE_NAMES.profileId, value: String(member.profileId), url, secure: true, sameSite: 'Lax' },
    ]);
    await context.addInitScript(
      ({ key, until }) => localStorage.setItem(key, String(until)),
      { key: STORAGE_KEYS.profileSessionUntil, until: Date.now() + PROFILE_SESSION_MARKER_MS },
    );
  }
  return context;
}

/** One tab renders at most this many pages; a role with more has more tabs, side by side, each with its share. */
export const VISITS_PER_TAB = 40;

/** A role's visits dealt in turn to as few tabs as hold them (in order within each tab). */
export function splitVisits(visits: Visit[]): Visit[][] {
  const count = Math.ceil(visits.length / VISITS_PER_TAB);
  return Array.from({ length: count }, (_, lane) => visits.filter((_, index) => index % count === lane));
}

/**
 * Renders the site with the candidate registry, as a visitor and as a member at once (a tab per role, two for a role
 * with more than VISITS_PER_TAB pages: the member's usually), and reports.
 */
export async function siteCheck(options: {
  browser: Browser;
  shellUrl: string;
  candidate: Registry;
  remote: string;
  account: VerificationAccount | null;
  /** Each page as it is checked (SIFT_VERIFY_VERBOSE=1 prints them). */
  progress?: (line: string) => void;
}): Promise<SiteCheckResult> {
  const started = Date.now();
  const { browser, shellUrl, candidate, remote, account, progress } = options;
  const problems: string[] = [];
  let member: Member | null = null;
  if (account) {
    try {
      member = await signIn(candidate.api, account);
    } catch (error) {
      problems.push(`The verification account ${account.email} could not sign in (${(error as Error).message}): members' pages were not checked.`);
    }
  }
  try {
    const samples = await sampleParams(candidate.api, member);
    const { visits, skipped } = visitPlan(candidate, remote, samples, member !== null);
    const origins = [new URL(shellUrl).origin, ...Object.values(candidate.remotes).map((entry) => new URL(entry.manifest).origin)];
    const roles: Role[] = member ? ['visitor', 'member'] : ['visitor'];
    const lanes = roles.flatMap((role) => splitVisits(visits.filter((v) => v.role === role)));
    const tabs = await Promise.all(
      lanes.map(async (lane) => new Tab(await (await newContext(browser, lane[0].role, candidate, shellUrl, member, origins)).newPage(), lane[0].role, origins)),
    );
    // The site is loaded once per tab, on a page without a pre-rendered document (behind one the app would wait for
    // the visitor to reach for it), and then navigated in.
    const documented = new Set(Object.values(candidate.remotes).flatMap((entry) => Object.keys(entry.documents ?? {})));
    await Promise.all(
      tabs.map(async (tab, lane) => {
        const mine = lanes[lane];
        const start = mine.findIndex((v) => !documented.has(v.path));
        if (start > 0) mine.unshift(...mine.splice(start, 1));
        for (const [index, visit] of mine.entries()) {
          const before = tab.problems.length;
          const at = Date.now();
          await tab.visit(visit, index === 0, shellUrl);
          progress?.(`${visit.role} ${visit.path}: ${Date.now() - at} ms${tab.problems.length > before ? ` ${tab.problems.slice(before).join(' | ')}` : ''}`);
        }
        // The widgets once: in the member's first tab.
        if (tab.role === 'member' && lanes.findIndex((l) => l[0].role === 'member') === lane) await tab.checkWidgets(candidate);
        await tab.page.context().close();
      }),
    );
    for (const tab of tabs) problems.push(...tab.problems);
    return {
      problems,
      visits: visits.length,
      redirected: tabs.reduce((sum, tab) => sum + tab.redirected, 0),
      skipped,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    if (member) await signOut(candidate.api, member);
  }
}
