/**
 * The release store: the registry the shell reads, the history of releases and rollbacks, and the immutable
 * release folders. Writes of the registry are atomic (a temporary file renamed over the old one), so the shell
 * never serves half a registry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseRegistry, remoteRoutesSchema, type Registry } from '@sift/contracts';
import { RELEASE_FILE } from '@sift/build-config/ports';
import type { ReleaseConfig } from './config';

/** The release file a remote's build writes (packages/build-config: ReleaseFilePlugin). */
export interface ReleaseFile {
  name: string;
  buildId: string;
  builtAt: string;
  routes: Registry['remotes'][string]['routes'];
  redirects: Registry['remotes'][string]['redirects'];
  widgets?: Registry['remotes'][string]['widgets'];
  /** Pre-rendered pages: path -> file inside the release folder. */
  documents?: Record<string, string>;
  /** Pre-rendered members' pages (public data only: docs/decisions/0144): path -> file inside the release folder. */
  memberDocuments?: Record<string, string>;
  /** Its renderer of the pages rendered per request (docs/decisions/0159): a file inside the release folder. */
  renderer?: string;
  /** The route names it serves (its routes' names). */
  serves?: string[];
  /** The route names its code links to -> where (found by the build: docs/decisions/0071); absent in older builds. */
  links?: Record<string, string[]>;
}

export interface HistoryEntry {
  remote: string;
  version: string;
  action: 'release' | 'rollback';
  at: string;
  /** For a rollback: the version it replaced. */
  from?: string;
}

export function readReleaseFile(dir: string): ReleaseFile {
  const file = path.join(dir, RELEASE_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: this is not a remote's build.`);
  const release = JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseFile;
  remoteRoutesSchema.parse({ routes: release.routes, redirects: release.redirects, widgets: release.widgets });
  return release;
}

export function readRegistry(config: ReleaseConfig): Registry | null {
  if (!fs.existsSync(config.registryFile)) return null;
  return parseRegistry(JSON.parse(fs.readFileSync(config.registryFile, 'utf8')));
}

/** Validates, then replaces the registry in one rename. */
export function writeRegistry(config: ReleaseConfig, registry: Registry): void {
  const checked = parseRegistry(registry);
  fs.mkdirSync(path.dirname(config.registryFile), { recursive: true });
  const temporary = `${config.registryFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(checked, null, 2)}\n`);
  fs.renameSync(temporary, config.registryFile);
}

export function readHistory(config: ReleaseConfig): HistoryEntry[] {
  if (!fs.existsSync(config.historyFile)) return [];
  return JSON.parse(fs.readFileSync(config.historyFile, 'utf8')) as HistoryEntry[];
}

export function appendHistory(config: ReleaseConfig, entry: HistoryEntry): void {
  const history = [...readHistory(config), entry];
  fs.mkdirSync(path.dirname(config.historyFile), { recursive: true });
  const temporary = `${config.historyFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(history, null, 2)}\n`);
  fs.renameSync(temporary, config.historyFile);
}

/**
 * The versions that have been live for a remote, oldest first, as a stack: a release pushes its version, a
 * rollback pops the live one. The last is live; the one before it is where a rollback goes.
 */
export function liveStack(history: HistoryEntry[], remote: string): string[] {
  const stack: string[] = [];
  for (const entry of history) {
    if (entry.remote !== remote) continue;
    if (entry.action === 'release') stack.push(entry.version);
    else if (stack.length > 1 && stack[stack.length - 1] === entry.from) stack.pop();
  }
  return stack;
}

export function releaseDir(config: ReleaseConfig, remote: string, version: string): string {
  return path.join(config.releasesDir, remote, version);
}

/** Every version of a remote on its origin, with its release file, oldest first. */
export function listVersions(config: ReleaseConfig, remote: string): { version: string; release: ReleaseFile }[] {
  const dir = path.join(config.releasesDir, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, RELEASE_FILE)))
    .map((entry) => ({ version: entry.name, release: readReleaseFile(path.join(dir, entry.name)) }))
    .sort((a, b) => a.release.builtAt.localeCompare(b.release.builtAt));
}
