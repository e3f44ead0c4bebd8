/**
 * A member's document carries the answers of its page's first API calls, asked by the shell's server with the
 * member's session (docs/decisions/0154): the right URLs and headers, only answers that are a 200 with JSON and come in
 * time, never for a visitor, and a document made for one request alone.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PRERENDERED_DOCUMENT } from '@sift/contracts';
import * as documents from '@sift/build-config/documents';
import * as firstAnswers from '@sift/build-config/first-answers';

const TEMPLATE = '<!doctype html><html lang=en><head><title>Sift</title><script defer src=/main.1234abcd.js></script></head><body><div id=root></div></body></html>';
const MEMBER_FRAME = '<nav class="navbar" data-variant="member"></nav><div class="site-content"></div>';
const SCRIPT_ID = PRERENDERED_DOCUMENT.answersId;

const movieRoute = { name: 'movie', path: '/movie/:slug', access: 'public', firstAnswers: ['content/v2/works/:slug/'] };
const watchlistRoute = { name: 'watchlist', path: '/watchlist', access: 'private', firstAnswers: ['watchlist/?limit=100'] };

/** What the API was asked, and how it answers each path. */
let asked: { url: string; headers: http.IncomingHttpHeaders }[] = [];
let answer: (url: string) => { status: number; type?: string; body: string; delayMs?: number } = () => ({ status: 200, body: '{}' });
let api: http.Server;
let apiUrl: string;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    asked.push({ url: req.url!, headers: req.headers });
    const { status, type = 'application/json; charset=utf-8', body, delayMs = 0 } = answer(req.url!);
    setTimeout(() => res.writeHead(status, { 'content-type': type }).end(body), delayMs);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
beforeEach(() => {
  asked = [];
  answer = () => ({ status: 200, body: '{}' });
});

const request = (url: string, cookie?: string) => ({ method: 'GET', url, headers: cookie ? { cookie } : {} }) as http.IncomingMessage;

describe("a route's first calls at a path", () => {
  it('are the URLs the app asks: the API root, each param as one encoded segment, the query as declared', () => {
    expect(firstAnswers.firstAnswerUrls('http://api.test', movieRoute, '/movie/harbor-lights')).toEqual(['http://api.test/content/v2/works/harbor-lights/']);
    expect(firstAnswers.firstAnswerUrls('http://api.test/', movieRoute, '/movie/caf%C3%A9%20noir')).toEqual(['http://api.test/content/v2/works/caf%C3%A9%20noir/']);
    expect(firstAnswers.firstAnswerUrls('http://api.test/', watchlistRoute, '/watchlist/')).toEqual(['http://api.test/watchlist/?limit=100']);
    const season = { path: '/show/:slug/season/:season_number?', firstAnswers: ['content/v2/works/:slug/', 'content/v2/works/:slug/seasons/:season_number/'] };
    // A call whose param is absent from the path is left out.
    expect(firstAnswers.firstAnswerUrls('http://api.test/', season, '/show/crooked-river')).toEqual(['http://api.test/content/v2/works/crooked-river/']);
    // No API URL of its own (a relative one), a path that cannot be decoded, or no calls: nothing.
    expect(firstAnswers.firstAnswerUrls('/api/', movieRoute, '/movie/harbor-lights')).toEqual([]);
    expect(firstAnswers.firstAnswerUrls('http://api.test/', movieRoute, '/movie/%E0%A4%A')).toEqual([]);
    expect(firstAnswers.firstAnswerUrls('http://api.test/', { path: '/browse' }, '/browse')).toEqual([]);
  });
});

describe("the first answers' script", () => {
  /** The inline script of the answers asked for `req` ('' when there is none). */
  const script = async (req: http.IncomingMessage, routeDef: object = movieRoute, options: object = {}) =>
    (await firstAnswers.askFirstAnswers({ api: apiUrl, routeDef, pathname: new URL(req.url!, 'http://x').pathname, req, scriptId: SCRIPT_ID, ...options }))?.script ?? '';

  it("asks the page's calls with the member's token and profile, as the app's client would", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ title: 'Harbor Lights </script><script>alert(1)</script>' }) });
    const html: string = await script(request('/movie/harbor-lights', 'theme=dark; sift_token=tok%2B1; sift_profile_id=7'));
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toBe('/content/v2/works/harbor-lights/');
    expect(asked[0].headers.authorization).toBe('Token tok+1');
    expect(asked[0].headers['x-sift-profile-id']).toBe('7');
    expect(asked[0].headers['x-sift-platform']).toBe('web');
    expect(html.startsWith(`<script type="application/json" id="${SCRIPT_ID}">`)).toBe(true);
    // No text of an answer can close the script element.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = JSON.parse(html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>')));
    expect(json).toEqual({ profileId: '7', answers: { [`${apiUrl}content/v2/works/harbor-lights/`]: { title: 'Harbor Lights </script><script>alert(1)</script>' } } });
  });

  it("preloads the page's first image, read from its answer, when it is an http(s) URL", async () => {
    const titleRoute = { ...movieRoute, firstImage: { answer: 'content/v2/works/:slug/', field: 'backdrop_url' } };
    answer = () => ({ status: 200, body: JSON.stringify({ backdrop_url: 'http://img.test/b.svg?a=1&b="2"' }) });
    const html: string = await script(request('/movie/harbor-lights', 'sift_token=t'), titleRoute);
    expect(html.startsWith('<link rel="preload" as="image" href="http://img.test/b.svg?a=1&amp;b=&quot;2&quot;" fetchpriority="high">')).toBe(true);
    const grid = { path: '/watchlist', firstAnswers: ['watchlist/'], firstImage: { answer: 'watchlist/', field: 'results.0.poster_url' } };
    answer = () => ({ status: 200, body: JSON.stringify({ results: [{ poster_url: 'https://img.test/p.jpg' }] }) });
    expect(await script(request('/watchlist', 'sift_token=t'), grid)).toContain('<link rel="preload" as="image" href="https://img.test/p.jpg" fetchpriority="high">');
    // Not a URL, an empty list, or an answer that did not come: no preload, the answers still go in.
    for (const body of ['{"backdrop_url":"javascript:alert(1)"}', '{"results":[]}']) {
      answer = () => ({ status: 200, body });
      expect(await script(request('/movie/harbor-lights', 'sift_token=t'), titleRoute)).not.toContain('rel="preload"');
      expect(await script(request('/watchlist', 'sift_token=t'), grid)).not.toContain('rel="preload"');
    }
  });

  it('has no profile when the cookie holds none or not a number', async () => {
    const html: string = await script(request('/movie/harbor-lights', 'sift_token=t; sift_profile_id=x%27'));
    expect(asked[0].headers['x-sift-profile-id']).toBeUndefined();
    expect(html).toContain('"profileId":null');
  });

  it('asks nothing for a visitor, for an impersonation, or for a route without calls', async () => {
    expect(await script(request('/movie/harbor-lights'))).toBe('');
    expect(await script(request('/movie/harbor-lights?impersonation_token=abc', 'sift_token=t'))).toBe('');
    expect(await script(request('/browse', 'sift_token=t'), { path: '/browse' })).toBe('');
    expect(asked).toHaveLength(0);
  });

  it('leaves out answers that are not a 200 with JSON, and those that do not come in time', async () => {
    const twoCalls = { path: '/movie/:slug', firstAnswers: ['a/:slug/', 'b/:slug/'] };
    answer = (url) => (url.startsWith('/a/') ? { status: 404, body: '{"detail":"Not found."}' } : { status: 200, type: 'text/html', body: '<p>' });
    expect(await script(request('/movie/x', 'sift_token=t'), twoCalls)).toBe('');
    answer = (url) => (url.startsWith('/a/') ? { status: 200, body: '{"late":true}', delayMs: 500 } : { status: 200, body: '{"ok":true}' });
    const started = Date.now();
    const html: string = await script(request('/movie/x', 'sift_token=t'), twoCalls, { timeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(450);
    expect(html).toContain('{"ok":true}');
    expect(html).not.toContain('late');
  });
});

describe("the shell's server with first answers", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-answers-'));
    fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dir, 'member-frame.html'), MEMBER_FRAME);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const registryText = () => JSON.stringify({ api: apiUrl, remotes: { discovery: { manifest: 'http://origin.test/m.json', routes: [movieRoute], redirects: [] } } });
  async function serve(cookie?: string, etag?: string) {
    const server = documents.createDocumentServer({ dir, fetchFragment: async () => Promise.reject(new Error('no origin')), log: () => undefined });
    let status = 0;
    let headers: Record<string, string> = {};
    let body = '';
    const res = {
      writeHead: (code: number, h: Record<string, string>) => ((status = code), (headers = h)),
      end: (chunk?: Buffer) => (body = chunk?.toString() ?? ''),
    } as unknown as http.ServerResponse;
    const req = { method: 'GET', url: '/movie/harbor-lights', headers: { ...(cookie ? { cookie } : {}), ...(etag ? { 'if-none-match': etag } : {}) } } as http.IncomingMessage;
    await server.handle(req, res, registryText());
    return { status, headers, body };
  }

  it("puts the member's answers before the frame, in a document for this request alone", async () => {
    answer = () => ({ status: 200, body: '{"title":"Harbor Lights"}' });
    const { status, headers, body } = await serve('sift_token=t; sift_profile_id=3');
    expect(status).toBe(200);
    expect(headers['Cache-Control']).toBe('private, no-store');
    expect(headers.ETag).toBeUndefined();
    expect(body).toContain(`<script type="application/json" id="${SCRIPT_ID}">{"profileId":"3","answers":{"${apiUrl}content/v2/works/harbor-lights/":{"title":"Harbor Lights"}}}</script><div id="sift-document"`);
    // Asked again for the next request: another moment, maybe another profile.
    answer = () => ({ status: 200, body: '{"title":"Harbor Lights, hidden"}' });
    expect((await serve('sift_token=t; sift_profile_id=4')).body).toContain('"profileId":"4","answers":{');
    expect(asked).toHaveLength(2);
  });

  it('serves the usual member document when the API gives nothing, with its ETag', async () => {
    answer = () => ({ status: 500, body: '{}' });
    const { headers, body } = await serve('sift_token=t');
    expect(body).toContain('data-kind="member"');
    expect(body).not.toContain(SCRIPT_ID);
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers.ETag).toBeTruthy();
    expect((await serve('sift_token=t', headers.ETag)).status).toBe(304);
  });
});
