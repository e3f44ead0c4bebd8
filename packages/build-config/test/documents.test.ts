/**
 * The shell's server and pre-rendered pages (docs/decisions/0023): the document for a path the live registry has a
 * page for carries that page inside the shell's frame; signed-in visitors, other paths and a fragment that cannot be
 * fetched get the plain document; a new registry (a release) changes the page on the next request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { PRERENDERED_DOCUMENT } from '@sift/contracts';
import * as documents from '@sift/build-config/documents';

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Sift</title><link href=/main.1234abcd.css rel=stylesheet>' +
  '<script defer src=/main.1234abcd.js></script></head><body><noscript>Sift needs JavaScript to run.</noscript><div id=root></div></body></html>';
const FRAME =
  '<nav class="navbar"><a href="{{href:landing}}">Sift</a><a href="{{href:login}}">Log In</a></nav>' +
  '<div class="site-content"><div class="remote-slot"><!--sift:document--></div></div><footer>© {{year}} Sift</footer>';

const fragment = (hero: string) =>
  `<title>Filter movies | Sift</title>\n<meta name="description" content="Filters your way.">\n` +
  `<link rel="stylesheet" href="http://origin.test/v1/start.css">\n<script>alert('not in head')</script>\n` +
  `${PRERENDERED_DOCUMENT.bodyMarker}\n<div class="remote-root" data-remote="marketing"><main><h1>${hero}</h1></main></div>`;

const registry = (documentUrl: string) => ({
  api: 'http://api.test/',
  remotes: {
    marketing: {
      version: 'v1',
      manifest: 'http://origin.test/v1/mf-manifest.json',
      routes: [{ name: 'landing', path: '/', access: 'public-only' }],
      redirects: [],
      documents: { '/': documentUrl },
    },
    membership: { version: 'v1', manifest: 'http://x.test/m.json', routes: [{ name: 'login', path: '/login', access: 'public-only' }], redirects: [] },
    discovery: {
      version: 'v1',
      manifest: `${documentUrl.replace(/\/v\d+\/documents\/.*$/, '')}/d1/mf-manifest.json`,
      routes: [
        { name: 'browse', path: '/browse', access: 'public' },
        { name: 'movie', path: '/movie/:slug', access: 'public' },
        { name: 'link', path: '/link/:code?', access: 'private' },
      ],
      redirects: [],
      // A member's /browse as every member first sees it (public data only: decision 0144).
      memberDocuments: { '/browse': `${documentUrl.replace(/\/v\d+\/documents\/.*$/, '')}/d1/documents/member-browse.html` },
    },
  },
});

const MEMBER_FRAME = '<nav class="navbar" data-variant="member"><a href="{{href:browse}}">Sift</a></nav><div class="site-content"></div>';
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.abc.js', path: '' } },
  exposes: [{ name: 'start', path: './start', assets: { js: { sync: ['1.js', 'start.js'], async: ['9.js'] }, css: { sync: ['start.css'], async: [] } } }],
};

describe('the names the server, the remotes and the shell share', () => {
  it('agree with @sift/contracts', () => {
    expect(documents.DOCUMENT).toEqual({
      containerId: PRERENDERED_DOCUMENT.containerId,
      bodyMarker: PRERENDERED_DOCUMENT.bodyMarker,
      frameSlot: PRERENDERED_DOCUMENT.frameSlot,
      registryId: PRERENDERED_DOCUMENT.registryId,
      answersId: PRERENDERED_DOCUMENT.answersId,
      memberKind: PRERENDERED_DOCUMENT.memberKind,
      untilAttribute: PRERENDERED_DOCUMENT.untilAttribute,
      earlyPressesKey: PRERENDERED_DOCUMENT.earlyPressesKey,
    });
  });
});

describe('assembleDocument', () => {
  it("puts the page into the shell's frame before #root, its title and styles into <head>, never its scripts", () => {
    const html: string = documents.assembleDocument({
      template: TEMPLATE,
      frame: FRAME,
      fragment: documents.parseFragment(fragment('Filters your way'))!,
      pathname: '/',
      owner: 'marketing',
      registry: registry('http://origin.test/v1/documents/landing.html'),
      year: 2026,
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Filter movies | Sift</title>');
    expect(head).not.toContain('<title>Sift</title>');
    expect(head).toContain('<meta name="description" content="Filters your way.">');
    expect(head).toContain('<link rel="stylesheet" href="http://origin.test/v1/start.css">');
    expect(html).not.toContain('alert(');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain(
      // First its presses held until the shell's entry runs (decision 0137; start-on-intent.test), then the page, with
      // #root right after it (the template hides #root with `#sift-document + #root`).
      `<script>${documents.HOLD_EARLY_PRESSES}</script>` +
        '<div id="sift-document" data-path="/" data-remote="marketing"><nav class="navbar"><a href="/">Sift</a><a href="/login">Log In</a></nav>' +
        '<div class="site-content"><div class="remote-slot"><div class="remote-root" data-remote="marketing"><main><h1>Filters your way</h1></main></div>' +
        '</div></div><footer>© 2026 Sift</footer></div><div id=root></div>',
    );
  });

  it("requests the shell's scripts only after the first paint", () => {
    const html: string = documents.assembleDocument({
      template: TEMPLATE,
      frame: null,
      fragment: documents.parseFragment(fragment('Filters your way'))!,
      pathname: '/',
      owner: 'marketing',
      registry: registry('http://origin.test/v1/documents/landing.html'),
      year: 2026,
    });
    expect(html).not.toMatch(/<script defer/);
    expect(html).toMatch(/<script>requestAnimationFrame\(function\(\)\{setTimeout\(function\(\)\{\["\/main\.1234abcd\.js"\]/);
    expect(html.indexOf('requestAnimationFrame')).toBeGreaterThan(html.indexOf('<div id=root></div>'));
  });
});

describe("a signed-in member's document", () => {
  const reg = registry('http://origin.test/v1/documents/landing.html');

  it("finds the remote whose page a member opens, never a visitors-only page's", () => {
    expect(documents.memberPageOwner(reg, '/browse')).toEqual({
      owner: 'discovery',
      manifest: 'http://origin.test/d1/mf-manifest.json',
      route: { name: 'browse', path: '/browse', access: 'public' },
    });
    expect(documents.memberPageOwner(reg, '/movie/harbor-lights')?.owner).toBe('discovery');
    expect(documents.memberPageOwner(reg, '/link')?.owner).toBe('discovery');
    expect(documents.memberPageOwner(reg, '/link/ABC123')?.owner).toBe('discovery');
    expect(documents.memberPageOwner(reg, '/movie')).toBeNull();
    expect(documents.memberPageOwner(reg, '/login')).toBeNull();
    expect(documents.memberPageOwner(reg, '/')).toBeNull();
    expect(documents.memberPageOwner(reg, '/nowhere')).toBeNull();
  });

  it('carries the member frame before #root, the registry inline and preloads of what the page needs first', () => {
    const registryText = JSON.stringify({ ...reg, note: '</script><script>alert(1)</script>' });
    const html: string = documents.assembleMemberDocument({
      template: TEMPLATE,
      frame: MEMBER_FRAME,
      registryText,
      registry: reg,
      pathname: '/browse',
      owner: 'discovery',
      manifestUrl: 'http://origin.test/d1/mf-manifest.json',
      manifest: MANIFEST,
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preconnect" href="http://api.test" crossorigin>');
    expect(head).toContain('<link rel="preload" href="http://origin.test/d1/mf-manifest.json" as="fetch" crossorigin>');
    expect(head).toContain('<link rel="preload" href="http://origin.test/d1/remoteEntry.abc.js" as="script">');
    expect(head).toContain('<link rel="preload" href="http://origin.test/d1/start.js" as="script">');
    // A stylesheet, not a preload: the federation runtime takes a link already there for the loaded sheet.
    expect(head).toContain('<link rel="stylesheet" href="http://origin.test/d1/start.css">');
    expect(head).not.toContain('9.js');
    // The app starts at once: its scripts keep their place.
    expect(html).toContain('<script defer src=/main.1234abcd.js></script>');
    expect(html).toContain(
      '<div id="sift-document" data-path="/browse" data-remote="discovery" data-kind="member"><nav class="navbar" data-variant="member"><a href="/browse">Sift</a></nav>' +
        '<div class="site-content"></div></div><div id=root></div>',
    );
    const inline = /<script type="application\/json" id="sift-registry">([^<]*)<\/script>/.exec(html);
    expect(inline).not.toBeNull();
    expect(JSON.parse(inline![1])).toEqual(JSON.parse(registryText));
    expect(html).not.toContain('<script>alert(1)');
  });
});

const MEMBER_BROWSE =
  `<title>Browse | Sift</title>\n<link rel="stylesheet" href="http://origin.test/d1/start.css">\n<link rel="stylesheet" href="http://origin.test/d1/hero.css">\n` +
  `${PRERENDERED_DOCUMENT.bodyMarker}\n<div class="remote-root" data-remote="discovery"><section><h2>Harbor Lights</h2><button type="button">Next</button></section></div>\n` +
  `<script type="application/json" ${PRERENDERED_DOCUMENT.dataAttribute}>{"hero":[]}</script>`;

describe("a signed-in member's pre-rendered page (decision 0144)", () => {
  const reg = registry('http://origin.test/v1/documents/landing.html');

  it("is found for members only, and a visitor's page for visitors only", () => {
    expect(documents.findDocument(reg, '/browse', { member: true })).toEqual({ owner: 'discovery', url: 'http://origin.test/d1/documents/member-browse.html' });
    expect(documents.findDocument(reg, '/browse')).toBeNull();
    expect(documents.findDocument(reg, '/', { member: true })).toBeNull();
    expect(documents.findDocument(reg, '/')).toEqual({ owner: 'marketing', url: 'http://origin.test/v1/documents/landing.html' });
  });

  it("goes into the member frame's content area, in the app's remote slot, with its title, styles and data; early presses are held", () => {
    const html: string = documents.assembleMemberDocument({
      template: TEMPLATE,
      frame: MEMBER_FRAME,
      registryText: JSON.stringify(reg),
      registry: reg,
      pathname: '/browse',
      owner: 'discovery',
      manifestUrl: 'http://origin.test/d1/mf-manifest.json',
      manifest: MANIFEST,
      fragment: documents.parseFragment(MEMBER_BROWSE),
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Browse | Sift</title>');
    expect(head).not.toContain('<title>Sift</title>');
    // The remote's start styles once (the preloads link them), the page's other styles too.
    expect(head.split('<link rel="stylesheet" href="http://origin.test/d1/start.css">')).toHaveLength(2);
    expect(head).toContain('<link rel="stylesheet" href="http://origin.test/d1/hero.css">');
    expect(html).toContain(
      '<div class="site-content"><div class="remote-slot"><div class="remote-root" data-remote="discovery"><section><h2>Harbor Lights</h2>' +
        '<button type="button">Next</button></section></div>',
    );
    expect(html).toContain(`<script type="application/json" ${PRERENDERED_DOCUMENT.dataAttribute}>{"hero":[]}</script></div></div></div><div id=root></div>`);
    expect(html).toContain(`<script>${documents.HOLD_EARLY_PRESSES}</script><div id="sift-document" data-path="/browse" data-remote="discovery" data-kind="member">`);
    // The shell's scripts download beside the page and run once it has loaded and painted; the app then starts at
    // once (a member's own page).
    expect(html).not.toContain('<script defer src=/main.1234abcd.js></script>');
    expect(head).toContain('<link rel="preload" href="/main.1234abcd.js" as="script">');
    expect(html).toMatch(/addEventListener\('load',function\(\)\{go&&go\(\);\}\);setTimeout\(function\(\)\{go&&go\(\);\},3000\);/);
    expect(html).toMatch(/requestAnimationFrame\(function\(\)\{requestAnimationFrame\(function\(\)\{setTimeout\(function\(\)\{\["\/main\.1234abcd\.js"\]/);
  });
});

describe('the static server of the shell', () => {
  let dir: string;
  let origin: http.Server;
  let originUrl: string;
  let hero = 'Filters your way';
  let server: ChildProcess;
  let siteUrl: string;
  const registryFile = () => path.join(dir, 'registry.json');
  const writeRegistry = (url: string) => fs.writeFileSync(registryFile(), JSON.stringify(registry(url)));

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-documents-'));
    fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dir, 'document-frame.html'), FRAME);
    fs.writeFileSync(path.join(dir, 'member-frame.html'), MEMBER_FRAME);
    // The shell's start files as its build lists them (decision 0153); a name that is not a plain file is left out.
    fs.writeFileSync(path.join(dir, 'start-files.json'), JSON.stringify({ js: ['262.ab12cd34.js', 'bootstrap.ef56ab78.js', '../secret.js'] }));
    origin = http.createServer((req, res) => {
      if (req.url === '/v1/documents/landing.html') return void res.end(fragment(hero));
      if (req.url === '/v2/documents/landing.html') return void res.end(fragment('A new hero'));
      if (req.url === '/d1/mf-manifest.json') return void res.end(JSON.stringify(MANIFEST));
      if (req.url === '/d1/documents/member-browse.html') return void res.end(MEMBER_BROWSE);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    writeRegistry(`${originUrl}/v1/documents/landing.html`);
    // The real static server, as the start command runs it for the shell.
    const port = await freePort();
    server = spawn(process.execPath, [path.join(__dirname, '..', 'serve.mjs'), '--dir', dir, '--port', String(port), '--spa', '--registry', registryFile()], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => server.stdout!.once('data', () => resolve()));
    siteUrl = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    server.kill();
    await new Promise((resolve) => origin.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves / with the pre-rendered page, compressed, revalidated every time', async () => {
    const response = await fetch(`${siteUrl}/?promo_code=free14`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // fetch decodes brotli itself; the header says it was sent compressed.
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    expect(html).toContain('<h1>Filters your way</h1>');
    expect(html).toContain('data-path="/"');
    const again = await fetch(`${siteUrl}/`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves the plain document to a signed-in visitor of a visitors-only page and for paths without a page', async () => {
    const member = await (await fetch(`${siteUrl}/`, { headers: { cookie: 'theme=dark; sift_token=abc' } })).text();
    expect(member).not.toContain('sift-document');
    expect(member).toContain('<noscript>');
    const browse = await (await fetch(`${siteUrl}/browse`)).text();
    expect(browse).not.toContain('sift-document');
  });

  it("serves a signed-in member the member frame for a remote's page, with the remote's files to preload", async () => {
    const response = await fetch(`${siteUrl}/movie/harbor-lights`, { headers: { cookie: 'sift_token=abc', 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const html = await response.text();
    expect(html).toContain('data-path="/movie/harbor-lights" data-remote="discovery" data-kind="member"');
    expect(html).toContain(`<link rel="preload" href="${originUrl}/d1/start.js" as="script">`);
    // The shell's start files download beside its entry, before the remote's files.
    const shellPreloads = '<link rel="preload" href="/262.ab12cd34.js" as="script"><link rel="preload" href="/bootstrap.ef56ab78.js" as="script">';
    expect(html).toContain(shellPreloads);
    expect(html.indexOf(shellPreloads)).toBeLessThan(html.indexOf(`${originUrl}/d1/start.js`));
    expect(html).not.toContain('secret.js');
    expect(html).toContain('id="sift-registry"');
    const visitor = await (await fetch(`${siteUrl}/movie/harbor-lights`)).text();
    expect(visitor).not.toContain('sift-document');
    // No member page for this path: the frame's content area stays empty.
    expect(html).toContain('<div class="site-content"></div>');
  });

  it("serves a signed-in member the remote's pre-rendered member page in the member frame, and never a visitor", async () => {
    const html = await (await fetch(`${siteUrl}/browse`, { headers: { cookie: 'sift_token=abc' } })).text();
    expect(html).toContain('data-path="/browse" data-remote="discovery" data-kind="member"');
    expect(html).toContain('<div class="remote-slot"><div class="remote-root" data-remote="discovery"><section><h2>Harbor Lights</h2>');
    // Behind a pre-rendered page the shell's start files wait: the page's images come first (0144).
    expect(html).not.toContain('bootstrap.ef56ab78.js');
    const visitor = await (await fetch(`${siteUrl}/browse`)).text();
    expect(visitor).not.toContain('sift-document');
    expect(visitor).not.toContain('Harbor Lights');
  });

  it('takes the page a new release names on the next request, without a restart of the shell', async () => {
    writeRegistry(`${originUrl}/v2/documents/landing.html`);
    expect(await (await fetch(`${siteUrl}/`)).text()).toContain('<h1>A new hero</h1>');
    writeRegistry(`${originUrl}/v1/documents/landing.html`);
    expect(await (await fetch(`${siteUrl}/`)).text()).toContain('<h1>Filters your way</h1>');
  });

  it('serves the plain document when the page cannot be fetched', async () => {
    writeRegistry(`${originUrl}/v9/documents/landing.html`);
    const html = await (await fetch(`${siteUrl}/`)).text();
    expect(html).not.toContain('sift-document');
    expect(html).toContain('<div id=root></div>');
    writeRegistry(`${originUrl}/v1/documents/landing.html`);
  });

  it('says why when a page cannot be used', async () => {
    const log = jest.fn();
    const fetchFragment = jest.fn(async () => 'no marker here');
    const server = documents.createDocumentServer({ dir, fetchFragment, log });
    const res = { writeHead: jest.fn(), end: jest.fn() } as unknown as http.ServerResponse;
    const request = { method: 'GET', url: '/', headers: {} } as http.IncomingMessage;
    expect(await server.handle(request, res, JSON.stringify(registry('http://o.test/x.html')))).toBe(false);
    expect(log).toHaveBeenCalledWith('The pre-rendered page http://o.test/x.html could not be used (it has no body marker); serving the plain document.');
    // Not asked again at once: a broken origin does not slow every visit down.
    expect(await server.handle(request, res, JSON.stringify(registry('http://o.test/x.html')))).toBe(false);
    expect(fetchFragment).toHaveBeenCalledTimes(1);
  });

  it('leaves a time-limited part (the promo banner, 000 §2.9) out of pages served from its deadline on, by the site clock', async () => {
    const banner = `<aside class="mk-banner" ${PRERENDERED_DOCUMENT.untilAttribute}="2025-05-31T07:00:00.000Z"><p>Spring offer <a href="/">Claim</a></p></aside>`;
    const fetchFragment = jest.fn(
      async () => `<title>Sift</title>${PRERENDERED_DOCUMENT.bodyMarker}<div class="remote-root"><main>${banner}<h1>Hero</h1></main></div>`,
    );
    let now = Date.parse('2025-05-31T06:59:59Z');
    const siteClock = jest.fn(async () => now);
    const server = documents.createDocumentServer({ dir, fetchFragment, siteClock });
    const serve = async () => {
      let body = '';
      const res = { writeHead: jest.fn(), end: (chunk?: Buffer) => (body = chunk?.toString() ?? '') } as unknown as http.ServerResponse;
      const request = { method: 'GET', url: '/', headers: {} } as http.IncomingMessage;
      expect(await server.handle(request, res, JSON.stringify(registry('http://o.test/banner.html')))).toBe(true);
      return body;
    };
    expect(await serve()).toContain(banner);
    now = Date.parse('2025-05-31T07:00:00Z');
    const after = await serve();
    expect(after).not.toContain('mk-banner');
    expect(after).toContain('<main><h1>Hero</h1></main>');
    // The site clock is asked by the registry (the API's clock, which tests move).
    expect(siteClock).toHaveBeenLastCalledWith(expect.objectContaining({ api: 'http://api.test/' }));
    // A page without time-limited parts never asks the clock.
    siteClock.mockClear();
    fetchFragment.mockImplementation(async () => `<title>Sift</title>${PRERENDERED_DOCUMENT.bodyMarker}<main><h1>Hero</h1></main>`);
    const plain = documents.createDocumentServer({ dir, fetchFragment, siteClock });
    const res = { writeHead: jest.fn(), end: jest.fn() } as unknown as http.ServerResponse;
    expect(await plain.handle({ method: 'GET', url: '/', headers: {} } as http.IncomingMessage, res, JSON.stringify(registry('http://o.test/p.html')))).toBe(true);
    expect(siteClock).not.toHaveBeenCalled();
  });

  it("reads the site clock from the registry's API, and its own clock when the API does not answer", async () => {
    const api = http.createServer((req, res) => {
      res.writeHead(req.url === '/time/' ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ now: '2025-05-31T06:00:00.000Z' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = api.address() as AddressInfo;
      // A generous time to answer: on a loaded machine the test's own server can take longer than the server's 1 s.
      expect(await documents.defaultSiteClock({ api: `http://127.0.0.1:${port}/` }, { timeoutMs: 60_000 })).toBe(Date.parse('2025-05-31T06:00:00Z'));
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
    const before = Date.now();
    expect(await documents.defaultSiteClock({ api: `http://127.0.0.1:${await freePort()}/` })).toBeGreaterThanOrEqual(before);
    expect(await documents.defaultSiteClock({ api: '/api/' })).toBeGreaterThanOrEqual(before);
  });

  it('sends gzip to a client without brotli', async () => {
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      http.get(`${siteUrl}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
    });
    expect(raw.encoding).toBe('gzip');
    expect(zlib.gunzipSync(raw.body).toString()).toContain('<h1>Filters your way</h1>');
  });
});
