/**
 * A member's page rendered per request (docs/decisions/0159): the releases' renderers run in worker threads of the
 * shell's server, and nothing a renderer does (failing to load, throwing, hanging) makes a page fail; the shell's
 * server renders a `renderedPerRequest` route with its first answers and the member's session, and serves the usual
 * member document whenever that cannot be done.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PRERENDERED_DOCUMENT } from '@sift/contracts';
import * as documents from '@sift/build-config/documents';
import { createRenderers } from '@sift/build-config/renderers';

const BODY = PRERENDERED_DOCUMENT.bodyMarker;

describe("the releases' renderers", () => {
  let dir: string;
  const lines: string[] = [];
  const sources: Record<string, string> = {
    'good.cjs': `exports.default = { renderRequest: async (r) => r.path === '/none' ? null : '<title>' + r.route + '</title>\\n${BODY}\\n<h1>' + r.answers.title + '</h1>' };`,
    'broken.cjs': `throw new Error('a release that cannot load');`,
    'throws.cjs': `exports.default = { renderRequest: async () => { throw new Error('no page here'); } };`,
    'hangs.cjs': `exports.default = { renderRequest: () => { for (;;) {} } };`,
    'slow-load.cjs': `const until = Date.now() + 400; while (Date.now() < until) {} exports.default = { renderRequest: async () => 'loaded late' };`,
  };
  let renderers: ReturnType<typeof createRenderers>;
  let fetched: string[];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-renderer-sources-'));
    for (const [name, text] of Object.entries(sources)) fs.writeFileSync(path.join(dir, name), text);
  });
  beforeEach(() => {
    lines.length = 0;
    fetched = [];
    renderers = createRenderers({
      fetchText: async (url) => {
        fetched.push(url);
        return fs.readFileSync(path.join(dir, new URL(url).pathname.slice(1)), 'utf8');
      },
      log: (line) => lines.push(line),
      timeoutMs: 1500,
    });
  });
  afterEach(() => renderers.close());
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const request = (pathname = '/movie/harbor-lights') => ({ route: 'movie', path: pathname, answers: { title: 'Harbor Lights' } });

  it("renders with the release's renderer, fetched once however many pages it renders", async () => {
    expect(await renderers.render('http://origin.test/good.cjs', request())).toBe(`<title>movie</title>\n${BODY}\n<h1>Harbor Lights</h1>`);
    expect(await renderers.render('http://origin.test/good.cjs', request())).toContain('<h1>Harbor Lights</h1>');
    // A page the renderer does not make: null, and nothing is wrong.
    expect(await renderers.render('http://origin.test/good.cjs', request('/none'))).toBeNull();
    expect(fetched).toEqual(['http://origin.test/good.cjs']);
    expect(lines).toEqual([]);
  });

  it('gives null, saying why, when the renderer cannot be read or loaded, and leaves it alone for a while', async () => {
    expect(await renderers.render('http://origin.test/missing.cjs', request())).toBeNull();
    expect(lines.join('\n')).toMatch(/missing\.cjs is not used for 30 s \(it could not be read: ENOENT/);
    expect(await renderers.render('http://origin.test/broken.cjs', request())).toBeNull();
    expect(lines.join('\n')).toMatch(/broken\.cjs is not used for 30 s \(a release that cannot load\)/);
    expect(await renderers.render('http://origin.test/broken.cjs', request())).toBeNull();
    expect(fetched.filter((url) => url.endsWith('broken.cjs'))).toHaveLength(1);
  });

  it('gives null when a render throws, and the renderer renders the next page', async () => {
    expect(await renderers.render('http://origin.test/throws.cjs', request())).toBeNull();
    expect(lines.join('\n')).toMatch(/could not render \/movie\/harbor-lights: no page here/);
    expect(await renderers.render('http://origin.test/good.cjs', request())).toContain('<h1>');
  });

  it('gives null in time when a render hangs, and stops that renderer; the server goes on', async () => {
    const hanging = createRenderers({ fetchText: async (url) => sources[new URL(url).pathname.slice(1)], log: (line) => lines.push(line), timeoutMs: 300 });
    try {
      // Its render never ends: each page waits at most its time (while the bundle loads, it is not stopped).
      for (let i = 0; i < 5 && !lines.some((line) => line.includes('took over')); i++) {
        const started = Date.now();
        expect(await hanging.render('http://origin.test/hangs.cjs', request())).toBeNull();
        expect(Date.now() - started).toBeLessThan(1000);
      }
      expect(lines.join('\n')).toMatch(/hangs\.cjs is not used for 30 s \(a render took over 300 ms\)/);
      // Stopped: the next page does not wait for it.
      const next = Date.now();
      expect(await hanging.render('http://origin.test/hangs.cjs', request())).toBeNull();
      expect(Date.now() - next).toBeLessThan(100);
    } finally {
      await hanging.close();
    }
  });

  it('keeps loading a renderer whose bundle takes longer than a page can wait, and uses it once loaded', async () => {
    const impatient = createRenderers({ fetchText: async (url) => sources[new URL(url).pathname.slice(1)], log: (line) => lines.push(line), timeoutMs: 150 });
    try {
      impatient.warm('http://origin.test/slow-load.cjs');
      expect(await impatient.render('http://origin.test/slow-load.cjs', request())).toBeNull();
      let html: string | null = null;
      for (let i = 0; i < 40 && html === null; i++) html = await impatient.render('http://origin.test/slow-load.cjs', request());
      expect(html).toBe('loaded late');
      expect(lines).toEqual([]);
    } finally {
      await impatient.close();
    }
  });
});

describe("the shell's server with a page rendered per request", () => {
  const TEMPLATE = '<!doctype html><html lang=en><head><title>Sift</title><script defer src=/main.1234abcd.js></script></head><body><div id=root></div></body></html>';
  const MEMBER_FRAME = '<nav class="navbar" data-variant="member"></nav><div class="site-content"></div>';
  const MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'start', path: './start', assets: { js: { sync: ['start.js'] }, css: { sync: ['start.css'] } } }] };
  const movieRoute = { name: 'movie', path: '/movie/:slug', access: 'public', firstAnswers: ['content/v2/works/:slug/'], renderedPerRequest: true };
  let dir: string;
  let api: http.Server;
  let apiUrl: string;
  let answer: (url: string) => { status: number; body: string };
  let rendered: { url: string; request: Record<string, unknown> }[];
  let renderAnswer: string | null;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-rendered-'));
    fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dir, 'member-frame.html'), MEMBER_FRAME);
    api = http.createServer((req, res) => {
      const { status, body } = answer(req.url!);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    rendered = [];
    renderAnswer = `<title>Harbor Lights | Sift</title>\n<link rel="stylesheet" href="http://origin.test/d1/start.css">\n${BODY}\n<div class="remote-root"><h1>Harbor Lights</h1></div>`;
    answer = (url) =>
      url === '/users/current/' ? { status: 200, body: '{"id":1,"email":"parent@sift.example"}' } : { status: 200, body: '{"slug":"harbor-lights","title":"Harbor Lights"}' };
  });

  const registry = (route: object = movieRoute, renderer: string | undefined = 'http://origin.test/d1/renderer/renderer.cjs') =>
    JSON.stringify({
      api: apiUrl,
      remotes: { discovery: { version: 'd1', manifest: 'http://origin.test/d1/mf-manifest.json', routes: [route], redirects: [], ...(renderer && { renderer }) } },
    });

  async function serve(cookie: string | undefined, registryText = registry(), url = '/movie/harbor-lights') {
    const server = documents.createDocumentServer({
      dir,
      fetchFragment: async (url) => (url.endsWith('mf-manifest.json') ? JSON.stringify(MANIFEST) : Promise.reject(new Error('no such file'))),
      log: () => undefined,
      renderers: {
        render: async (url, request) => {
          rendered.push({ url, request: request as Record<string, unknown> });
          return renderAnswer;
        },
        warm: () => undefined,
        close: async () => undefined,
      },
    });
    let status = 0;
    let headers: Record<string, string> = {};
    let body = '';
    const res = {
      writeHead: (code: number, h: Record<string, string>) => ((status = code), (headers = h)),
      end: (chunk?: Buffer) => (body = chunk?.toString() ?? ''),
    } as unknown as http.ServerResponse;
    const req = { method: 'GET', url, headers: cookie ? { cookie, 'accept-encoding': 'identity' } : {} } as unknown as http.IncomingMessage;
    await server.handle(req, res, registryText);
    return { status, headers, body };
  }

  it("puts the member's page, rendered with the member's answers and session, into the member frame, for this request alone", async () => {
    const { status, headers, body } = await serve('sift_token=t; sift_profile_id=3', registry(), '/movie/harbor-lights?from=row');
    expect(status).toBe(200);
    expect(headers['Cache-Control']).toBe('private, no-store');
    expect(headers.ETag).toBeUndefined();
    expect(rendered).toEqual([
      {
        url: 'http://origin.test/d1/renderer/renderer.cjs',
        request: {
          route: 'movie',
          path: '/movie/harbor-lights',
          // The query string goes with it: a page rendered for one query alone (/discover) renders nothing for another.
          search: '?from=row',
          answers: { 'content/v2/works/:slug/': { slug: 'harbor-lights', title: 'Harbor Lights' } },
          session: { id: 1, email: 'parent@sift.example' },
          profileId: 3,
          buildId: 'd1',
          registry: { remotes: JSON.parse(registry()).remotes },
          stylesheets: ['http://origin.test/d1/start.css'],
        },
      },
    ]);
    expect(body).toContain('<div class="site-content"><div class="remote-slot"><div class="remote-root"><h1>Harbor Lights</h1></div></div></div>');
    expect(body).toContain('<title>Harbor Lights | Sift</title>');
    // The page's answers go with it: the app takes them instead of asking.
    expect(body).toContain(`<script type="application/json" id="${PRERENDERED_DOCUMENT.answersId}">{"profileId":"3"`);
    // The stylesheet once, as the manifest's preloads link it.
    expect(body.split('href="http://origin.test/d1/start.css"')).toHaveLength(2);
  });

  it('serves the usual member document when the page cannot be rendered', async () => {
    // The renderer made nothing (or failed, or took too long).
    renderAnswer = null;
    let { body } = await serve('sift_token=t');
    expect(body).toContain('<div class="site-content"></div>');
    expect(body).toContain(PRERENDERED_DOCUMENT.answersId);
    // No session came: nothing is rendered for an unknown member.
    answer = (url) => (url === '/users/current/' ? { status: 401, body: '{}' } : { status: 200, body: '{"slug":"harbor-lights"}' });
    renderAnswer = 'never used';
    ({ body } = await serve('sift_token=t'));
    expect(rendered).toHaveLength(1);
    expect(body).not.toContain('never used');
    // The title is not there (404): the app shows what it shows.
    answer = (url) => (url === '/users/current/' ? { status: 200, body: '{"id":1}' } : { status: 404, body: '{"detail":"Not found."}' });
    ({ body } = await serve('sift_token=t'));
    expect(rendered).toHaveLength(1);
    expect(body).toContain('<div class="site-content"></div>');
  });

  it('renders nothing for a visitor, for a route not rendered per request, or without a renderer in the release', async () => {
    expect((await serve(undefined)).body).not.toContain('sift-document');
    const { renderedPerRequest: _, ...plain } = movieRoute;
    expect((await serve('sift_token=t', registry(plain))).body).toContain('<div class="site-content"></div>');
    expect((await serve('sift_token=t', registry(movieRoute, ''))).body).toContain('<div class="site-content"></div>');
    expect(rendered).toEqual([]);
  });
});
