/**
 * Releasing from the e2e suite exactly as the README says (`pnpm release`, `pnpm rollback`), against the e2e run's
 * releases folder, and the fixtures that stand for another build of an app: a copy of a remote (or of the shell)
 * beside the original (so its workspace links resolve the same), with a page, a rename or a mistake in it.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@sift/build-config/ports';
import { E2E_REGISTRY_FILE, E2E_RELEASES_DIR, E2E_SHELL_DIST, REPO_ROOT } from './site';

/**
 * The time a test that builds or releases gets. A release (build, pre-render, the whole site rendered in Chromium)
 * takes about 40 s on an idle machine and took over four minutes in `npm test`, beside the other projects and jest.
 * A timeout is for a stuck test, not a slow one.
 */
export const RELEASE_TEST_TIMEOUT_MS = 600_000;

const ROOT_SCRIPTS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;

export interface CommandResult {
  status: number | null;
  output: string;
}

/** Runs a root package.json script (release, rollback, releases) with arguments, as `pnpm <script> ...` would. */
export function runReleaseScript(script: 'release' | 'rollback' | 'releases', args: string[], env: NodeJS.ProcessEnv = {}): CommandResult {
  const quoted = args.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const result = spawnSync('sh', ['-c', `${ROOT_SCRIPTS[script]} ${quoted}`], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env, SIFT_RELEASES_DIR: E2E_RELEASES_DIR, PATH: `${path.join(REPO_ROOT, 'node_modules', '.bin')}:${process.env.PATH}` },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

interface Variant {
  /** A route to add to src/routes.ts, as TypeScript source. */
  route?: string;
  /** A page to add: its name in pages.ts, the export and the file from e2e/fixtures. */
  page?: { name: string; exportName: string; fixture: string };
  /** Replaces what the build exposes (the mount contract says './start'). */
  exposes?: Record<string, string>;
  /** Replaces one text in one source file (path under the app's folder), e.g. the landing hero's words. */
  edit?: Edit;
  /** More such replacements. */
  edits?: Edit[];
}

interface Edit {
  file: string;
  from: string;
  to: string;
}

/** A copy of an app (a remote, or the shell) beside the original, so its workspace links resolve the same. */
function copyApp(app: RemoteName | 'shell', name: string): string {
  const source = path.join(REPO_ROOT, app === 'shell' ? 'shell' : `mf-${app}`);
  const dir = path.join(REPO_ROOT, `.e2e-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(source, dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (file) => !/[/\\]dist(-[^/\\]*)?$/.test(file),
  });
  return dir;
}

function applyEdit(dir: string, { file, from, to }: Edit): void {
  const full = path.join(dir, file);
  const source = fs.readFileSync(full, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} does not contain "${from}".`);
  fs.writeFileSync(full, source.replace(from, to));
}

/** A copy of a remote with the variant's changes, beside the original. Returns its folder. */
export function remoteVariant(remote: RemoteName, name: string, variant: Variant): string {
  const dir = copyApp(remote, name);
  if (variant.route) {
    const file = path.join(dir, 'src', 'routes.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('routes: [', `routes: [\n    ${variant.route},`));
  }
  if (variant.page) {
    const { name: pageName, exportName, fixture } = variant.page;
    fs.mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', fixture), path.join(dir, 'src', 'pages', path.basename(fixture)));
    const file = path.join(dir, 'src', 'pages.ts');
    const module = `./pages/${path.basename(fixture).replace(/\.tsx?$/, '')}`;
    const pages = fs.readFileSync(file, 'utf8').replace('export const pages: Pages = {', `export const pages: Pages = {\n  ${pageName}: ${exportName},`);
    fs.writeFileSync(file, `import { ${exportName} } from '${module}';\n${pages}`);
  }
  for (const edit of [...(variant.edit ? [variant.edit] : []), ...(variant.edits ?? [])]) applyEdit(dir, edit);
  if (variant.exposes) {
    fs.writeFileSync(
      path.join(dir, 'webpack.config.js'),
      `module.exports = require('@sift/build-config').createConfig({ kind: 'remote', name: '${remote}', dir: __dirname, exposes: ${JSON.stringify(variant.exposes)} });\n`,
    );
  }
  return dir;
}

/** A copy of mf-marketing with the variant's changes, beside the original. Returns its folder. */
export const marketingVariant = (name: string, variant: Variant): string => remoteVariant('marketing', name, variant);

/** A copy of the shell with some texts replaced (e.g. a link moved to a new route name). Returns its folder. */
export function shellVariant(name: string, edits: Edit[]): string {
  const dir = copyApp('shell', name);
  for (const edit of edits) applyEdit(dir, edit);
  return dir;
}

let builds = 0;
/**
 * Builds an app's folder once, for production, into its dist/ (with a build id of its own, so each build is one
 * version), as CI would before releasing the artifact (`pnpm release <remote> --from-build <dist>`). Builds run as
 * child processes, so several can run at once.
 */
export function buildApp(dir: string): Promise<string> {
  const outDir = path.join(dir, 'dist');
  const buildId = `${new Date().toISOString().replace(/[-:]/g, '').replace('T', '.').slice(0, 15)}-e2e${(builds += 1)}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'packages', 'build-config', 'bin', 'sift-webpack.js'), '--mode', 'production'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', SIFT_BUILD_ID: buildId, SIFT_OUT_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(outDir) : reject(new Error(`The build of ${dir} failed:\n${output}`))));
  });
}

/** The registry and the history as they are now, to put back after a spec that releases (whatever it left). */
export function saveReleaseState(): () => void {
  const files = [E2E_REGISTRY_FILE, path.join(E2E_RELEASES_DIR, 'history.json')];
  const saved = files.map((file) => [file, fs.readFileSync(file, 'utf8')] as const);
  return () => {
    for (const [file, text] of saved) {
      fs.writeFileSync(`${file}.restore`, text);
      fs.renameSync(`${file}.restore`, file);
    }
  };
}

/**
 * Deploys another build of the shell in place of the live one (the shell's server reads its folder on every
 * request) and returns how to put the live one back.
 */
export function deployShell(dist: string): () => void {
  const live = E2E_SHELL_DIST;
  const aside = `${live}-live-${process.pid}`;
  fs.renameSync(live, aside);
  fs.cpSync(dist, live, { recursive: true });
  return () => {
    fs.rmSync(live, { recursive: true, force: true });
    fs.renameSync(aside, live);
  };
}

/** A digest of every file in a folder: equal digests mean byte-identical trees. */
export function treeDigest(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
