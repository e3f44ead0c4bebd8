#!/usr/bin/env node
/**
 * `pnpm first-load`: a signed-in member's first load of a page on a phone, timed in the browser with the phone's
 * conditions applied by Chromium (CPU 4x slower, 150 ms round trips at 1.6 Mbit/s down and 750 kbit/s up, a 412 x 823
 * touch screen: Lighthouse's mobile preset, applied while the page loads rather than simulated afterwards as
 * `pnpm perf` does). Each run is a cold load (a fresh context: no HTTP cache) as parent@ (profile Parker:
 * member-session.mjs). Prints per page the median and every run of the Largest Contentful Paint, and when the
 * session's request (`users/current/`) and the page's first answer started. A figure to track, never a test. Needs
 * the site running (npm start; SIFT_PORT_OFFSET honoured).
 *
 *   pnpm first-load [--runs 5] [/watchlist /movie/harbor-lights ...]
 *
 * With no paths: /discover, /watchlist and a movie page, the member pages whose largest element the app renders
 * from the member's data (issue 19, docs/decisions/0152).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib.mjs';
import { memberState, SITE } from './member-session.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../packages/build-config/chromium.js');

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const PAGES = args.length ? args : ['/discover', '/watchlist', '/movie/harbor-lights'];
/** The page's first answer: what its screen asks for first (the session's is timed apart). */
const FIRST_ANSWER = [/\/watchlist\/\?/, /\/content\/v2\/works\/[^/?]+\/$/, /\/content\/v2\/work-parameters\//];
/** After the load event, how long the page may go on painting larger elements (posters arrive after the data). */
const SETTLE_MS = 6000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function coldLoad(browser, storageState, pathname) {
  const context = await browser.newContext({ storageState, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__siftLcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__siftLcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const response = await page.goto(`${SITE}${pathname}`, { waitUntil: 'load', timeout: 60_000 });
    // The member's document may carry the page's first answers (docs/decisions/0154): then the page never asks.
    const inDocument = (await response.text()).includes('id="sift-first-answers"');
    await page.waitForTimeout(SETTLE_MS);
    const { lcp, requests } = await page.evaluate(() => ({
      lcp: window.__siftLcp,
      requests: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    const startOf = (test) => requests.find((r) => test(r.url))?.start ?? null;
    return {
      lcp,
      session: startOf((url) => url.endsWith('/users/current/')),
      answer: startOf((url) => FIRST_ANSWER.some((pattern) => pattern.test(url))),
      inDocument,
    };
  } finally {
    await context.close();
  }
}

const state = await memberState();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ms = (value) => (value === null ? '   -' : String(Math.round(value)).padStart(5));
console.log(`A member's first load on a phone (conditions applied by Chromium), ${RUNS} cold loads each, ms from navigation:`);
console.log(`${'page'.padEnd(22)}  LCP median  session asked  first answer asked  LCP of each run`);
try {
  for (const pathname of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, state.storageState, pathname));
    const mid = (key) => (runs.some((r) => r[key] === null) ? null : median(runs.map((r) => r[key])));
    const answer = runs.every((r) => r.inDocument && r.answer === null) ? 'in the document' : ms(mid('answer'));
    console.log(
      `${pathname.padEnd(22)}  ${ms(mid('lcp')).padStart(10)}  ${ms(mid('session')).padStart(13)}  ${answer.padStart(18)}  ${runs.map((r) => Math.round(r.lcp)).join(' ')}`,
    );
  }
  console.log('target (issue 19, on Lighthouse\'s simulated figure): LCP <= 2500 ms');
} finally {
  await browser.close();
}
