/**
 * What the static origins send (issue 7 §2): text assets pre-compressed (brotli for a browser that accepts it), the
 * registry and the manifests revalidated on every load, content-hashed files cached for good.
 */
import type { Response } from '@playwright/test';
import { expect, test } from '../core/fixtures';

for (const path of ['/', '/browse']) {
  test(`${path} is served compressed`, async ({ page }) => {
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(path);
    await expect(page.locator('#root [data-remote]')).toBeVisible();

    const text = responses.filter((r) => /\.(js|css|html|json)$|\/$|\/browse$/.test(new URL(r.url()).pathname) && r.status() === 200);
    const document = text.find((r) => r.request().resourceType() === 'document')!;
    expect((await document.allHeaders())['content-encoding']).toBe('br');

    const scripts = text.filter((r) => r.request().resourceType() === 'script');
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const headers = await script.allHeaders();
      // Files under the compression threshold (512 bytes) are sent as they are.
      if (Number(headers['content-length'] ?? 1000) >= 512 || headers['content-encoding']) {
        expect(headers['content-encoding'], script.url()).toBe('br');
      }
      expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    }
  });
}

test('the registry and the manifests are revalidated on every load', async ({ page }) => {
  const registry = await page.request.get('/registry.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const { remotes } = (await registry.json()) as { remotes: Record<string, { manifest: string }> };
  for (const url of ['/mf-manifest.json', ...Object.values(remotes).map((r) => r.manifest)]) {
    const manifest = await page.request.get(url);
    expect(manifest.status(), url).toBe(200);
    expect(manifest.headers()['cache-control'], url).toBe('no-cache');
  }
});
