/**
 * The path on this site that a link leads to, from an event's target inside it (or the link itself), or null: not in
 * a link, a link to another origin, one that opens elsewhere (`target="_blank"`) or downloads. The shell prefetches
 * the remote owning it on a link's intent (decision 0088), a remote's mount the page's code (0143).
 */
export function linkPath(target: EventTarget | null, origin: string): string | null {
  const anchor = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  try {
    const url = new URL(anchor.href, origin);
    return url.origin === origin ? url.pathname : null;
  } catch {
    return null;
  }
}
