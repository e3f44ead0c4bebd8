/**
 * Pre-rendering at release (docs/decisions/0023-prerendered-pages.md): a remote whose source has `src/documents.ts(x)`
 * gets its public pages rendered to HTML fragments with the data they need at this moment, written into the release
 * folder (`documents/<page>.html`) and named in its release file (`documents`: path -> file), so the registry entry
 * points at them and the shell's server can place them into the document it serves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
  }): Promise<{ path: string; file: string; html: string }[]>;
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

/**
 * Loads the remote's documents module from source (TypeScript and JSX), wherever its folder is (`--dir` may name a
 * copy outside the workspace's usual folders): with a tsconfig that names that folder and the packages, so JSX is
 * compiled the way the build compiles it.
 */
export async function importDocumentsModule(source: string, appFolder: string): Promise<unknown> {
  const { tsImport } = await import('tsx/esm/api');
  const tsconfig = path.join(os.tmpdir(), `sift-prerender-${process.pid}-${Date.now()}.json`);
  const include = [path.join(appFolder, 'src'), path.join(REPO_ROOT, 'packages', '*', 'src')];
  fs.writeFileSync(tsconfig, JSON.stringify({ extends: path.join(REPO_ROOT, 'tsconfig.base.json'), include }));
  try {
    return await tsImport(pathToFileURL(source).href, { parentURL: pathToFileURL(__filename).href, tsconfig });
  } finally {
    fs.rmSync(tsconfig, { force: true });
  }
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
  /** How the documents module is loaded (tests load it directly). */
  importModule?: (source: string, appFolder: string) => Promise<unknown>;
}): Promise<ReleaseFile> {
  const { appFolder, outDir, release, baseUrl, apiUrl, registry, log, importModule = importDocumentsModule } = options;
  const source = documentsSource(appFolder);
  if (!source) return release;
  // React's production build: what the browser runs, without development-only markup.
  process.env.NODE_ENV ??= 'production';
  const loaded = (await importModule(source, appFolder)) as { default?: DocumentsModule | { default?: DocumentsModule } };
  // tsx hands a CommonJS-compiled module's default export over one level deeper.
  const module = (loaded.default && 'render' in loaded.default ? loaded.default : (loaded.default as { default?: DocumentsModule })?.default) as
    | DocumentsModule
    | undefined;
  if (!module || typeof module.render !== 'function') throw new Error(`${source} does not export defineDocuments(...) as its default.`);
  if (module.name !== release.name) throw new Error(`${source} pre-renders "${module.name}", not "${release.name}".`);

  log(`Pre-rendering ${release.name}'s pages with the data of ${apiUrl}`);
  const started = Date.now();
  const rendered = await module.render({
    buildId: release.buildId,
    apiUrl,
    siteRoutes: siteRoutes(registry),
    stylesheets: startStylesheets(outDir, baseUrl),
  });
  fs.mkdirSync(path.join(outDir, DOCUMENTS_FOLDER), { recursive: true });
  const documents: Record<string, string> = {};
  for (const document of rendered) {
    const file = `${DOCUMENTS_FOLDER}/${document.file}`;
    fs.writeFileSync(path.join(outDir, file), document.html);
    documents[document.path] = file;
  }
  const updated: ReleaseFile = { ...release, documents };
  fs.writeFileSync(path.join(outDir, RELEASE_FILE), `${JSON.stringify(updated, null, 2)}\n`);
  log(`Pre-rendered ${rendered.length} page(s) in ${Date.now() - started} ms: ${Object.keys(documents).join(' ')}`);
  return updated;
}
