import { REMOTE_NAMES, type RemoteName } from '@sift/contracts';

/**
 * The registry: which manifest URL each remote loads from, and the API's URL. Read at every start from
 * /registry.json, so a remote's version changes by editing the registry, never by rebuilding the shell
 * (docs/decisions/0001-runtime-remotes.md).
 */
export interface Registry {
  api: string;
  remotes: Record<RemoteName, string>;
}

export function parseRegistry(raw: unknown): Registry {
  const value = raw as Partial<Registry> | null;
  if (!value || typeof value.api !== 'string' || typeof value.remotes !== 'object' || value.remotes === null) {
    throw new Error('The registry must have an "api" URL and a "remotes" map.');
  }
  const missing = REMOTE_NAMES.filter((name) => typeof value.remotes?.[name] !== 'string');
  if (missing.length) throw new Error(`The registry has no manifest URL for: ${missing.join(', ')}.`);
  return { api: value.api, remotes: value.remotes as Record<RemoteName, string> };
}

export async function fetchRegistry(url = '/registry.json'): Promise<Registry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The registry could not be loaded (${response.status}).`);
  return parseRegistry(await response.json());
}
