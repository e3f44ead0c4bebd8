#!/usr/bin/env node
/**
 * `pnpm perf`: Lighthouse (mobile preset, the default) on the production build, several runs per page, and the
 * median of each figure: performance, accessibility and SEO scores, LCP, TBT, CLS, bytes transferred (and how many of
 * them are JSON), then each page's three biggest costs (the audits with the largest estimated savings in the
 * median run). Figures to track, never a test. Uses the running site (SIFT_PORT_OFFSET honoured) or starts the
 * production site for the run.
 *
 * Member pages are measured signed in as parent@sift.example with the profile Parker: the script signs in through
 * the API once and saves the browser's storage state (the token and profile cookies, the profile session marker, the
 * browse intro seen) in e2e/.tmp/perf-member-state.json, reused while younger than an hour. Lighthouse then drives a
 * Chromium that carries that state (`--port`; it clears the HTTP cache before every run and keeps cookies and storage). Public pages are
 * measured as a visitor, in a fresh browser.
 *
 *   pnpm perf [--runs 5] [/ /browse /login ...]
 *
 * SIFT_PERF_REPORTS=<folder> keeps every run's whole Lighthouse report there (long tasks, the LCP's phases).
 *
 * With no paths: /, and the seven pages of issue 19: /browse, /discover, a movie page, a show page (the one Parker is
 * watching), /watchlist, /account and /login.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureChromium, log, ROOT, waitForUrl } from './lib.mjs';
import { api, memberState, SITE } from './member-session.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../packages/build-config/chromium.js');
const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
/** Pages a signed-in member uses; anything else is measured as a visitor (a signed-in /login would redirect). */
const PUBLIC_PAGES = new Set(['/', '/login']);

async function siteIsUp() {
  try {
    return (await fetch(`${SITE}/registry.json`)).ok;
  } catch {
    return false;
  }
}

/** The show Parker is watching (the newest work location is one of its episodes), else any show. */
async function showPage({ token, profileId }) {
  const locations = await api('work-locations/', { token, profileId });
  for (const location of locations.results) {
    const [episode] = (await api(`content/v2/works/?id=${location.work_id}&type=episode&limit=1`)).results;
    if (episode?.show_id) {
      const [show] = (await api(`content/v2/works/?id=${episode.show_id}&type=show&limit=1`)).results;
      if (show) return `/show/${show.slug}`;
    }
  }
  const [show] = (await api('content/v2/works/?type=show&limit=1')).results;
  return `/show/${show.slug}`;
}

/**
 * A Chromium carrying the member's storage state, open to Lighthouse on a debugging port. Playwright sets the state
 * over CDP and disconnects (it would otherwise attach to Lighthouse's tab); Lighthouse clears the HTTP cache and
 * service workers before each run but keeps cookies and local storage (its default clearStorageTypes).
 */
async function memberBrowser(state) {
  const port = 9300 + (Number(process.env.SIFT_PORT_OFFSET || 0) % 600);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-perf-'));
  const chrome = spawn(CHROMIUM_PATH, ['--headless=new', ...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${dir}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  /** Stops Chromium and, once it has exited (it writes its profile until then), removes the profile. */
  const close = async () => {
    try {
      process.kill(-chrome.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    let timer;
    const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => (timer = setTimeout(resolve, 10_000, false)))]);
    clearTimeout(timer);
    if (!stopped) {
      try {
        process.kill(-chrome.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    await waitForUrl(`http://127.0.0.1:${port}/json/version`, 30_000);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0];
    await context.addCookies(state.storageState.cookies);
    const page = await context.newPage();
    // Local storage is per origin: write it from a page of the site (its registry, a small JSON answer).
    await page.goto(`${SITE}/registry.json`);
    await page.evaluate((items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)), state.storageState.origins[0].localStorage);
    await page.close();
    await browser.close();
  } catch (error) {
    await close();
    throw error;
  }
  return { port, close };
}

function lighthouse(url, port) {
  const out = path.join(os.tmpdir(), `sift-lh-${process.pid}.json`);
  const connect = port ? [`--port=${port}`] : ['--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-gpu'];
  const result = spawnSync(
    process.execPath,
    [LIGHTHOUSE, url, '--quiet', '--only-categories=performance,accessibility,seo', '--output=json', `--output-path=${out}`, ...connect],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  // SIFT_PERF_REPORTS=<folder> keeps each run's whole report there, to look closer (long tasks, the trace's costs).
  if (process.env.SIFT_PERF_REPORTS) {
    fs.mkdirSync(process.env.SIFT_PERF_REPORTS, { recursive: true });
    fs.copyFileSync(out, path.join(process.env.SIFT_PERF_REPORTS, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`));
  }
  fs.rmSync(out, { force: true });
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const json = requests.filter((r) => /json/.test(r.mimeType ?? '')).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    seo: report.categories.seo.score * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    json,
    requests: requests.length,
    costs: biggestCosts(report),
  };
}

/**
 * The three audits of the run that cost the most: largest estimated savings first (Lighthouse's metricSavings, LCP
 * and TBT in ms, CLS counted as 1 ms per 0.001 of shift), each with its figure and its largest item. Lighthouse 12
 * reports some costs twice (an "insight" and the audit it replaces): the insights are left out. The LCP element's
 * line says which phase of it took longest (TTFB, load delay, load time, render delay).
 */
function biggestCosts(report) {
  const weight = (s = {}) => (s.LCP ?? 0) + (s.TBT ?? 0) + (s.FCP ?? 0) / 2 + (s.CLS ?? 0) * 1000;
  const ids = report.categories.performance.auditRefs
    .filter((ref) => !ref.group?.startsWith('metrics') && !ref.id.endsWith('-insight'))
    .map((ref) => ref.id);
  return ids
    .map((id) => report.audits[id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && weight(a.metricSavings) > 0)
    .sort((a, b) => weight(b.metricSavings) - weight(a.metricSavings))
    .slice(0, 3)
    .map((a) => {
      if (a.id === 'largest-contentful-paint-element') {
        const [element, phases] = a.details?.items ?? [];
        const node = element?.items?.[0]?.node?.snippet;
        const longest = [...(phases?.items ?? [])].sort((x, y) => y.timing - x.timing)[0];
        const phase = longest ? `; longest phase ${longest.phase} ${Math.round(longest.timing)} ms` : '';
        return `${a.title}${a.displayValue ? `: ${a.displayValue}` : ''}${phase}${node ? ` (${shorten(node)})` : ''}`;
      }
      const item = a.details?.items?.[0];
      const what = item && (item.url ?? item.node?.snippet ?? item.label ?? item.groupLabel ?? item.group);
      return `${a.title}${a.displayValue ? `: ${a.displayValue}` : ''}${typeof what === 'string' ? ` (first: ${shorten(what)})` : ''}`;
    });
}

const shorten = (text) => {
  const plain = text.replace(/^https?:\/\/localhost:\d+/, '').replace(/\s+/g, ' ');
  return plain.length > 80 ? `${plain.slice(0, 77)}...` : plain;
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

ensureChromium();
let site = null;
if (!(await siteIsUp())) {
  log('Starting the production site for the measurement');
  site = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--no-install'], { stdio: 'ignore', detached: true });
  await waitForUrl(`${SITE}/registry.json`, 600_000);
}
let browser = null;
try {
  const state = await memberState();
  const pages = args.length ? args : ['/', '/browse', '/discover', '/movie/harbor-lights', await showPage(state), '/watchlist', '/account', '/login'];
  if (pages.some((p) => !PUBLIC_PAGES.has(p))) browser = await memberBrowser(state);
  const rows = [];
  for (const page of pages) {
    const member = !PUBLIC_PAGES.has(page);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = lighthouse(`${SITE}${page}`, member ? browser.port : null);
      if (new URL(run.finalUrl).pathname !== new URL(`${SITE}${page}`).pathname) {
        throw new Error(`${page} ended at ${run.finalUrl}: ${member ? 'the member state no longer signs in' : 'a redirect'}`);
      }
      runs.push(run);
      log(`${page} run ${i + 1}/${RUNS}: performance ${Math.round(run.performance)}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`);
    }
    const m = (key) => median(runs.map((r) => r[key]));
    // The costs of the run whose performance score is the median one.
    const typical = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
    rows.push({ page, who: member ? 'member' : 'visitor', performance: m('performance'), accessibility: m('accessibility'), seo: m('seo'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), bytes: m('bytes'), json: m('json'), requests: m('requests'), costs: typical.costs });
  }
  console.log(`\nLighthouse, mobile preset, median of ${RUNS} runs (${new Date().toISOString().slice(0, 10)}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores):`);
  console.log('targets: performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.02 (issue 19)');
  const width = Math.max(10, ...rows.map((r) => r.page.length));
  console.log(`${'page'.padEnd(width)}  as        perf  a11y   seo   LCP (s)  TBT (ms)    CLS  transferred    JSON  requests`);
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(width)}  ${r.who.padEnd(7)} ${String(Math.round(r.performance)).padStart(5)} ${String(Math.round(r.accessibility)).padStart(5)} ${String(Math.round(r.seo)).padStart(5)}` +
        `   ${(r.lcp / 1000).toFixed(2).padStart(6)}   ${String(Math.round(r.tbt)).padStart(7)}  ${r.cls.toFixed(3).padStart(5)}   ${(r.bytes / 1024).toFixed(0).padStart(7)} KB  ${(r.json / 1024).toFixed(0).padStart(4)} KB  ${String(Math.round(r.requests)).padStart(8)}`,
    );
  }
  console.log('\nBiggest costs (the median run of each page, largest estimated savings first):');
  for (const r of rows) {
    console.log(`${r.page}`);
    if (!r.costs.length) console.log('  (no audit below 0.9 with savings)');
    r.costs.forEach((cost, i) => console.log(`  ${i + 1}. ${cost}`));
  }
} finally {
  await browser?.close();
  if (site) process.kill(-site.pid, 'SIGTERM');
}
