// The bench's load generator, in its own process: the client neither shares the server's event loop nor counts in
// the server process's CPU time (api.bench.ts reports that per request). It speaks plain HTTP/1.1 over kept-alive
// connections, one per concurrent client, as a browser or a proxy would: Node's fetch and a JSON parse of every
// answer cost more CPU than the server's cached answer and, on two cores, would measure the client instead.
// Each request carries the given headers (a member's token and X-Sift-Profile-Id, or none for a visitor).
import http from 'node:http';

const { base, paths, headers, requests, concurrency, warmup } = await new Promise((resolve) => process.once('message', resolve));
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const url = (i) => `${base}/${paths[i % paths.length]}`;

function get(i, check = false) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url(i), { agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode} for ${url(i)}: ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`));
          // The warm-up reads every answer as the site would; the measured requests only need it whole.
          if (check) JSON.parse(Buffer.concat(chunks).toString('utf8'));
          resolve(performance.now() - started);
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

for (let i = 0; i < Math.min(warmup, requests); i++) await get(i, true);
const latencies = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests) latencies.push(await get(next++));
  }),
);
process.send({ latencies, seconds: (performance.now() - started) / 1000 }, () => process.exit(0));
