#!/usr/bin/env node
/**
 * The topology's figures: req/s and p95 through the edge with 1, 2 and 3 API processes (the load test's member mix,
 * no faults), one fresh topology each, printed as the README's table. Take them on an idle machine: every process
 * (nginx, PostgreSQL, the API processes, the worker and the load generator itself) shares its cores.
 *
 *   node deploy/load/figures.mjs [--duration 60] [--connections 32] [--processes 1,2,3]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const duration = option('--duration', '60');
const connections = option('--connections', '32');
const counts = option('--processes', '1,2,3').split(',').map(Number);
const loadTest = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-test.mjs');

const rows = [];
for (const count of counts) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sift-figures-')), 'result.json');
  console.log(`[figures] ${count} API process(es), ${duration} s at concurrency ${connections}`);
  const run = spawnSync(process.execPath, [loadTest, '--api-processes', String(count), '--duration', duration, '--connections', connections, '--no-faults', '--json', out], {
    stdio: 'inherit',
  });
  if (!fs.existsSync(out)) {
    console.error(`[figures] the run with ${count} process(es) failed (${run.status})`);
    process.exit(1);
  }
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  rows.push({ count, ...result });
}

const load = os.loadavg().map((n) => n.toFixed(1)).join(' / ');
console.log('');
console.log(`| API processes | req/s | p50 | p95 | p99 | failed | (${connections} connections, ${duration} s, ${os.cpus().length} cores, load ${load} after) |`);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.count} | ${row.requestsPerSecond} | ${row.latencyMs.p50} ms | ${row.latencyMs.p95} ms | ${row.latencyMs.p99} ms | ${row.failedAfterRetry} | |`);
}
