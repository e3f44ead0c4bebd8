/**
 * Builds the extension into a folder Chrome can load unpacked (chrome://extensions, "Load unpacked", or
 * `--load-extension=<dir>`): background.js and bridge.js bundled by esbuild, and manifest.json for the given origins.
 * `version` overrides the package's (e2e builds a 0.3.0 from the same source to see 'Update is Available').
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { buildManifest, originPattern, type ManifestOptions } from '../src/manifest';

export interface BuildOptions extends ManifestOptions {
  outDir: string;
}

const SRC = path.resolve(__dirname, '..', 'src');

export async function buildExtension(options: BuildOptions): Promise<string> {
  const outDir = path.resolve(options.outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: { background: path.join(SRC, 'background.ts'), bridge: path.join(SRC, 'bridge.ts') },
    outdir: outDir,
    bundle: true,
    format: 'iife',
    target: 'chrome116',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { SIFT_SITE_PATTERNS: JSON.stringify([...new Set(options.siteOrigins.map(originPattern))]) },
  });
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(buildManifest(options), null, 2)}\n`);
  return outDir;
}
