#!/usr/bin/env node
/**
 * Prints what a first visit costs: the gzipped JS the browser downloads on first load of / and /browse (before the
 * page is interactive, and in all until the network is idle), and each remote's entry (remoteEntry) size. A figure to
 * track, not a test. Needs the site running (npm start).
 *   pnpm bundle-size [siteUrl]
 *
 * "Interactive" is when the app shows the page: a remote's root is in the app, and a pre-rendered page (docs/
 * decisions/0023) has been taken over. Scripts fetched after that (a page's data refresh, a dialog) count only in the
 * total.
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
  let interactiveAt = Infinity;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const at = Date.now();
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length, at });
    } catch {
      // a response without a body (redirect) carries no script
    }
  });
  await page.goto(`${site}${pathname}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => !document.getElementById('sift-document') && document.querySelector('#root [data-remote] main'), null, {
    timeout: 60_000,
  });
  interactiveAt = Date.now();
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts.map((s) => ({ ...s, beforeInteractive: s.at <= interactiveAt }));
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const pathname of ['/', '/browse']) {
    const scripts = await firstLoad(browser, pathname);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const before = scripts.filter((s) => s.beforeInteractive);
    const beforeTotal = before.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`\nFirst load of ${pathname}: ${kb(beforeTotal)} gzipped before the page is interactive (${before.length} scripts), ${kb(total)} in all (${scripts.length} scripts)`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(s.gzip).padStart(9)}  ${s.beforeInteractive ? '       ' : '(after)'}  ${s.url.replace(/^https?:\/\//, '')}`);
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
