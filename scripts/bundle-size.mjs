#!/usr/bin/env node
/**
 * Prints what a first visit costs: the gzipped JS the browser downloads on the first load of / and /browse as a
 * visitor and of /browse as a signed-in member (parent@, profile Parker: scripts/member-session.mjs), before the page
 * is interactive and in all until the network is idle, the JSON answers of the same load, and each remote's entry
 * (remoteEntry) size. A figure to track, not a test. Needs the site running (npm start; SIFT_PORT_OFFSET honoured).
 *   pnpm bundle-size [siteUrl]
 *
 * "Interactive" is when the visitor can use the page: the app shows it (a remote's root is in the app), or, for a
 * pre-rendered page (docs/decisions/0023), the page is there with its links working and the app armed to start on
 * the visitor's first touch (0060). For such a page the script also prints what that first touch then loads, up to
 * the app's take-over. Scripts fetched later (a page's data refresh, a dialog, a widget) count only in the total.
 * Issue 19's budget for a member's first /browse: <= 200 KB of JavaScript before interactive, <= 60 KB of JSON.
 */
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { memberState, SITE } from './member-session.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../packages/build-config/chromium.js');
const site = process.argv[2] ?? SITE;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const BUDGET = { js: 200 * 1024, json: 60 * 1024 };

async function firstLoad(browser, pathname, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const scripts = [];
  const json = [];
  let phase = 'before';
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    const isJson = (response.headers()['content-type'] ?? '').includes('json') && response.request().method() === 'GET';
    if (type !== 'script' && !isJson) return;
    const at = phase;
    try {
      const body = await response.body();
      (type === 'script' ? scripts : json).push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length, phase: at });
    } catch {
      // a response without a body (redirect, 304) carries nothing
    }
  });
  await page.goto(`${site}${pathname}`, { waitUntil: 'commit' });
  const waiting = '#sift-document[data-sift-start="waiting"]';
  const shown = () => !document.getElementById('sift-document') && document.querySelector('#root [data-remote] main');
  await page.waitForFunction((selector) => document.querySelector(selector) || (!document.getElementById('sift-document') && document.querySelector('#root [data-remote] main')), waiting, {
    timeout: 60_000,
  });
  const prerendered = (await page.locator(waiting).count()) > 0;
  if (prerendered) {
    await page.waitForLoadState('networkidle');
    phase = 'touch';
    await page.keyboard.press('Shift');
    await page.waitForFunction(shown, null, { timeout: 60_000 });
  }
  phase = 'after';
  await page.waitForLoadState('networkidle');
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { prerendered, scripts, json, finalPath };
}

const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
const rawSum = (list) => list.reduce((total, s) => total + s.raw, 0);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const member = await memberState();
  const loads = [
    { pathname: '/', who: 'visitor' },
    { pathname: '/browse', who: 'visitor' },
    { pathname: '/browse', who: 'member', storageState: member.storageState },
    { pathname: '/movie/harbor-lights', who: 'member', storageState: member.storageState },
    { pathname: '/account', who: 'member', storageState: member.storageState },
  ];
  for (const { pathname, who, storageState } of loads) {
    const { prerendered, scripts, json, finalPath } = await firstLoad(browser, pathname, storageState);
    if (finalPath !== pathname) throw new Error(`${pathname} as a ${who} ended at ${finalPath}`);
    const before = scripts.filter((s) => s.phase === 'before');
    const touch = scripts.filter((s) => s.phase === 'touch');
    console.log(
      `\nFirst load of ${pathname} as a ${who}: ${kb(sum(before))} of JavaScript gzipped before the page is interactive (${before.length} scripts), ` +
        `${kb(sum(scripts))} in all (${scripts.length} scripts)`,
    );
    console.log(`  JSON: ${kb(rawSum(json))} in ${json.length} answers (${kb(sum(json))} gzipped)`);
    if (who === 'member' && pathname === '/browse') {
      const verdict = (value, budget) => (value <= budget ? 'met' : 'MISSED');
      console.log(`  issue 19 budget: JavaScript before interactive ${kb(sum(before))} / ${kb(BUDGET.js)} ${verdict(sum(before), BUDGET.js)}; JSON ${kb(rawSum(json))} / ${kb(BUDGET.json)} ${verdict(rawSum(json), BUDGET.json)}`);
    }
    if (prerendered) console.log(`  pre-rendered: the visitor's first touch then loads ${kb(sum(touch))} (${touch.length} scripts) up to the app's take-over`);
    const label = { before: '       ', touch: '(touch)', after: '(after)' };
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(s.gzip).padStart(9)}  ${label[s.phase]}  ${s.url.replace(/^https?:\/\//, '')}`);
    }
    for (const j of json.sort((a, b) => b.raw - a.raw).slice(0, 8)) {
      console.log(`  ${kb(j.raw).padStart(9)}  ${label[j.phase]}  JSON ${j.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 100)}`);
    }
  }
  const registry = await (await fetch(`${site}/registry.json`)).json();
  console.log('\nRemote entries (gzipped):');
  for (const [name, { manifest: manifestUrl }] of Object.entries(registry.remotes)) {
    const manifest = await fetch(manifestUrl).then((r) => r.json()).catch(() => null);
    if (!manifest) {
      console.log(`  ${name.padEnd(11)} unreachable (${manifestUrl})`);
      continue;
    }
    const entry = manifest.metaData.remoteEntry;
    const entryUrl = new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, manifestUrl).href;
    const body = Buffer.from(await (await fetch(entryUrl)).arrayBuffer());
    console.log(`  ${name.padEnd(11)} ${kb(gzipSync(body).length).padStart(9)}  (${kb(body.length)} raw)  ${entryUrl}`);
  }
} finally {
  await browser.close();
}
