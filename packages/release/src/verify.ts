/**
 * Verifying a release before anyone sees it (docs/decisions/0021-releases.md): its manifest loads and exposes
 * './start'; the packages it expects to share with the shell fit the live shell's; its routes fit the rest of the
 * registry; and, in Chromium, the live shell loads it through the federation runtime and finds the single-spa
 * lifecycles. Each check returns problems in words; none throws.
 */
import semver from 'semver';
import { registryProblems, type Registry } from '@sift/contracts';

export interface FederationManifest {
  name: string;
  shared: { name: string; version: string; singleton?: boolean; requiredVersion?: string }[];
  exposes: { name: string; path: string }[];
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

/** The candidate's manifest: reachable, valid, named after the remote, exposing './start'. */
export async function checkManifest(remote: string, manifestUrl: string): Promise<{ manifest?: FederationManifest; problems: string[] }> {
  let manifest: FederationManifest;
  try {
    manifest = await fetchJson<FederationManifest>(manifestUrl);
  } catch (error) {
    return { problems: [`The manifest did not load: ${(error as Error).message}`] };
  }
  const problems: string[] = [];
  if (manifest.name !== remote) problems.push(`The manifest is for "${manifest.name}", not "${remote}".`);
  if (!Array.isArray(manifest.exposes) || !manifest.exposes.some((e) => e.path === './start')) {
    problems.push(`The release does not expose './start' (it exposes ${manifest.exposes?.map((e) => e.path).join(', ') || 'nothing'}).`);
  }
  if (!Array.isArray(manifest.shared)) problems.push('The manifest lists no shared packages.');
  return { manifest, problems };
}

/**
 * Shared singletons are loaded once, from the shell (`loaded-first`): each one the release shares must be offered
 * by the shell in a version the release accepts, or the release would run against code it was not built for.
 */
export function sharedProblems(candidate: FederationManifest, shell: FederationManifest): string[] {
  const problems: string[] = [];
  for (const wanted of candidate.shared ?? []) {
    if (!wanted.singleton) continue;
    const offered = shell.shared.find((s) => s.name === wanted.name);
    if (!offered) continue;
    const range = wanted.requiredVersion || `^${wanted.version}`;
    if (!semver.valid(offered.version) || !semver.satisfies(offered.version, range)) {
      problems.push(`${wanted.name}: the shell provides ${offered.version}, the release requires ${range}.`);
    }
  }
  for (const offered of shell.shared) {
    const wanted = candidate.shared.find((s) => s.name === offered.name);
    if (offered.singleton && wanted && wanted.singleton === false) {
      problems.push(`${offered.name} is a singleton in the shell but not in the release.`);
    }
  }
  return problems;
}

/** Runs every check that does not need a browser. */
export async function staticChecks(options: {
  remote: string;
  manifestUrl: string;
  shellManifest: FederationManifest | null;
  candidateRegistry: Registry;
}): Promise<string[]> {
  const { manifest, problems } = await checkManifest(options.remote, options.manifestUrl);
  if (manifest && options.shellManifest) problems.push(...sharedProblems(manifest, options.shellManifest));
  // The registry as it would be with the candidate live: path claims, redirect loops.
  problems.push(...registryProblems(options.candidateRegistry));
  return problems;
}

/** Reads the live shell's federation manifest, or null when no shell is reachable (checked again in the browser). */
export async function shellManifest(shellUrl: string): Promise<FederationManifest | null> {
  try {
    return await fetchJson<FederationManifest>(new URL('mf-manifest.json', shellUrl).href);
  } catch {
    return null;
  }
}
