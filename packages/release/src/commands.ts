/**
 * The release commands (README "Releasing one remote"; docs/decisions/0021-releases.md):
 * - release: build one remote (or take a build made before: --from-build), check its route names against the live apps
 *   (docs/decisions/0071), pre-render its public pages (docs/decisions/0023), publish it to a new immutable version
 *   folder of its origin, verify it (in Chromium, the whole site with it: docs/decisions/0072), then flip the registry
 *   to it and record the history. A release that fails any of this leaves the registry untouched.
 * - rollback: make the version that was live before the current one live again, after the checks that need no
 *   rendering of the whole site (its code was live before; docs/decisions/0072).
 * - releases: the versions of a remote, which one is live, and when each was released.
 * - publish-builds: what `npm start` runs: publish each remote's freshly built dist/ that is not live yet.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { registryProblems, type Registry, type RegistryRemote } from '@sift/contracts';
import { RELEASE_FILE, REMOTES } from '@sift/build-config/ports';
import { launchBrowser, lifecycleCheck } from './browser-check';
import { assertRemote, UsageError, type ReleaseConfig } from './config';
import { ensureLocalOrigins } from './origins';
import { prerenderDocuments } from './prerender';
import { rendererCheck } from './renderer-check';
import {
  appendHistory,
  listVersions,
  liveStack,
  readHistory,
  readRegistry,
  readReleaseFile,
  releaseDir,
  writeRegistry,
  type ReleaseFile,
} from './release-store';
import { routeContractProblems } from './route-contract';
import { siteCheck } from './site-check';
import { signIn, signOut } from './visit-plan';
import { shellManifest, staticChecks } from './verify';

export type Log = (line: string) => void;

/** A version name that sorts by time and names the commit: 20261122.031005-4cb04f6. */
function newVersion(config: ReleaseConfig, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '.').slice(0, 15);
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: config.root, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return `${stamp}-${commit}`;
}

/** Builds one remote (only that one) into `outDir` with the given build id. */
function buildRemote(config: ReleaseConfig, appFolder: string, outDir: string, version: string, log: Log): void {
  log(`Building ${path.relative(config.root, appFolder) || appFolder} as ${version}`);
  const webpack = path.join(config.root, 'packages', 'build-config', 'bin', 'sift-webpack.js');
  const result = spawnSync(process.execPath, [webpack, '--mode', 'production'], {
    cwd: appFolder,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', SIFT_BUILD_ID: version, SIFT_OUT_DIR: outDir },
  });
  if (result.status !== 0) throw new Error(`The build of ${appFolder} failed.`);
}

/** Copies a build into its version folder on the local origin, or hands it to the configured upload command. */
function publishFiles(config: ReleaseConfig, remote: string, version: string, from: string, log: Log): void {
  if (config.uploadCommand) {
    const command = config.uploadCommand.replaceAll('{dir}', from).replaceAll('{remote}', remote).replaceAll('{version}', version);
    log(`Uploading: ${command}`);
    const result = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The upload failed.');
    return;
  }
  const target = releaseDir(config, remote, version);
  if (fs.existsSync(target)) throw new Error(`${target} already exists: a published version is never overwritten.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(from, target, { recursive: true });
  log(`Published to ${target}`);
}

function registryEntry(config: ReleaseConfig, remote: string, version: string, release: ReleaseFile): RegistryRemote {
  const base = `${config.baseUrl(remote)}${version}/`;
  return {
    version,
    manifest: `${base}mf-manifest.json`,
    releasedAt: new Date().toISOString(),
    routes: release.routes,
    redirects: release.redirects,
    ...(release.widgets?.length && { widgets: release.widgets }),
    ...(release.links && { links: Object.keys(release.links).sort() }),
    ...(release.documents && {
      documents: Object.fromEntries(Object.entries(release.documents).map(([page, file]) => [page, `${base}${file}`])),
    }),
    ...(release.memberDocuments && {
      memberDocuments: Object.fromEntries(Object.entries(release.memberDocuments).map(([page, file]) => [page, `${base}${file}`])),
    }),
    ...(release.renderer && { renderer: `${base}${release.renderer}` }),
  };
}

function currentRegistry(config: ReleaseConfig): Registry {
  return readRegistry(config) ?? { api: config.apiUrl, remotes: {} };
}

/** How much of the browser is used: none (npm start), the candidate's lifecycles only (a rollback), or the whole site. */
export type BrowserChecks = 'none' | 'lifecycles' | 'site';

/** Every check; returns the problems found. The caller has the origins up (withOrigins). */
async function verify(
  config: ReleaseConfig,
  remote: string,
  candidate: Registry,
  options: { browser: BrowserChecks; live: Registry; release: Pick<ReleaseFile, 'links'> },
  log: Log,
): Promise<string[]> {
  log('Verifying: manifest, shared packages, routes, route names');
  const problems = await staticChecks({
    remote,
    manifestUrl: candidate.remotes[remote].manifest,
    shellManifest: await shellManifest(config.shellUrl),
    candidateRegistry: candidate,
  });
  problems.push(...(await routeContractProblems({ shellUrl: config.shellUrl, candidate, live: options.live, remote, release: options.release })));
  if (problems.length || options.browser === 'none') return problems;
  if (options.browser === 'site' && candidate.remotes[remote].routes.some((def) => def.renderedPerRequest)) {
    log("Verifying: the release's renderer renders its pages rendered per request, for a member");
    const member = await signIn(candidate.api, config.verificationAccount);
    try {
      const rendering = await rendererCheck({ candidate, remote, member });
      if (rendering.length) return rendering;
    } finally {
      await signOut(candidate.api, member);
    }
  }
  const started = Date.now();
  const browser = await launchBrowser();
  try {
    log('Verifying in Chromium: the live shell loads the release and finds its lifecycles');
    const lifecycles = await lifecycleCheck(browser, config.shellUrl, candidate, remote);
    if (lifecycles.length || options.browser === 'lifecycles') return lifecycles;
    log(`Verifying in Chromium: the whole site with ${remote}'s release (its pages as a visitor and as a member, the others' once)`);
    const site = await siteCheck({
      browser,
      shellUrl: config.shellUrl,
      candidate,
      remote,
      account: config.verificationAccount,
      progress: process.env.SIFT_VERIFY_VERBOSE === '1' ? (line) => log(`  ${line}`) : undefined,
    });
    const notes = [
      site.redirected ? `${site.redirected} sent elsewhere by a guard or the page` : '',
      site.skipped.length ? `not visited for want of a sample parameter: ${site.skipped.join(', ')}` : '',
    ].filter(Boolean);
    log(`Rendered ${site.visits} pages${notes.length ? ` (${notes.join('; ')})` : ''}: ${site.problems.length ? `${site.problems.length} problem(s)` : 'all fine'}.`);
    return site.problems;
  } finally {
    await browser.close();
    log(`Verification in Chromium took ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}

/** Runs `work` with the local origins it needs served (when the site is not running), stopping them after. */
async function withOrigins<T>(config: ReleaseConfig, work: () => Promise<T>): Promise<T> {
  const stop = await ensureLocalOrigins(config);
  try {
    return await work();
  } finally {
    await stop();
  }
}

function refuse(what: string, problems: string[]): never {
  throw new RefusedError(`${what} was refused; the registry is unchanged.\n- ${problems.join('\n- ')}`);
}

/** Verification said no: the message lists why. */
export class RefusedError extends Error {}

export interface ReleaseOptions {
  /** The remote's source folder (default its folder in the workspace): what is built, and pre-rendered from. */
  dir?: string;
  /** A build of it made before (its dist/ folder): released as it is, not built again. */
  fromBuild?: string;
  /** Only the checks that need no browser. */
  skipBrowserCheck?: boolean;
  /**
   * Tests only: make the build live without verifying it (it must still make a valid registry). Refused unless
   * SIFT_RELEASE_ALLOW_UNVERIFIED=1, so no release in production can skip verification by a flag.
   */
  unverified?: boolean;
}

export async function release(config: ReleaseConfig, remoteName: string | undefined, options: ReleaseOptions, log: Log): Promise<string> {
  const remote = assertRemote(remoteName);
  if (options.unverified && process.env.SIFT_RELEASE_ALLOW_UNVERIFIED !== '1') {
    throw new UsageError('--unverified is for tests: it needs SIFT_RELEASE_ALLOW_UNVERIFIED=1.');
  }
  const appFolder = path.resolve(options.dir ?? config.appFolder(remote));
  let version = newVersion(config);
  const staging = path.join(config.releasesDir, '.staging', `${remote}-${process.pid}-${Date.now()}`);
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    if (options.fromBuild) {
      const built = path.resolve(options.fromBuild);
      version = readReleaseFile(built).buildId;
      log(`Releasing the build in ${built.startsWith(config.root + path.sep) ? path.relative(config.root, built) : built} (${version})`);
      fs.cpSync(built, staging, { recursive: true });
    } else {
      buildRemote(config, appFolder, staging, version, log);
    }
    let built = readReleaseFile(staging);
    if (built.name !== remote) throw new UsageError(`That folder builds "${built.name}", not "${remote}".`);
    if (fs.existsSync(releaseDir(config, remote, version))) throw new UsageError(`${remote} ${version} is published already: a version is never released twice.`);
    const what = `The release ${remote} ${version}`;
    return await withOrigins(config, async () => {
      const registry = currentRegistry(config);
      const withRoutes = { ...registry, remotes: { ...registry.remotes, [remote]: registryEntry(config, remote, version, built) } };
      if (!options.unverified) {
        // Routes and route names first: they need nothing but the release file, so a path claimed twice or a bad
        // rename is refused in seconds (they are checked again with the rest below).
        const early = [
          ...registryProblems(withRoutes),
          ...(await routeContractProblems({ shellUrl: config.shellUrl, candidate: withRoutes, live: registry, remote, release: built })),
        ];
        if (early.length) refuse(what, early);
      }
      try {
        built = await prerenderDocuments({
          appFolder,
          outDir: staging,
          release: built,
          baseUrl: `${config.baseUrl(remote)}${version}/`,
          apiUrl: registry.api,
          registry: withRoutes,
          log,
        });
      } catch (error) {
        refuse(what, [`Its pages could not be pre-rendered: ${(error as Error).message}`]);
      }
      publishFiles(config, remote, version, staging, log);
      const candidate = { ...registry, remotes: { ...registry.remotes, [remote]: registryEntry(config, remote, version, built) } };
      if (options.unverified) {
        log(`WARNING: ${remote} ${version} goes live UNVERIFIED (--unverified, for tests only).`);
      } else {
        const browser: BrowserChecks = options.skipBrowserCheck ? 'none' : 'site';
        const problems = await verify(config, remote, candidate, { browser, live: registry, release: built }, log);
        if (problems.length) {
          // Never live, so it does not stay on a local origin; an uploaded folder stays, unreferenced.
          if (!config.uploadCommand) fs.rmSync(releaseDir(config, remote, version), { recursive: true, force: true });
          refuse(what, problems);
        }
      }
      writeRegistry(config, candidate);
      appendHistory(config, { remote, version, action: 'release', at: new Date().toISOString() });
      log(`${remote} ${version} is live. Users get it on their next page load.`);
      return version;
    });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export async function rollback(config: ReleaseConfig, remoteName: string | undefined, log: Log): Promise<string> {
  const remote = assertRemote(remoteName);
  const stack = liveStack(readHistory(config), remote);
  if (stack.length < 2) throw new UsageError(`${remote} has no earlier release to roll back to.`);
  const [previous, current] = stack.slice(-2);
  const published = readReleaseFile(releaseDir(config, remote, previous));
  const registry = currentRegistry(config);
  const candidate = { ...registry, remotes: { ...registry.remotes, [remote]: registryEntry(config, remote, previous, published) } };
  const problems = await withOrigins(config, () => verify(config, remote, candidate, { browser: 'lifecycles', live: registry, release: published }, log));
  if (problems.length) refuse(`The rollback of ${remote} to ${previous}`, problems);
  writeRegistry(config, candidate);
  appendHistory(config, { remote, version: previous, action: 'rollback', at: new Date().toISOString(), from: current });
  log(`${remote} is back on ${previous} (was ${current}). Users get it on their next page load.`);
  return previous;
}

export function listReleases(config: ReleaseConfig, remoteName: string | undefined, log: Log): void {
  const remote = assertRemote(remoteName);
  const live = readRegistry(config)?.remotes[remote]?.version;
  const history = readHistory(config).filter((e) => e.remote === remote);
  const versions = listVersions(config, remote);
  if (!versions.length) {
    log(`${remote} has no releases in ${config.releasesDir}.`);
    return;
  }
  log(`Releases of ${remote} (${config.releasesDir}/${remote}):`);
  for (const { version, release: file } of versions) {
    const events = history
      .filter((e) => e.version === version)
      .map((e) => `${e.action === 'release' ? 'released' : 'rolled back to'} ${e.at}`);
    log(`${version === live ? '* live ' : '       '}${version}  built ${file.builtAt}${events.length ? `  ${events.join(', ')}` : ''}`);
  }
}

/**
 * `npm start`: each remote's dist/ (just built) that is not the live version is published and made live, all in one
 * write of the registry, so the site goes from no registry (or the old one) to the new one at once. Only the checks
 * that need no browser run here: the start command does not install a browser.
 */
export async function publishBuilds(config: ReleaseConfig, log: Log): Promise<void> {
  let candidate = currentRegistry(config);
  const changed: string[] = [];
  for (const remote of REMOTES) {
    const dist = path.join(config.appFolder(remote), 'dist');
    if (!fs.existsSync(path.join(dist, RELEASE_FILE))) throw new Error(`${dist} has no build: build it first.`);
    const built = readReleaseFile(dist);
    if (candidate.remotes[remote]?.version === built.buildId) continue;
    if (!fs.existsSync(releaseDir(config, remote, built.buildId))) publishFiles(config, remote, built.buildId, dist, log);
    candidate = { ...candidate, remotes: { ...candidate.remotes, [remote]: registryEntry(config, remote, built.buildId, built) } };
    changed.push(remote);
  }
  // Pages are pre-rendered once every remote's routes are in place, so their links resolve (decision 0023). Here a
  // page that cannot be rendered is published without it (the site still starts, that page is just slower); a
  // `pnpm release` refuses instead.
  for (const remote of changed) {
    const version = candidate.remotes[remote].version;
    try {
      const built = await prerenderDocuments({
        appFolder: config.appFolder(remote),
        outDir: releaseDir(config, remote, version),
        release: readReleaseFile(releaseDir(config, remote, version)),
        baseUrl: `${config.baseUrl(remote)}${version}/`,
        apiUrl: candidate.api,
        registry: candidate,
        log,
      });
      candidate = { ...candidate, remotes: { ...candidate.remotes, [remote]: registryEntry(config, remote, version, built) } };
    } catch (error) {
      log(`Warning: ${remote}'s pages were not pre-rendered (${(error as Error).message}); they are served without it.`);
    }
  }
  const live = currentRegistry(config);
  await withOrigins(config, async () => {
    for (const remote of changed) {
      const release = readReleaseFile(releaseDir(config, remote, candidate.remotes[remote].version));
      const problems = await verify(config, remote, candidate, { browser: 'none', live, release }, log);
      if (problems.length) refuse(`Publishing ${remote} ${candidate.remotes[remote].version}`, problems);
    }
  });
  if (!changed.length) return;
  writeRegistry(config, candidate);
  for (const remote of changed) {
    appendHistory(config, { remote, version: candidate.remotes[remote].version, action: 'release', at: new Date().toISOString() });
    log(`${remote} ${candidate.remotes[remote].version} is live.`);
  }
}
