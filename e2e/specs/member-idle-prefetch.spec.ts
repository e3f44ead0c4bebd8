/**
 * Once a member's page has settled, the shell fetches the code of the remotes the navbar links to (issue 19, decision
 * 0088) as prefetches: the next page finds it in the cache, and the current one is not told it preloaded files it
 * never used (Chrome's console warning on every member page while they were preloads).
 */
import { expect, test } from '../core/fixtures';
import { signInWithProfile } from '../pages/discovery';
import { DEMO, SITE_URL } from '../core/site';
import { Navbar } from '../pages/navbar';
import { remoteRoot } from '../pages/remote';

/** Every <link> added to the page (the federation runtime removes its links once they have loaded), as `rel href`. */
declare global {
  interface Window {
    linksAdded: string[];
  }
}

test("a member's page prefetches the navbar's remotes when idle, and preloads only its own files", async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    window.linksAdded = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof HTMLLinkElement) window.linksAdded.push(`${node.rel} ${node.href}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await signInWithProfile(page, DEMO.parent, 'Parker');
  await page.goto('/watchlist');
  await expect(remoteRoot(page, 'discovery').getByRole('list', { name: 'My Watchlist' })).toBeVisible();

  const releaseOf = await page.evaluate(() => {
    const registry = JSON.parse(document.getElementById('sift-registry')!.textContent!) as { remotes: Record<string, { manifest: string }> };
    return Object.fromEntries(Object.entries(registry.remotes).map(([name, { manifest }]) => [name, manifest.slice(0, manifest.lastIndexOf('/') + 1)]));
  });
  // The player's code (the navbar links to /services) arrives by prefetch once the page has settled and is idle.
  await page.waitForFunction(
    (folder) =>
      window.linksAdded.some((link) => link.startsWith(`prefetch ${folder}`) && performance.getEntriesByName(link.slice('prefetch '.length)).length > 0),
    releaseOf.player,
    { timeout: 30_000 },
  );
  const preloads = await page.evaluate(() => window.linksAdded.filter((link) => link.startsWith('preload ')).map((link) => link.slice('preload '.length)));
  // Its own files: its remote's and the shell's, and the pictures it shows (the page rendered by the server for the
  // member preloads its first posters: decision 0159).
  const shown = new Set(await page.evaluate(() => [...document.images].map((image) => image.src)));
  const notThisPage = preloads.filter((href) => !href.startsWith(releaseOf.discovery) && !href.startsWith(`${new URL(SITE_URL).origin}/`) && !shown.has(href));
  expect(notThisPage, 'preloads of files this page does not use').toEqual([]);

  await new Navbar(page).go('Account');
  await expect(remoteRoot(page, 'account')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
