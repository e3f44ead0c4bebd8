#!/usr/bin/env node
/**
 * Prints what a first visit costs: the gzipped JS the browser downloads on first load of / and /browse (before the
 * page is interactive, and in all until the network is idle), and each remote's entry (remoteEntry) size. A figure to
 * track, not a test. Needs the site running (npm start).
 *   pnpm bundle-size [siteUrl]
 *
 * "Interactive" is when the visitor can use the page: the app shows it (a remote's root is in the app), or, for a
 * pre-rendered page (docs/decisions/0023), the page is there with its links working and the app armed to start on
 * the visitor's first touch (0060). For such a page the script also prints what that first touch then loads, up to
 * the app's take-over. Scripts fetched later (a page's data refresh, a dialog) count only in the total.
 */
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../packages/build-config/chromium.js');
const site = process.argv[2] ?? 'http://localhost:3000';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function firstLoad(browser, pathname) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  let phase = 'before';
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const at = phase;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length, phase: at });
    } catch {
      // a response without a body (redirect) carries no script
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
  await context.close();
  return { prerendered, scripts };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const pathname of ['/', '/browse']) {
    const { prerendered, scripts } = await firstLoad(browser, pathname);
    const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
    const before = scripts.filter((s) => s.phase === 'before');
    const touch = scripts.filter((s) => s.phase === 'touch');
    console.log(
      `\nFirst load of ${pathname}: ${kb(sum(before))} gzipped before the page is interactive (${before.length} scripts), ` +
        `${kb(sum(scripts))} in all (${scripts.length} scripts)`,
    );
    if (prerendered) console.log(`  pre-rendered: the visitor's first touch then loads ${kb(sum(touch))} (${touch.length} scripts) up to the app's take-over`);
    const label = { before: '       ', touch: '(touch)', after: '(after)' };
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(s.gzip).padStart(9)}  ${label[s.phase]}  ${s.url.replace(/^https?:\/\//, '')}`);
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
