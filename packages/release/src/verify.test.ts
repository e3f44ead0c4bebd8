import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkManifest, sharedProblems, type FederationManifest } from './verify';

const shared = (name: string, version: string, requiredVersion = `^${version}`, singleton = true) => ({ name, version, requiredVersion, singleton });
const shell: FederationManifest = { name: 'shell', exposes: [], shared: [shared('react', '19.3.1'), shared('@sift/app-kit', '1.2.0')] };

describe('shared packages', () => {
  it('fit when the shell offers a version the release accepts', () => {
    const release = { name: 'marketing', exposes: [], shared: [shared('react', '19.1.0'), shared('@sift/app-kit', '1.0.0'), shared('ky', '1.14.2')] };
    expect(sharedProblems(release, shell)).toEqual([]);
  });

  it('do not fit when the release needs a newer version than the shell offers', () => {
    const release = { name: 'marketing', exposes: [], shared: [shared('react', '20.0.0'), shared('@sift/app-kit', '1.3.0')] };
    expect(sharedProblems(release, shell)).toEqual([
      'react: the shell provides 19.3.1, the release requires ^20.0.0.',
      '@sift/app-kit: the shell provides 1.2.0, the release requires ^1.3.0.',
    ]);
  });

  it("do not fit when the release needs a longer part of a subset-shared package than the shell offers (decision 0134)", () => {
    const subsetShell = { name: 'shell', exposes: [], shared: [shared('react-router', '7.18.5-browser.1')] };
    const same = { name: 'account', exposes: [], shared: [shared('react-router', '7.18.5-browser.1')] };
    const longer = { name: 'account', exposes: [], shared: [shared('react-router', '7.18.5-browser.2')] };
    expect(sharedProblems(same, subsetShell)).toEqual([]);
    expect(sharedProblems(longer, subsetShell)).toEqual(['react-router: the shell provides 7.18.5-browser.1, the release requires ^7.18.5-browser.2.']);
    // A shell that still offers the whole package fits any list.
    expect(sharedProblems(longer, { name: 'shell', exposes: [], shared: [shared('react-router', '7.18.5')] })).toEqual([]);
  });

  it('fit when a release needs a newer version of a library shared without being a singleton (decision 0156)', () => {
    // The remote then runs its own copy of ky: nothing to refuse.
    const withKy = { ...shell, shared: [...shell.shared, shared('ky', '1.14.2', '^1.14.2', false)] };
    const release = { name: 'account', exposes: [], shared: [shared('react', '19.3.1'), shared('ky', '2.0.0', '^2.0.0', false)] };
    expect(sharedProblems(release, withKy)).toEqual([]);
  });

  it('do not fit when a singleton of the shell is not one in the release', () => {
    const release = { name: 'marketing', exposes: [], shared: [shared('react', '19.3.1', '^19.3.1', false)] };
    expect(sharedProblems(release, shell)).toEqual(['react is a singleton in the shell but not in the release.']);
  });
});

describe('the manifest check', () => {
  let server: http.Server;
  let base: string;
  const bodies: Record<string, unknown> = {
    '/good/mf-manifest.json': { name: 'marketing', exposes: [{ name: 'start', path: './start' }], shared: [] },
    '/no-start/mf-manifest.json': { name: 'marketing', exposes: [{ name: 'main', path: './main' }], shared: [] },
  };
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const body = bodies[req.url ?? ''];
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('accepts a manifest that exposes ./start', async () => {
    expect((await checkManifest('marketing', `${base}/good/mf-manifest.json`)).problems).toEqual([]);
  });

  it("says what is wrong with one that does not, is someone else's, or does not load", async () => {
    expect((await checkManifest('marketing', `${base}/no-start/mf-manifest.json`)).problems).toEqual([
      "The release does not expose './start' (it exposes ./main).",
    ]);
    expect((await checkManifest('player', `${base}/good/mf-manifest.json`)).problems).toEqual(['The manifest is for "marketing", not "player".']);
    expect((await checkManifest('marketing', `${base}/missing/mf-manifest.json`)).problems).toEqual([
      expect.stringMatching(/^The manifest did not load: .* answered 404\.$/),
    ]);
  });
});
