/**
 * Settings of the linking area (docs/decisions/0050):
 *
 * | env | meaning |
 * |---|---|
 * | `SIFT_SERVICE_CREDENTIALS_KEY` | 32 bytes, base64: the master key every service's credential key is derived from. Outside production a fixed development key (public, like the demo passwords) is used when unset; in production without it the credential calls answer 503 |
 * | `SIFT_SERVICE_SIGN_IN_URLS` | comma list `slug=url`: where a service's sign-in is (`log_in_link`). Outside production each service with a stand-in (packages/stand-in-services) points at it by default |
 */
import { createHash } from 'node:crypto';
import { STAND_IN_ORIGINS } from '@sift/build-config/ports';

export interface LinkingConfig {
  /** The master key of service credentials; null: linking answers 503 (production without a key). */
  serviceCredentialsKey: Buffer | null;
  /** Service slug -> its sign-in page, replacing the catalogue's `log_in_link`. */
  serviceSignInUrls: Record<string, string>;
}

/** Development only: a key anyone can read (this file), so development credentials are never real secrets. */
const DEVELOPMENT_KEY = createHash('sha256').update('sift development service credentials key').digest();

function parseKey(raw: string): Buffer {
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('SIFT_SERVICE_CREDENTIALS_KEY must be 32 bytes, base64-encoded (e.g. `openssl rand -base64 32`).');
  return key;
}

function parseSignInUrls(raw: string | undefined): Record<string, string> | null {
  if (!raw) return null;
  const pairs = raw
    .split(',')
    .map((pair) => pair.trim().split('='))
    .filter(([slug, url]) => slug && url && /^https?:\/\//.test(url));
  return Object.fromEntries(pairs.map(([slug, url]) => [slug.trim(), url.trim()]));
}

export function linkingConfigFromEnv(env: NodeJS.ProcessEnv): { linking: LinkingConfig } {
  const production = env.NODE_ENV === 'production';
  const standIns = Object.fromEntries(Object.entries(STAND_IN_ORIGINS).map(([slug, origin]) => [slug, `${origin}/signin`]));
  return {
    linking: {
      serviceCredentialsKey: env.SIFT_SERVICE_CREDENTIALS_KEY ? parseKey(env.SIFT_SERVICE_CREDENTIALS_KEY) : production ? null : DEVELOPMENT_KEY,
      serviceSignInUrls: parseSignInUrls(env.SIFT_SERVICE_SIGN_IN_URLS) ?? (production ? {} : standIns),
    },
  };
}
