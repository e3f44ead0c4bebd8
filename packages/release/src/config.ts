/**
 * Where releases live and how they are reached. Every value has a default that runs the local site (`npm start`):
 * each remote's origin is a folder served by its static server, the registry a file the shell serves.
 *
 * - SIFT_RELEASES_DIR     the local origin root: <dir>/<remote>/<version>/, the registry and the history (.releases)
 * - SIFT_REGISTRY_FILE    the registry the shell serves (<releases dir>/registry.json)
 * - SIFT_RELEASE_BASE_URL the public URL of a remote's origin, `{remote}` replaced (http://localhost:<its port>/)
 * - SIFT_RELEASE_UPLOAD   production: a command that uploads one release folder instead of copying it, with
 *                         {dir}, {remote} and {version} replaced (e.g. an object-store sync to the origin bucket)
 * - SIFT_SHELL_URL        the live shell, whose shared packages a release must fit (http://localhost:3000/)
 * - SIFT_API_URL          the API URL written into a new registry (http://localhost:4000/)
 * - SIFT_VERIFY_EMAIL, SIFT_VERIFY_PASSWORD  the member account whole-site verification signs in with (a verification
 *                         account in production; the demo subscriber parent@sift.example locally). Verification only
 *                         reads: it changes nothing of the account's.
 */
import path from 'node:path';
import { API_PORT, DEFAULT_PORTS, REMOTES, appDir } from '@sift/build-config/ports';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The demo data's subscriber (README "Demo accounts"): the member verification uses unless told otherwise. */
const DEMO_VERIFICATION_ACCOUNT = { email: 'parent@sift.example', password: 'watchtogether' };

export interface ReleaseConfig {
  root: string;
  releasesDir: string;
  registryFile: string;
  historyFile: string;
  shellUrl: string;
  shellDist: string;
  apiUrl: string;
  uploadCommand?: string;
  /** The member whole-site verification renders members' pages as. */
  verificationAccount: { email: string; password: string };
  baseUrl(remote: string): string;
  appFolder(remote: string): string;
}

export function releaseConfig(env: NodeJS.ProcessEnv = process.env): ReleaseConfig {
  const releasesDir = path.resolve(env.SIFT_RELEASES_DIR || path.join(REPO_ROOT, '.releases'));
  const template = env.SIFT_RELEASE_BASE_URL;
  return {
    root: REPO_ROOT,
    releasesDir,
    registryFile: path.resolve(env.SIFT_REGISTRY_FILE || path.join(releasesDir, 'registry.json')),
    historyFile: path.join(releasesDir, 'history.json'),
    shellUrl: env.SIFT_SHELL_URL || `http://localhost:${DEFAULT_PORTS.shell}/`,
    shellDist: path.resolve(env.SIFT_SHELL_DIST || path.join(REPO_ROOT, 'shell', 'dist')),
    apiUrl: env.SIFT_API_URL || `http://localhost:${API_PORT}/`,
    uploadCommand: env.SIFT_RELEASE_UPLOAD || undefined,
    verificationAccount: {
      email: env.SIFT_VERIFY_EMAIL || DEMO_VERIFICATION_ACCOUNT.email,
      password: env.SIFT_VERIFY_PASSWORD || DEMO_VERIFICATION_ACCOUNT.password,
    },
    baseUrl: (remote) =>
      template
        ? template.replaceAll('{remote}', remote).replace(/\/?$/, '/')
        : `http://localhost:${DEFAULT_PORTS[remote as keyof typeof DEFAULT_PORTS]}/`,
    appFolder: (remote) => path.join(REPO_ROOT, appDir(remote)),
  };
}

export function assertRemote(name: string | undefined): string {
  if (!name || !(REMOTES as readonly string[]).includes(name)) {
    throw new UsageError(`Name one remote: ${REMOTES.join(', ')}.`);
  }
  return name;
}

/** A mistake in how the command was called, shown without a stack trace. */
export class UsageError extends Error {}
