// The bench's load generator, in its own thread so the client and the server do not share one event loop.
import { parentPort, workerData } from 'node:worker_threads';

const { base, queries, requests, concurrency, warmup } = workerData;

async function get(i) {
  const started = performance.now();
  const res = await fetch(`${base}/content/v2/works/${queries[i % queries.length]}`);
  const body = await res.json();
  if (res.status !== 200 || typeof body.count !== 'number') throw new Error(`status ${res.status}`);
  return performance.now() - started;
}

for (let i = 0; i < Math.min(warmup, requests); i++) await get(i);
const latencies = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests) latencies.push(await get(next++));
  }),
);
parentPort.postMessage({ latencies, seconds: (performance.now() - started) / 1000 });
