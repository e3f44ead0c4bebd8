/**
 * Releasing from the e2e suite exactly as the README says (`pnpm release`, `pnpm rollback`), against the e2e run's
 * releases folder, and the fixtures that stand for a second build of mf-marketing: a copy of the remote beside the
 * original (so its workspace links resolve the same), with a page or a mistake added.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_RELEASES_DIR, REPO_ROOT } from './site';

const ROOT_SCRIPTS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;

export interface CommandResult {
  status: number | null;
  output: string;
}

/** Runs a root package.json script (release, rollback, releases) with arguments, as `pnpm <script> ...` would. */
export function runReleaseScript(script: 'release' | 'rollback' | 'releases', args: string[]): CommandResult {
  const quoted = args.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const result = spawnSync('sh', ['-c', `${ROOT_SCRIPTS[script]} ${quoted}`], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, SIFT_RELEASES_DIR: E2E_RELEASES_DIR, PATH: `${path.join(REPO_ROOT, 'node_modules', '.bin')}:${process.env.PATH}` },
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
  /** Replaces one text in one source file (path under the remote's folder), e.g. the landing hero's words. */
  edit?: { file: string; from: string; to: string };
}

/** A copy of mf-marketing with the variant's changes, beside the original. Returns its folder. */
export function marketingVariant(name: string, variant: Variant): string {
  const source = path.join(REPO_ROOT, 'mf-marketing');
  const dir = path.join(REPO_ROOT, `.e2e-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(source, dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (file) => !/[/\\]dist(-[^/\\]*)?$/.test(file),
  });
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
  if (variant.edit) {
    const file = path.join(dir, variant.edit.file);
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes(variant.edit.from)) throw new Error(`${variant.edit.file} does not contain "${variant.edit.from}".`);
    fs.writeFileSync(file, source.replace(variant.edit.from, variant.edit.to));
  }
  if (variant.exposes) {
    fs.writeFileSync(
      path.join(dir, 'webpack.config.js'),
      `module.exports = require('@sift/build-config').createConfig({ kind: 'remote', name: 'marketing', dir: __dirname, exposes: ${JSON.stringify(variant.exposes)} });\n`,
    );
  }
  return dir;
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
