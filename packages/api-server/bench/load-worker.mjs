// The bench's load generator, in its own process: the client neither shares the server's event loop nor counts in
// the server process's CPU time (works.bench.ts reports that per request).
const { base, queries, requests, concurrency, warmup } = await new Promise((resolve) => process.once('message', resolve));

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
process.send({ latencies, seconds: (performance.now() - started) / 1000 }, () => process.exit(0));
