import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { route } from '@sift/contracts';
import { documentsSource, loadAndRender, prerenderDocuments as prerender, renderInChild, startStylesheets } from '../src/prerender';
import type { ReleaseFile } from '../src/release-store';

const FIXTURE = path.join(__dirname, 'fixtures', 'remote-with-documents');
/** Under jest the pages are rendered in the test's process, the module loaded by jest's TypeScript transform. */
const prerenderDocuments = (options: Omit<Parameters<typeof prerender>[0], 'renderWith'>) =>
  prerender({ ...options, renderWith: (request) => loadAndRender(request, (source) => import(source)) });

function buildFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-prerender-'));
  const manifest = { exposes: [{ path: './start', assets: { css: { sync: ['56.250c3c23.css'], async: [] } } }] };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

const release: ReleaseFile = {
  name: 'marketing',
  buildId: '20261122.040000-abc1234',
  builtAt: '2026-11-22T04:00:00.000Z',
  routes: [route('landing', '/', 'Home'), route('about', '/about', 'About')],
  redirects: [],
};

describe('pre-rendering at release', () => {
  it('writes the pages beside the build and names them in its release file', async () => {
    const outDir = buildFolder();
    const log = jest.fn();
    try {
      const updated = await prerenderDocuments({
        appFolder: FIXTURE,
        outDir,
        release,
        baseUrl: 'http://localhost:3001/20261122.040000-abc1234/',
        apiUrl: 'http://localhost:4000/',
        registry: { remotes: { marketing: { routes: release.routes, redirects: release.redirects, version: release.buildId, manifest: 'http://localhost:3001/x/mf-manifest.json' } } },
        log,
      });
      expect(updated.documents).toEqual({ '/': 'documents/landing.html', '/about': 'documents/about.html' });
      expect(updated.memberDocuments).toEqual({ '/home': 'documents/member-home.html' });
      expect(fs.readFileSync(path.join(outDir, 'documents', 'member-home.html'), 'utf8')).toContain('<main>Featured</main>');
      expect(JSON.parse(fs.readFileSync(path.join(outDir, 'sift-release.json'), 'utf8'))).toEqual(updated);
      const landing = fs.readFileSync(path.join(outDir, 'documents', 'landing.html'), 'utf8');
      expect(landing).toContain('<link rel="stylesheet" href="http://localhost:3001/20261122.040000-abc1234/56.250c3c23.css">');
      expect(landing).toContain('data-build="20261122.040000-abc1234" data-api="http://localhost:4000/"');
      // Links resolve against the whole site as it will be live: the shell's routes and the release's own.
      expect(landing).toContain('profiles,logout,landing,about');
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Pre-rendered 3 page\(s\) in \d+ ms: \/ \/about \/home \(members\)$/));
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('leaves a remote without src/documents alone', async () => {
    const outDir = buildFolder();
    try {
      const same = await prerenderDocuments({ appFolder: outDir, outDir, release, baseUrl: 'http://x/', apiUrl: 'http://y/', registry: { remotes: {} }, log: jest.fn() });
      expect(same).toBe(release);
      expect(documentsSource(outDir)).toBeNull();
      expect(fs.existsSync(path.join(outDir, 'documents'))).toBe(false);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });

  it("refuses a documents module of another remote", async () => {
    const outDir = buildFolder();
    try {
      await expect(
        prerenderDocuments({ appFolder: FIXTURE, outDir, release: { ...release, name: 'discovery' }, baseUrl: 'http://x/', apiUrl: 'http://y/', registry: { remotes: {} }, log: jest.fn() }),
      ).rejects.toThrow('pre-renders "marketing", not "discovery"');
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('renders in a child process from the remote\'s source, and says why when it cannot', async () => {
    const request = {
      source: path.join(FIXTURE, 'src', 'documents.ts'),
      appFolder: FIXTURE,
      buildId: 'v1',
      apiUrl: 'http://localhost:4000/',
      siteRoutes: [],
      stylesheets: ['http://cdn.test/a.css'],
    };
    const rendered = await renderInChild(request);
    expect(rendered.name).toBe('marketing');
    expect(rendered.documents.map((d) => d.path)).toEqual(['/', '/about', '/home']);
    expect(rendered.documents[0].html).toContain('<link rel="stylesheet" href="http://cdn.test/a.css">');
    await expect(renderInChild({ ...request, source: path.join(FIXTURE, 'src', 'missing.ts') })).rejects.toThrow(/Cannot find module/);
  }, 60_000);

  it("reads the stylesheets of './start' from the federation manifest", () => {
    const outDir = buildFolder();
    expect(startStylesheets(outDir, 'http://cdn.test/marketing/v1/')).toEqual(['http://cdn.test/marketing/v1/56.250c3c23.css']);
    fs.rmSync(outDir, { recursive: true, force: true });
  });
});
