import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import { expect, test } from '../core/fixtures';
import { E2E_REGISTRY_FILE, REPO_ROOT } from '../core/site';
import { remoteRoot } from '../pages/remote';

const SECOND_BUILD_ID = 'marketing-second-build';
const SECOND_PORT = 3101;
const secondDist = path.join(REPO_ROOT, 'mf-marketing', 'dist-second');

let server: Server | undefined;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  // A second, independently built version of mf-marketing, served from its own origin.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'packages/build-config/bin/sift-webpack.js'), '--mode', 'production'], {
    cwd: path.join(REPO_ROOT, 'mf-marketing'),
    stdio: 'inherit',
    env: { ...process.env, SIFT_BUILD_ID: SECOND_BUILD_ID, SIFT_OUT_DIR: 'dist-second' },
  });
  const serveModule = path.join(REPO_ROOT, 'packages/build-config/serve.mjs');
  const { createStaticServer } = (await import(serveModule)) as { createStaticServer: (o: { dir: string }) => Server };
  server = createStaticServer({ dir: secondDist });
  await new Promise<void>((resolve) => server!.listen(SECOND_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  fs.rmSync(E2E_REGISTRY_FILE, { force: true });
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(secondDist, { recursive: true, force: true });
});

test('pointing the registry at a second build switches the remote after a reload, with no shell rebuild', async ({ page }) => {
  await page.goto('/about');
  const first = await remoteRoot(page, 'marketing').getAttribute('data-build');
  expect(first).not.toBe(SECOND_BUILD_ID);

  const registry = await (await page.request.get('/registry.json')).json();
  registry.remotes.marketing = `http://localhost:${SECOND_PORT}/mf-manifest.json`;
  fs.mkdirSync(path.dirname(E2E_REGISTRY_FILE), { recursive: true });
  fs.writeFileSync(E2E_REGISTRY_FILE, JSON.stringify(registry, null, 2));

  const secondOriginRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${SECOND_PORT}/`)) secondOriginRequests.push(request.url());
  });
  await page.reload();
  await expect(remoteRoot(page, 'marketing')).toHaveAttribute('data-build', SECOND_BUILD_ID);
  expect(secondOriginRequests.some((url) => url.includes('remoteEntry'))).toBe(true);
});
