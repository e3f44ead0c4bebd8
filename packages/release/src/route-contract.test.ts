import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { route, type Registry } from '@sift/contracts';
import { routeContractProblems } from './route-contract';

let server: http.Server;
let base: string;
const files: Record<string, unknown> = {
  '/shell/sift-release.json': { name: 'shell', links: { jobs: ['shell/src/layout/lowbar.tsx'], browse: ['shell/src/layout/navbar.tsx'] } },
  '/discovery/1/sift-release.json': { name: 'discovery', links: { browse: ['mf-discovery/src/x.tsx'] } },
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = files[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const registry = (marketing: string[]): Registry => ({
  api: 'http://localhost:4000/',
  remotes: {
    marketing: { version: '2', manifest: `${base}/marketing/2/mf-manifest.json`, routes: marketing.map((n) => route(n, `/${n}`, n)), redirects: [] },
    discovery: { version: '1', manifest: `${base}/discovery/1/mf-manifest.json`, routes: [route('browse', '/browse', 'Browse')], redirects: [], links: ['browse'] },
  },
});

describe('the route-name check of a release', () => {
  it("reads the live shell's links and names where it links to a dropped name", async () => {
    const problems = await routeContractProblems({
      shellUrl: `${base}/shell/`,
      candidate: registry(['careers']),
      live: registry(['jobs']),
      remote: 'marketing',
      release: { links: { careers: ['mf-marketing/src/footer.tsx'] } },
    });
    expect(problems).toEqual([
      'Route name "jobs" would no longer be served (marketing drops it), but the live shell links to it (shell/src/layout/lowbar.tsx). Rename in two releases: add the new name beside the old and move the links, then drop the old.',
    ]);
  });

  it("refuses when the live shell's links cannot be read", async () => {
    const problems = await routeContractProblems({ shellUrl: `${base}/old-shell/`, candidate: registry(['jobs']), live: registry(['jobs']), remote: 'marketing', release: {} });
    expect(problems).toEqual([
      `The live shell's links could not be read from ${base}/old-shell/sift-release.json (it answered 404); deploy a shell built with this release tool first.`,
    ]);
  });
});
