import path from 'node:path';

import { API_PORT, DEFAULT_PORTS, REMOTES, type RemoteName } from '@sift/build-config/ports';

export const SITE_URL = `http://localhost:${DEFAULT_PORTS.shell}`;
export const API_URL = `http://localhost:${API_PORT}/`;
export const REMOTE_ORIGINS = Object.fromEntries(
  REMOTES.map((name) => [name, `http://localhost:${DEFAULT_PORTS[name]}`]),
) as Record<RemoteName, string>;
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** The e2e run's releases (every remote's versions) and the registry the shell reads (start-site.mjs). */
export const E2E_RELEASES_DIR = path.join(REPO_ROOT, 'e2e', '.tmp', 'releases');
export const E2E_REGISTRY_FILE = path.join(E2E_RELEASES_DIR, 'registry.json');

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '@sift/build-config/chromium';

export const DEMO_PASSWORD = 'watchtogether';
export const DEMO = {
  parent: 'parent@sift.example',
  newbie: 'newbie@sift.example',
  former: 'former@sift.example',
  staff: 'staff@sift.example',
  pastdue: 'pastdue@sift.example',
  disabled: 'disabled@sift.example',
} as const;
