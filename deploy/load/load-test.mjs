#!/usr/bin/env node
/**
 * The load and fault test through the edge (docs/production.md): starts the production topology (its own folder,
 * .data/production-load, fresh each run), makes one member per connection through the API, then runs autocannon
 * against nginx for --duration seconds at --connections with mixed member traffic: browse rows, the works list, a
 * title, watchlist add and remove, progress reports. With --faults (the default) one API process is killed with
 * SIGKILL a third of the way in and another is restarted with SIGTERM (a drain) at two thirds.
 *
 * A client retries a request once when it fails (a 5xx or a dropped connection); the run counts a request failed only
 * when its retry fails too. Afterwards every acknowledged write is looked for in the database: each progress report
 * answered 201 is a row of stream_watcheds, each watchlist add answered 2xx and not removed since is a row of
 * watchlist_items, each acknowledged remove is gone. It prints req/s, latency percentiles (p95) and the counts, and
 * exits 1 when a request failed or an acknowledged write is missing.
 *
 * Bounded: loopback addresses only, --duration seconds (60), --connections (32). Not part of `npm test`.
 *
 *   node deploy/load/load-test.mjs [--api-processes 3] [--duration 60] [--connections 32] [--no-faults] [--json out.json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, startTopology, waitForOk } from '../topology.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = require('pg');

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const apiProcesses = Number(option('--api-processes', 3));
const duration = Math.min(600, Number(option('--duration', 60)));
const connections = Math.min(256, Number(option('--connections', 32)));
const faults = !argv.includes('--no-faults');
const jsonOut = option('--json', null);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) => console.log(`[load] ${line}`);

const dir = path.join(ROOT, '.data', 'production-load');
fs.rmSync(dir, { recursive: true, force: true });
say(`starting the topology: ${apiProcesses} API process(es), the worker, PostgreSQL, nginx`);
const topology = await startTopology({
  dir,
  apiProcesses,
  documents: false,
  // Every member of this test calls from 127.0.0.1: the per-address limits (the edge's and each process's) would
  // measure themselves, and no mail is needed to sign them up.
  apiRatePerSecond: null,
  env: { SIFT_RATE_LIMIT_PER_MINUTE: '10000000', SIFT_SIGNUP_CONFIRMATION: 'off', LOG_LEVEL: process.env.LOG_LEVEL || 'info' },
  log: say,
});
// Whatever happens from here, the topology's processes are stopped.
const fail = async (error) => {
  console.error(error);
  await topology.stop();
  process.exit(1);
};
process.on('uncaughtException', (error) => void fail(error));
process.on('unhandledRejection', (error) => void fail(error));
process.on('SIGINT', () => void fail(new Error('interrupted')));
const api = topology.origins.api;
const edgeUrl = `http://127.0.0.1:${topology.ports.edge}`;
const apiPath = new URL(api).pathname; // /api/

async function call(method, p, { token, profileId, body } = {}) {
  const response = await fetch(`${api}${p}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Token ${token}` }),
      ...(profileId && { 'x-sift-profile-id': String(profileId) }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${p}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** A subscribed member with a stream of a demo title (the product's own catalogue needs no linked service). */
async function member(i, playable) {
  const email = `load-${Date.now().toString(36)}-${i}@test.example`;
  const { token } = await call('POST', 'users/', { body: { email, password: 'watch-together-1' } });
  const profileId = (await call('GET', 'profiles/', { token })).results[0].id;
  const card = await call('POST', 'payments/sandbox/payment-methods/', { body: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' } });
  await call('POST', 'stripe/customer/', { token, body: { token: card.id, name: 'Load Test', address_zip: '84101', address_country: 'US' } });
  await call('POST', 'subscriptions/', { token, body: { subscription_plan_id: 2 } });
  const stream = await call('POST', 'streams/', { token, profileId, body: { offer_id: playable.offerId } });
  return { token, profileId, streamId: stream.id, workId: playable.workId };
}

say(`making ${connections} members`);
const demo = await call('GET', 'content/v2/works/harbor-lights/');
const playable = { workId: demo.id, offerId: demo.offerings[0].offer_id };
const catalogue = (await call('GET', 'content/v2/works/?limit=100&ordering=-popularity')).results;
const slugs = catalogue.map((w) => w.slug);
const workIds = catalogue.map((w) => w.id);
const members = [];
for (let i = 0; i < connections; i += 1) members.push(await member(i, playable));

/**
 * Each connection is one member, going through a fixed mix: of every 10 requests, 2 browse rows, 3 works-list pages,
 * 2 titles, 1 watchlist add, 1 watchlist remove, 1 progress report.
 */
const MIX = ['rows', 'list', 'title', 'add', 'list', 'progress', 'rows', 'title', 'remove', 'list'];
const state = members.map((m, i) => ({
  ...m,
  step: 0,
  location: 0,
  listed: [],
  next: i * 7,
  pending: null,
  retrying: false,
  acknowledged: { reports: [], added: new Set(), removed: new Set() },
}));
const counts = { requests: 0, retried: 0, failed: 0, failures: [] };

function build(s) {
  if (s.retrying && s.pending) return s.pending;
  const kind = MIX[s.step++ % MIX.length];
  const auth = { authorization: `Token ${s.token}`, 'x-sift-profile-id': String(s.profileId), 'content-type': 'application/json' };
  let request;
  if (kind === 'rows') request = { method: 'GET', path: `${apiPath}categories-v2/?limit=6&offset=${(s.next++ % 3) * 6}`, headers: auth };
  else if (kind === 'list') request = { method: 'GET', path: `${apiPath}content/v2/works/?limit=24&offset=${(s.next++ % 8) * 24}&ordering=-popularity`, headers: auth };
  else if (kind === 'title') request = { method: 'GET', path: `${apiPath}content/v2/works/${slugs[s.next++ % slugs.length]}/`, headers: auth };
  else if (kind === 'add') {
    const workId = workIds[s.next++ % workIds.length];
    request = { method: 'POST', path: `${apiPath}watchlist-items/`, headers: auth, body: JSON.stringify({ work_id: workId }), write: { kind, workId } };
  } else if (kind === 'remove') {
    const workId = s.listed[0];
    if (workId === undefined) return build(s);
    request = { method: 'DELETE', path: `${apiPath}watchlist-items/${workId}/`, headers: auth, write: { kind, workId } };
  } else {
    // A quarter second further each time: every report has a position of its own, well inside the title (the API
    // keeps positions within its runtime), so each can be found in the database.
    s.location += 0.25;
    const report = { stream_id: s.streamId, work_id: s.workId, time: 5, location: s.location, app: 'load-test', event: 'progress' };
    request = { method: 'POST', path: `${apiPath}stream-watcheds/`, headers: auth, body: JSON.stringify(report), write: { kind, location: s.location } };
  }
  s.pending = request;
  return request;
}

function settle(s, status) {
  const request = s.pending;
  counts.requests += 1;
  const failed = status === 0 || status >= 500;
  if (failed && !s.retrying) {
    // One retry, the next request of this connection.
    s.retrying = true;
    counts.retried += 1;
    return;
  }
  s.retrying = false;
  if (failed) {
    counts.failed += 1;
    if (counts.failures.length < 20) counts.failures.push(`${request.method} ${request.path}: ${status}`);
    return;
  }
  const write = request?.write;
  // A remove that finds nothing to remove (404: its first attempt did it before the answer was lost) leaves the
  // list as asked: acknowledged like a 204.
  const done = status < 300 || (write?.kind === 'remove' && status === 404);
  if (!write || !done) return;
  if (write.kind === 'add') {
    s.acknowledged.added.add(write.workId);
    s.acknowledged.removed.delete(write.workId);
    if (!s.listed.includes(write.workId)) s.listed.push(write.workId);
  } else if (write.kind === 'remove') {
    s.acknowledged.removed.add(write.workId);
    s.acknowledged.added.delete(write.workId);
    s.listed = s.listed.filter((id) => id !== write.workId);
  } else s.acknowledged.reports.push(write.location);
}

/** Each request's time, sent to answered (autocannon's own table has no p95). */
const latencies = [];
let nextMember = 0;

say(`${duration} s of member traffic through ${edgeUrl} at concurrency ${connections}${faults ? ', with a SIGKILL and a SIGTERM restart' : ''}`);
const run = autocannon({
  url: edgeUrl,
  connections,
  duration,
  timeout: 20,
  /**
   * Each connection is one member: its requests are built from the member's sequence (a closure, not autocannon's
   * context, which it resets whenever it loops over `requests`), and each answer settles the request built last.
   */
  setupClient(client) {
    const s = state[nextMember++ % state.length];
    client.setRequests([
      {
        setupRequest(request) {
          // The previous request never got an answer (its connection dropped): it failed.
          if (s.awaiting) settle(s, 0);
          s.awaiting = true;
          const { write: _write, ...next } = build(s);
          return { ...request, ...next };
        },
      },
    ]);
    // Called before the connection opens: the request setRequests built is the first one sent.
    client.on('response', (status, _bytes, durationMs) => {
      s.awaiting = false;
      latencies.push(durationMs);
      settle(s, status);
    });
  },
});
autocannon.track(run, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });

const events = [];
const faultPlan = faults
  ? (async () => {
      await sleep((duration * 1000) / 3);
      const killed = topology.api[0];
      events.push(`${((duration * 1000) / 3 / 1000).toFixed(0)} s: SIGKILL to API process 1 (pid ${killed.pid})`);
      killed.signal('SIGKILL');
      await sleep((duration * 1000) / 3);
      const drained = topology.api[1];
      events.push(`${((2 * duration * 1000) / 3 / 1000).toFixed(0)} s: SIGTERM to API process 2 (pid ${drained.pid}), restarted by the supervisor`);
      drained.signal('SIGTERM');
    })()
  : Promise.resolve();

const result = await run;
await faultPlan;
say('traffic done; counting the acknowledged writes in the database');
for (const api of topology.api) await waitForOk(`http://127.0.0.1:${api.port}/readyz`, 120_000).catch(() => undefined);

const db = new pg.Client({ connectionString: topology.databaseUrl });
await db.connect();
let missing = 0;
// A write still under way when the traffic stopped may or may not have happened: its work is not checked.
for (const s of state) {
  const open = s.awaiting ? s.pending?.write : null;
  if (open && open.kind !== 'progress') {
    s.acknowledged.added.delete(open.workId);
    s.acknowledged.removed.delete(open.workId);
  }
}
const missingExamples = [];
let reportsChecked = 0;
let watchlistChecked = 0;
for (const s of state) {
  const reports = new Set((await db.query('select location from stream_watcheds where stream_id = $1', [s.streamId])).rows.map((r) => Number(r.location)));
  for (const location of s.acknowledged.reports) {
    reportsChecked += 1;
    if (!reports.has(location)) {
      missing += 1;
      if (missingExamples.length < 10) missingExamples.push(`progress report ${s.streamId}@${location}`);
    }
  }
  const listed = new Set((await db.query('select work_id from watchlist_items where profile_id = $1', [s.profileId])).rows.map((r) => r.work_id));
  for (const workId of s.acknowledged.added) {
    watchlistChecked += 1;
    if (!listed.has(workId)) {
      missing += 1;
      if (missingExamples.length < 10) missingExamples.push(`watchlist add ${s.profileId}/${workId}`);
    }
  }
  for (const workId of s.acknowledged.removed) {
    watchlistChecked += 1;
    if (listed.has(workId)) {
      missing += 1;
      if (missingExamples.length < 10) missingExamples.push(`watchlist remove ${s.profileId}/${workId} still there`);
    }
  }
}
await db.end();
const restarts = topology.api.map((a) => a.restarts);
await topology.stop();

const summary = {
  apiProcesses,
  duration,
  connections,
  faults: events,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p97_5: result.latency.p97_5, p99: result.latency.p99, max: result.latency.max },
  requests: counts.requests,
  retried: counts.retried,
  failedAfterRetry: counts.failed,
  failures: counts.failures,
  non2xx: result.non2xx,
  acknowledgedWrites: { progressReports: reportsChecked, watchlist: watchlistChecked, missing, missingExamples },
  restarts,
};
latencies.sort((a, b) => a - b);
const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
summary.latencyMs.p95 = Number(percentile(95).toFixed(1));
summary.latencyMs.p50 = Number(percentile(50).toFixed(1));
summary.latencyMs.p99 = Number(percentile(99).toFixed(1));

console.log('');
console.log(`API processes ${apiProcesses}, ${connections} connections, ${duration} s${faults ? ' with faults' : ''}`);
for (const event of events) console.log(`  ${event}`);
console.log(`  ${summary.requestsPerSecond} req/s; latency p50 ${summary.latencyMs.p50} ms, p95 ${summary.latencyMs.p95} ms, p99 ${summary.latencyMs.p99} ms, max ${summary.latencyMs.max} ms`);
console.log(`  ${counts.requests} answers, ${counts.retried} retried once, ${counts.failed} failed after the retry`);
console.log(`  acknowledged writes checked: ${reportsChecked} progress reports, ${watchlistChecked} watchlist changes; missing: ${missing}`);
if (counts.failures.length) console.log(`  failures: ${counts.failures.join('; ')}`);
if (missingExamples.length) console.log(`  missing: ${missingExamples.join('; ')}`);
if (jsonOut) fs.writeFileSync(jsonOut, `${JSON.stringify(summary, null, 2)}\n`);
process.exit(counts.failed || missing ? 1 : 0);
