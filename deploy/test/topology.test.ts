/**
 * The production topology, started for real (deploy/topology.mjs): Debian's PostgreSQL and nginx, the migrate step,
 * maildev, the worker, two API processes, the shell's documents server and every remote's build published as its
 * release. Checked through the edge and on each process: the request id from the edge to the API's log lines, its
 * trace (an OTLP receiver here) and mail; the edge's cache headers; the catalogue coherent across processes; a
 * member's page rendered per request by its release's renderer; a process drained by SIGTERM (1001 to its sockets,
 * exit 0) and one killed by SIGKILL while clients keep calling. Bounded: a few seconds of traffic on loopback.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { WebSocket } from 'ws';

const ROOT = path.resolve(__dirname, '..', '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Supervised {
  pid: number;
  port: number;
  metricsPort: number;
  restarts: number;
  exits: { code: number | null; signal: string | null }[];
  signal(signal: string): void;
}
interface Topology {
  origins: { site: string; api: string; remote(name: string): string; remoteHost(name: string): string };
  ports: Record<string, number>;
  api: Supervised[];
  databaseUrl: string;
  releasesDir: string;
  logDir: string;
  accessLog: string;
  stop(): Promise<void>;
}

let topology: Topology;
const spans: { traceId: string; name: string; attributes: Record<string, unknown> }[] = [];
let receiver: http.Server;
const dir = path.join(ROOT, '.data', `test-production-${process.pid}`);

/** An OTLP/HTTP (JSON) receiver: what a collector would get. */
function startReceiver(): Promise<number> {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const resource of body.resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              const attributes = Object.fromEntries(
                (span.attributes ?? []).map((a: { key: string; value: Record<string, unknown> }) => [a.key, Object.values(a.value)[0]]),
              );
              spans.push({ traceId: span.traceId, name: span.name, attributes });
            }
          }
        }
      } catch {
        // not JSON: not ours
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve((receiver.address() as { port: number }).port)));
}

beforeAll(async () => {
  const receiverPort = await startReceiver();
  const { publishBuilds, startTopology } = await import('../topology.mjs');
  topology = (await startTopology({
    dir,
    apiProcesses: 2,
    demoCatalogue: true,
    // The catalogue's reads go to a streaming replica (DATABASE_READ_URL), as in a cloud.
    readReplica: true,
    apiRatePerSecond: null,
    log: () => undefined,
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      SIFT_RATE_LIMIT_PER_MINUTE: '100000',
    },
  })) as unknown as Topology;
  // Every remote's build as its live release, renderers included (what `npm run start:production` does).
  await publishBuilds(topology, { quiet: true });
}, 300_000);

afterAll(async () => {
  await topology?.stop();
  receiver?.close();
  fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

const api = (p: string) => `${topology.origins.api}${p}`;
const direct = (i: number, p: string) => `http://127.0.0.1:${topology.api[i].port}/${p}`;

/** A GET through the edge for one of its hosts (the site's, a remote's origin), as a browser sends it. */
function throughEdge(host: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port: topology.ports.edge, path: pathAndQuery, headers: { host, ...headers } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk) => chunks.push(chunk));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject),
  );
}

/** A page of the site, with these cookies. */
const sitePage = (pathAndQuery: string, cookie?: string) => throughEdge(new URL(topology.origins.site).host, pathAndQuery, cookie ? { cookie } : {});

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** The mails maildev caught for `to` (its REST API). */
async function mailsTo(to: string): Promise<{ subject: string; text: string; headers: Record<string, string> }[]> {
  const response = await fetch(`http://127.0.0.1:${topology.ports.mailUi}/api/email?to.address=${encodeURIComponent(to)}`);
  const all = (await response.json()) as { to: { address: string }[]; subject: string; text: string; headers: Record<string, string> }[];
  return all.filter((mail) => mail.to.some((t) => t.address === to));
}

/** A member signed up through the edge, the code read from the mail catcher. */
async function signUp(email: string): Promise<{ token: string; id: number; requestId: string }> {
  const password = 'watch-together-1';
  const first = await fetch(api('users/'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(first.status).toBe(202);
  const requestId = first.headers.get('x-request-id')!;
  const mail = await until('the confirmation mail', async () => (await mailsTo(email))[0]);
  const code = /\b([A-Z0-9]{6})\b/.exec(mail.text)![1];
  const done = await fetch(api('users/'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirmation_code: code }),
  });
  expect(done.status).toBe(201);
  return { ...((await done.json()) as { token: string; id: number }), requestId };
}

async function sql(text: string, values: unknown[] = []) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: topology.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

it('one port: the API, its readiness and each remote origin with the cache headers of decision 0021', async () => {
  const ready = await fetch(api('readyz'));
  expect(ready.status).toBe(200);
  expect(((await ready.json()) as { checks: { name: string; ok: boolean }[] }).checks.map((c) => c.name)).toEqual([
    'database',
    'read-database',
    'migrations',
    'worker',
  ]);
  // Tracing wraps every handler; the OpenAPI document still names each operation by its handler.
  const document = (await (await fetch(api('openapi.json'))).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
  const operationIds = Object.values(document.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
  expect(operationIds).toContain('updateWorkAvailability');
  expect(operationIds.filter((id) => !id || /Wrapped|anonymous/.test(id))).toEqual([]);
  // A release file on the marketing origin: hashed names immutable, the manifest revalidated, .gz sent as is.
  const version = path.join(topology.releasesDir, 'marketing', 'test-version');
  fs.mkdirSync(version, { recursive: true });
  fs.writeFileSync(path.join(version, 'main.0123abcd.js'), 'console.log("plain")');
  fs.writeFileSync(path.join(version, 'main.0123abcd.js.gz'), require('node:zlib').gzipSync('console.log("zipped")'));
  fs.writeFileSync(path.join(version, 'mf-manifest.json'), '{}');
  const get = (file: string) => throughEdge(topology.origins.remoteHost('marketing'), `/test-version/${file}`, { 'accept-encoding': 'gzip' });
  const hashed = await get('main.0123abcd.js');
  expect(hashed.status).toBe(200);
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers['content-encoding']).toBe('gzip');
  expect(hashed.headers['access-control-allow-origin']).toBe('*');
  const manifest = await get('mf-manifest.json');
  expect(manifest.headers['cache-control']).toBe('no-cache');
});

it("the edge's request id is in the answer, the API's log lines, the trace down to PostgreSQL, and the mail", async () => {
  const response = await fetch(api('content/v2/works/?limit=3&ordering=-year'));
  expect(response.status).toBe(200);
  const id = response.headers.get('x-request-id')!;
  expect(id).toMatch(/^[0-9a-f]{32}$/);

  // The edge's access log names it (buffered: flushed every second).
  await until('the access log line', async () => fs.readFileSync(topology.accessLog, 'utf8').includes(`"request_id":"${id}"`));
  // One API process logged the request under it.
  const lines = await until('the API log lines', async () => {
    const all = topology.api.flatMap((_, i) => fs.readFileSync(path.join(topology.logDir, `api-${i + 1}.log`), 'utf8').split('\n'));
    const mine = all.filter((line) => line.includes(`"reqId":"${id}"`)).map((line) => JSON.parse(line));
    return mine.length >= 2 ? mine : null;
  });
  expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  expect(lines.every((l) => /^[0-9a-f]{32}$/.test(l.trace_id))).toBe(true);
  // The trace: the server span carries the id; the same trace holds the PostgreSQL queries.
  const server = await until('the traced request', async () => spans.find((s) => s.attributes['sift.request_id'] === id));
  expect(server.traceId).toBe(lines[0].trace_id);
  const queries = await until('the traced queries', async () => {
    const found = spans.filter((s) => s.traceId === server.traceId && (s.attributes['db.system'] ?? s.attributes['db.system.name']) === 'postgresql');
    return found.length ? found : null;
  }).catch((error) => {
    throw new Error(`${error.message}; spans of the trace: ${JSON.stringify(spans.filter((s) => s.traceId === server.traceId))}`);
  });
  expect(queries.length).toBeGreaterThan(0);

  // Mail sent for a request carries its id.
  const email = `trace-${Date.now()}@test.example`;
  const member = await signUp(email);
  const [mail] = await mailsTo(email);
  expect(mail.headers['x-request-id']).toBe(member.requestId);
});

it('the catalogue is read from the streaming replica', async () => {
  const { Client } = await import('pg');
  const replica = new Client({ connectionString: (topology as unknown as { readDatabaseUrl: string }).readDatabaseUrl });
  await replica.connect();
  try {
    expect((await replica.query('select pg_is_in_recovery() as standby')).rows[0].standby).toBe(true);
    // A page no process has kept yet: its rows are read on the replica, by the API processes' connections there.
    expect((await fetch(api(`content/v2/works/?limit=5&offset=${500 + (Date.now() % 100)}&ordering=title`))).status).toBe(200);
    const queries = (await replica.query("select query from pg_stat_activity where datname = 'sift' and pid <> pg_backend_pid()")).rows.map(
      (r: { query: string }) => r.query,
    );
    expect(queries.some((q: string) => /from "works"/.test(q))).toBe(true);
  } finally {
    await replica.end();
  }
});

it('a catalogue change made through one API process is seen through the other within the documented bound', async () => {
  const staff = await signUp(`staff-${Date.now()}@test.example`);
  await sql('update users set is_staff = true where id = $1', [staff.id]);
  const page = async (i: number) => {
    const r = await fetch(direct(i, 'content/v2/works/?ordering=-popularity&limit=12'));
    return ((await r.json()) as { results: { id: number; slug: string }[] }).results;
  };
  const [work] = await page(1);
  await page(1); // kept by process 2 now
  const changed = await fetch(direct(0, `staff/works/${work.id}/`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Token ${staff.token}` },
    body: JSON.stringify({ is_enabled: false }),
  });
  expect(changed.status).toBe(200);
  // VERSION_TTL_MS (1 s, decision 0091): a request that starts later sees the change.
  await sleep(1_100);
  expect((await page(1)).map((w) => w.slug)).not.toContain(work.slug);
  expect((await fetch(direct(1, `content/v2/works/${work.slug}/`))).status).toBe(404);
  await fetch(direct(1, `staff/works/${work.id}/`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Token ${staff.token}` },
    body: JSON.stringify({ is_enabled: true }),
  });
  await sleep(1_100);
  expect((await page(0)).map((w) => w.slug)).toContain(work.slug);
});

it('SIGTERM drains a process (its sockets closed with 1001, exit 0) and SIGKILL loses no request a client retries once', async () => {
  const member = await signUp(`load-${Date.now()}@test.example`);
  const profiles = (await (await fetch(api('profiles/'), { headers: { authorization: `Token ${member.token}` } })).json()) as { results: { id: number }[] };
  const headers = { authorization: `Token ${member.token}`, 'x-sift-profile-id': String(profiles.results[0].id), 'content-type': 'application/json' };
  const works = ((await (await fetch(api('content/v2/works/?limit=40'))).json()) as { results: { id: number }[] }).results;

  // Four clients for a few seconds, each request retried once on a 5xx or a network error.
  let stop = false;
  const outcomes = { ok: 0, retried: 0, failed: [] as string[], added: new Set<number>() };
  const once = async (url: string, init?: RequestInit) => {
    const r = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    if (r.status >= 500) throw new Error(`${r.status}`);
    await r.arrayBuffer();
    return r;
  };
  const attempt = async (label: string, url: string, init?: RequestInit) => {
    try {
      return await once(url, init);
    } catch {
      outcomes.retried += 1;
      try {
        return await once(url, init);
      } catch (error) {
        outcomes.failed.push(`${label}: ${(error as Error).message}`);
        return null;
      }
    }
  };
  const client = async (n: number) => {
    for (let i = 0; !stop; i += 1) {
      const work = works[(n * 10 + i) % works.length];
      await attempt('list', api(`content/v2/works/?limit=12&offset=${(i % 5) * 12}`));
      const added = await attempt('add', api('watchlist-items/'), { method: 'POST', headers, body: JSON.stringify({ work_id: work.id }) });
      if (added && added.status < 300) outcomes.added.add(work.id);
      outcomes.ok += 1;
    }
  };

  // A theater socket on process 2 (through the edge it could land on either).
  const socket = new WebSocket(`ws://127.0.0.1:${topology.api[1].port}/ws/events/`, { origin: topology.origins.site });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const closeCodes: number[] = [];
  socket.on('close', (code: number) => closeCodes.push(code));

  const clients = [0, 1, 2, 3].map(client);
  await sleep(1_000);
  const [first, second] = topology.api;
  const secondExits = second.exits.length;
  second.signal('SIGTERM');
  await until('process 2 drained', async () => second.exits.length > secondExits, 15_000);
  expect(second.exits[second.exits.length - 1]).toEqual({ code: 0, signal: null });
  // With two processes the other must be back before this one is killed (the load test runs three).
  await until('process 2 back', async () => (await fetch(direct(1, 'readyz')).catch(() => null))?.status === 200, 60_000);
  // ...and the edge must have taken it back: a process that refused a request is left out for fail_timeout (2 s,
  // counted by nginx in whole seconds, so up to 3 s) and then tried again with one request. Until an answer of the new
  // process has gone through the edge, killing the other leaves the edge no process to try (502 'no live upstreams').
  const logFrom = fs.statSync(topology.accessLog).size;
  await until('the edge sends to process 2 again', async () => {
    const lines = fs.readFileSync(topology.accessLog, 'utf8').slice(logFrom).split('\n');
    return lines.some((line) => line.includes(`"upstream":"127.0.0.1:${second.port}"`) && /"upstream_status":"2\d\d"/.test(line));
  });
  const firstExits = first.exits.length;
  first.signal('SIGKILL');
  await until('process 1 killed', async () => first.exits.length > firstExits);
  await sleep(2_000);
  stop = true;
  await Promise.all(clients);
  socket.close();

  if (outcomes.failed.length > 0) {
    // What the edge saw: the lines of the failed answers and its error log (kept in the test's output).
    const tail = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(0, 60).join('\n') : '(none)');
    const errorLog = path.join(path.dirname(topology.accessLog), 'error.log');
    const failedLines = fs.existsSync(topology.accessLog) ? fs.readFileSync(topology.accessLog, 'utf8').split('\n').filter((l) => /"status":5/.test(l)).slice(0, 20) : [];
    console.error(`The edge's error log:\n${tail(errorLog)}\nIts first 5xx answers:\n${failedLines.join('\n')}`);
  }
  expect(outcomes.failed).toEqual([]);
  expect(outcomes.ok).toBeGreaterThan(10);
  // Closed by the drain with 1001 (going away), which the player reconnects from.
  expect(closeCodes).toEqual([1001]);
  // Every add the API acknowledged is in the database.
  const rows = await sql('select work_id from watchlist_items where profile_id = $1', [profiles.results[0].id]);
  const stored = new Set(rows.map((r: { work_id: number }) => r.work_id));
  expect([...outcomes.added].filter((id) => !stored.has(id))).toEqual([]);
  await until('process 1 back', async () => (await fetch(direct(0, 'readyz')).catch(() => null))?.status === 200, 60_000);
}, 180_000);

it("a member's /discover comes through the edge rendered for the member's profile by the release's renderer; a query or a visitor gets none", async () => {
  const { token } = await signUp(`rendered-${process.pid}@sift.example`);
  const auth = { authorization: `Token ${token}` };
  const profileId = ((await (await fetch(api('profiles/'), { headers: auth })).json()) as { results: { id: number }[] }).results[0].id;
  const cookie = `sift_token=${token}; sift_profile_id=${profileId}`;
  const posters = (body: string) => body.match(/class="ui-virtual-grid__item"/g)?.length ?? 0;
  // The renderer loads with a member's first request; until it has, members get the page's frame (decision 0159).
  const first = await until('/discover rendered for the member', async () => {
    const page = await sitePage('/discover', cookie);
    return posters(page.body) > 0 && page;
  });
  expect(first.status).toBe(200);
  expect(first.headers['cache-control']).toBe('private, no-store');
  expect(posters(first.body)).toBe(24);
  // The profile hides the first work: the next document is rendered without it.
  const works = (await (await fetch(api('content/v2/works/?limit=100&offset=0&view=poster'))).json()) as { results: { id: number; slug: string }[] };
  const { id, slug } = works.results[0];
  const link = new RegExp(`href="/(movie|show)/${slug}[?"]`);
  expect(first.body).toMatch(link);
  const hidden = await fetch(api(`hidden-works/${id}/`), { method: 'PUT', headers: { ...auth, 'x-sift-profile-id': String(profileId) } });
  expect(hidden.ok).toBe(true);
  const next = await sitePage('/discover', cookie);
  expect(posters(next.body)).toBe(24);
  expect(next.body).not.toMatch(link);
  // Filters in the address are not rendered; nor is anything for a visitor.
  expect(posters((await sitePage('/discover?type=movie', cookie)).body)).toBe(0);
  expect(posters((await sitePage('/discover')).body)).toBe(0);
});

it('each process serves Prometheus metrics on its own port: requests per route, pools, the worker', async () => {
  expect((await fetch(direct(1, 'content/v2/works/?limit=2'))).status).toBe(200);
  const text = await (await fetch(`http://127.0.0.1:${topology.api[1].metricsPort}/metrics`)).text();
  expect(text).toMatch(/sift_http_requests_total\{method="GET",route="\/content\/v2\/works\/",status="200"\} \d+/);
  expect(text).toMatch(/sift_db_pool_connections\{pool="primary",state="idle"\} \d+/);
  expect(text).toMatch(/sift_worker_heartbeat_age_seconds \d/);
  // Never through the edge.
  expect((await fetch(api('metrics'))).status).toBe(404);
});
