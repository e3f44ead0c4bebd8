#!/usr/bin/env node
/**
 * `pnpm perf`: Lighthouse (mobile preset, the default) on the production build, several runs per page, and the
 * median of each figure: performance and accessibility scores, LCP, TBT, CLS and the bytes transferred. Figures to
 * track, never a test. Uses the running site at http://localhost:3000/ or starts the production site for the run.
 *
 *   pnpm perf [--runs 5] [/ /browse /login ...]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureChromium, log, ROOT, waitForUrl } from './lib.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM_PATH } = require('../packages/build-config/chromium.js');
const { DEFAULT_PORTS } = require('../packages/build-config/ports.js');

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const PAGES = args.length ? args : ['/', '/browse', '/login'];
const SITE = `http://localhost:${DEFAULT_PORTS.shell}`;
const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

async function siteIsUp() {
  try {
    return (await fetch(`${SITE}/registry.json`)).ok;
  } catch {
    return false;
  }
}

function lighthouse(url) {
  const out = path.join(os.tmpdir(), `sift-lh-${process.pid}.json`);
  const result = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance,accessibility,seo',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    seo: report.categories.seo.score * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

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
try {
  const rows = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(lighthouse(`${SITE}${page}`));
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push({ page, performance: m('performance'), accessibility: m('accessibility'), seo: m('seo'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), bytes: m('bytes') });
  }
  console.log(`\nLighthouse, mobile preset, median of ${RUNS} runs (${new Date().toISOString().slice(0, 10)}):`);
  const width = Math.max(10, ...rows.map((r) => r.page.length));
  console.log(`${'page'.padEnd(width)}  perf  a11y   seo    LCP (s)  TBT (ms)    CLS   transferred`);
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(width)} ${String(Math.round(r.performance)).padStart(5)} ${String(Math.round(r.accessibility)).padStart(5)} ${String(Math.round(r.seo)).padStart(5)}` +
        `   ${(r.lcp / 1000).toFixed(2).padStart(6)}   ${String(Math.round(r.tbt)).padStart(7)}  ${r.cls.toFixed(3).padStart(5)}   ${(r.bytes / 1024).toFixed(0).padStart(6)} KB`,
    );
  }
} finally {
  if (site) process.kill(-site.pid, 'SIGTERM');
}
