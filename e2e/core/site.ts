import path from 'node:path';

import { API_PORT, DEFAULT_PORTS, PORT_OFFSET, REMOTES, type RemoteName } from '@sift/build-config/ports';

export const SITE_URL = `http://localhost:${DEFAULT_PORTS.shell}`;
export const API_URL = `http://localhost:${API_PORT}/`;
export const REMOTE_ORIGINS = Object.fromEntries(
  REMOTES.map((name) => [name, `http://localhost:${DEFAULT_PORTS[name]}`]),
) as Record<RemoteName, string>;
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/**
 * The e2e site's own files (start-site.mjs): a site on another SIFT_PORT_OFFSET has a folder of its own, so two sites
 * run side by side (npm test runs the `releases` project on a second site).
 */
export const E2E_TMP = path.join(REPO_ROOT, 'e2e', '.tmp', ...(PORT_OFFSET ? [`offset-${PORT_OFFSET}`] : []));
/** The e2e run's releases (every remote's versions) and the registry the shell reads (start-site.mjs). */
export const E2E_RELEASES_DIR = path.join(E2E_TMP, 'releases');
/** The shell's build the site serves: shell/dist, or a copy of it for a site on another offset. */
export const E2E_SHELL_DIST = PORT_OFFSET ? path.join(E2E_TMP, 'shell-dist') : path.join(REPO_ROOT, 'shell', 'dist');
export const E2E_REGISTRY_FILE = path.join(E2E_RELEASES_DIR, 'registry.json');

export { CHROMIUM_ARGS, CHROMIUM_PATH, automationBrowserPath } from '@sift/build-config/chromium';

export const DEMO_PASSWORD = 'watchtogether';
export const DEMO = {
  parent: 'parent@sift.example',
  newbie: 'newbie@sift.example',
  former: 'former@sift.example',
  staff: 'staff@sift.example',
  pastdue: 'pastdue@sift.example',
  disabled: 'disabled@sift.example',
} as const;
