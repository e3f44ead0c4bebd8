import path from 'node:path';

export const SITE_URL = 'http://localhost:3000';
export const API_URL = 'http://localhost:4000/';
export const REMOTE_ORIGINS = {
  marketing: 'http://localhost:3001',
  discovery: 'http://localhost:3002',
  player: 'http://localhost:3003',
  membership: 'http://localhost:3004',
  account: 'http://localhost:3005',
} as const;
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** The shell's registry for the e2e run (start-site.mjs points the shell at it; the registry spec edits it). */
export const E2E_REGISTRY_FILE = path.join(REPO_ROOT, 'e2e', '.tmp', 'registry.json');

/** Flags that work for Debian's Chromium on this machine kind (PLATFORM.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--autoplay-policy=no-user-gesture-required',
];

export const DEMO_PASSWORD = 'watchtogether';
export const DEMO = {
  parent: 'parent@sift.example',
  newbie: 'newbie@sift.example',
  former: 'former@sift.example',
  staff: 'staff@sift.example',
} as const;
