import { parseRegistry, PRERENDERED_DOCUMENT, type Registry } from '@sift/contracts';

/**
 * The registry: per remote, the live release's manifest URL and the routes it serves, and the API's URL. Read at
 * every start from /registry.json and checked with the contracts' schema, so a remote's release or rollback needs no
 * shell release (docs/decisions/0001-runtime-remotes.md, 0020-routes-owned-by-remotes.md).
 */
export async function fetchRegistry(url = '/registry.json'): Promise<Registry> {
  // A member's document carries the live registry inline (docs/decisions/0087): one round trip less at start.
  const inline = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_DOCUMENT.registryId);
  if (inline?.textContent) {
    try {
      return parseRegistry(JSON.parse(inline.textContent));
    } catch {
      // unreadable: fetch it as any other document would
    }
  }
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The registry could not be loaded (${response.status}).`);
  return parseRegistry(await response.json());
}
