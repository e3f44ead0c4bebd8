/**
 * Pre-rendering at release (docs/decisions/0023-prerendered-pages.md): a remote whose source has `src/documents.ts(x)`
 * gets its public pages rendered to HTML fragments with the data they need at this moment, written into the release
 * folder (`documents/<page>.html`) and named in its release file (`documents`: path -> file), so the registry entry
 * points at them and the shell's server can place them into the document it serves.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteRoutes, type OwnedRouteDef, type Registry } from '@sift/contracts';
import { RELEASE_FILE } from '@sift/build-config/ports';
import { REPO_ROOT } from './config';
import type { ReleaseFile } from './release-store';

/** What a remote's `src/documents.ts(x)` exports by default (defineDocuments in @sift/mount/documents). */
export interface DocumentsModule {
  name: string;
  render(options: {
    buildId: string;
    apiUrl: string;
    siteRoutes: readonly OwnedRouteDef[];
    stylesheets: readonly string[];
  }): Promise<{ path: string; file: string; html: string; member?: boolean }[]>;
}

export const DOCUMENTS_FOLDER = 'documents';

/** The remote's documents module, or null when it pre-renders nothing. */
export function documentsSource(appFolder: string): string | null {
  for (const name of ['documents.tsx', 'documents.ts']) {
    const file = path.join(appFolder, 'src', name);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

interface ManifestAssets {
  exposes?: { path: string; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

/** What rendering a remote's documents takes: its module, and the options of its render. */
export interface RenderRequest {
  source: string;
  appFolder: string;
  buildId: string;
  apiUrl: string;
  siteRoutes: readonly OwnedRouteDef[];
  stylesheets: readonly string[];
}
export type RenderedDocuments = { name: string; documents: { path: string; file: string; html: string; member?: boolean }[] };

/**
 * Renders in a child process: the remote's documents module is loaded from source (TypeScript and JSX) with a
 * tsconfig naming its folder and the packages, wherever that folder is (`--dir` may name a copy outside the
 * workspace's usual folders), with React's production build, and nothing of it stays in the release tool.
 */
export function renderInChild(request: RenderRequest): Promise<RenderedDocuments> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-prerender-'));
  const tsconfig = path.join(work, 'tsconfig.json');
  const include = [path.join(request.appFolder, 'src'), path.join(REPO_ROOT, 'packages', '*', 'src')];
  fs.writeFileSync(tsconfig, JSON.stringify({ extends: path.join(REPO_ROOT, 'tsconfig.base.json'), include }));
  const input = path.join(work, 'request.json');
  const output = path.join(work, 'documents.json');
  fs.writeFileSync(input, JSON.stringify(request));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), '--tsconfig', tsconfig, path.join(__dirname, 'prerender-runner.ts'), input, output],
      { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(errors.trim().split('\n').filter(Boolean).pop() ?? `the renderer exited with ${code}`);
        resolve(JSON.parse(fs.readFileSync(output, 'utf8')) as RenderedDocuments);
      } catch (error) {
        reject(error as Error);
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    });
  });
}

/** Loads the documents module and renders it: what the child process does (and tests, in their own process). */
export async function loadAndRender(request: RenderRequest, load: (source: string) => Promise<unknown>): Promise<RenderedDocuments> {
  const loaded = (await load(request.source)) as { default?: DocumentsModule | { default?: DocumentsModule } };
  // A CommonJS-compiled module hands its default export over one level deeper.
  const module = (loaded.default && 'render' in loaded.default ? loaded.default : (loaded.default as { default?: DocumentsModule })?.default) as
    | DocumentsModule
    | undefined;
  if (!module || typeof module.render !== 'function') throw new Error(`${request.source} does not export defineDocuments(...) as its default.`);
  const { buildId, apiUrl, siteRoutes: routes, stylesheets } = request;
  return { name: module.name, documents: await module.render({ buildId, apiUrl, siteRoutes: routes, stylesheets }) };
}

/** The stylesheets of the release's './start' (from its federation manifest), as absolute URLs. */
export function startStylesheets(outDir: string, baseUrl: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8')) as ManifestAssets;
  const start = manifest.exposes?.find((e) => e.path === './start');
  return [...(start?.assets?.css?.sync ?? []), ...(start?.assets?.css?.async ?? [])].map((file) => new URL(file, baseUrl).href);
}

/**
 * Renders the documents of the build in `outDir` (published at `baseUrl`, live in `registry`), writes them beside the
 * build and records them in its release file. Returns the updated release file, or the same one when the remote
 * pre-renders nothing. Throws, saying why, when a page cannot be rendered.
 */
export async function prerenderDocuments(options: {
  appFolder: string;
  outDir: string;
  release: ReleaseFile;
  baseUrl: string;
  apiUrl: string;
  registry: Pick<Registry, 'remotes'>;
  log: (line: string) => void;
  /** Where the pages are rendered (tests render in the test's own process). */
  renderWith?: (request: RenderRequest) => Promise<RenderedDocuments>;
}): Promise<ReleaseFile> {
  const { appFolder, outDir, release, baseUrl, apiUrl, registry, log, renderWith = renderInChild } = options;
  const source = documentsSource(appFolder);
  if (!source) return release;
  log(`Pre-rendering ${release.name}'s pages with the data of ${apiUrl}`);
  const started = Date.now();
  const result = await renderWith({
    source,
    appFolder,
    buildId: release.buildId,
    apiUrl,
    siteRoutes: siteRoutes(registry),
    stylesheets: startStylesheets(outDir, baseUrl),
  });
  if (result.name !== release.name) throw new Error(`${source} pre-renders "${result.name}", not "${release.name}".`);
  const rendered = result.documents;
  fs.mkdirSync(path.join(outDir, DOCUMENTS_FOLDER), { recursive: true });
  const documents: Record<string, string> = {};
  const memberDocuments: Record<string, string> = {};
  for (const document of rendered) {
    const file = `${DOCUMENTS_FOLDER}/${document.file}`;
    fs.writeFileSync(path.join(outDir, file), document.html);
    (document.member ? memberDocuments : documents)[document.path] = file;
  }
  const updated: ReleaseFile = { ...release, documents, ...(Object.keys(memberDocuments).length && { memberDocuments }) };
  fs.writeFileSync(path.join(outDir, RELEASE_FILE), `${JSON.stringify(updated, null, 2)}\n`);
  const members = Object.keys(memberDocuments).map((page) => `${page} (members)`);
  log(`Pre-rendered ${rendered.length} page(s) in ${Date.now() - started} ms: ${[...Object.keys(documents), ...members].join(' ')}`);
  return updated;
}
