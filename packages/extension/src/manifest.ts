/**
 * The extension's manifest (Manifest V3), built for the origins it serves: the site's (externally_connectable and
 * the page bridge) and the streaming services' (host permissions). Development builds name the stand-in services of
 * packages/build-config/ports.js, so the extension can reach nothing else. docs/decisions/0051.
 */

/**
 * The public half of the extension's signing key. Chrome derives the extension's id from it, so an unpacked build
 * has the same id as the packed one (contracts SIFT_EXTENSION_ID) and the site can address it.
 */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxU/wviOI6F8GOEZy2JwptC/8xMQlc9EEmvoQMGjVzKZc9bu2jD4XEiDvIkr2lAdBmqoQYwn6CsQskT0XhmDHqeD5knvo8Wp/jHr4MHG/ac6n/TvlPuv5dK/BW0iOzqj/DmvAx6aksud/Q8M3jBD6e3++XZIjVE095nqTz1Ti6L683ym9kYZcHna1rF4PGHffWD+r9Nz7sNGePJ1bPUl864Z2PpcZcVMTekoTot/t0GI1Eb8x67NLtkjEatal6/+MuH2Gm3B6ysBoy8GRAskJN0bLMhEpaccr36w1zJtKcx9l3f0d26KtVB+grhzHnzTZ/jVap8xm/Rb1rElFpYDGTwIDAQAB';

export interface ManifestOptions {
  version: string;
  /** The site's origins, e.g. http://localhost:3000 (the pages that may talk to the extension). */
  siteOrigins: readonly string[];
  /** The streaming services' origins the extension may read sessions at and send access tests to. */
  serviceOrigins: readonly string[];
}

/** A page origin as a match pattern: exactly that origin, port included. */
export const originPattern = (origin: string) => `${new URL(origin).origin}/*`;

/**
 * A service origin as a host permission. Without the port: chrome.cookies matches host permissions against the
 * cookie's URL without its port, so a pattern with one would read no cookies. Each stand-in has a host name of its own
 * (<slug>.localhost), so this still names that one service.
 */
export const hostPattern = (origin: string) => {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
};

export function buildManifest(options: ManifestOptions) {
  const sitePatterns = [...new Set(options.siteOrigins.map(originPattern))];
  const servicePatterns = [...new Set(options.serviceOrigins.map(hostPattern))];
  return {
    manifest_version: 3,
    name: 'Sift',
    short_name: 'Sift',
    description: 'Links your streaming services to Sift, so your family can watch them with the filters each profile chooses.',
    version: options.version,
    key: EXTENSION_PUBLIC_KEY,
    minimum_chrome_version: '116',
    background: { service_worker: 'background.js' },
    permissions: ['cookies', 'scripting'],
    // The services' sessions and access tests; the site's pages, to give tabs open before installing the bridge.
    host_permissions: [...servicePatterns, ...sitePatterns],
    externally_connectable: { matches: sitePatterns },
    content_scripts: [{ matches: sitePatterns, js: ['bridge.js'], run_at: 'document_start' }],
  };
}
