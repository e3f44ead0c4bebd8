/**
 * The route-name contract at release time (docs/decisions/0071-route-links-checked-at-release.md): with the candidate
 * live, every name the live shell, the other live remotes and the candidate itself link to must still be served.
 * The shell's links come from its release file (sift-release.json beside its index.html), a remote's from its registry
 * entry, with the places in its code from its own release file when its origin answers.
 */
import { linkProblems, type LinkingApp, type Registry, type RouteLinks } from '@sift/contracts';
import { RELEASE_FILE } from '@sift/build-config/ports';
import type { ReleaseFile } from './release-store';

interface LinksFile {
  links?: Record<string, string[]>;
}

async function fetchLinks(url: string): Promise<LinksFile> {
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`it answered ${response.status}`);
  return (await response.json()) as LinksFile;
}

/** The live shell's links, or the reason they cannot be read (which refuses the release: they must be checked). */
export async function shellLinks(shellUrl: string): Promise<{ links?: RouteLinks; problem?: string }> {
  const url = new URL(RELEASE_FILE, shellUrl).href;
  try {
    const file = await fetchLinks(url);
    if (!file.links) throw new Error('it records no links');
    return { links: file.links };
  } catch (error) {
    return {
      problem: `The live shell's links could not be read from ${url} (${(error as Error).message}); deploy a shell built with this release tool first.`,
    };
  }
}

/** Every app that links into the site once `candidate` is live, and the problems reading them. */
export async function linkingApps(options: {
  shellUrl: string;
  candidate: Registry;
  remote: string;
  release: Pick<ReleaseFile, 'links'>;
}): Promise<{ apps: LinkingApp[]; problems: string[] }> {
  const { shellUrl, candidate, remote, release } = options;
  const shell = await shellLinks(shellUrl);
  const others = await Promise.all(
    Object.entries(candidate.remotes)
      .filter(([name]) => name !== remote)
      .map(async ([name, entry]): Promise<LinkingApp> => {
        // The places in its code, when its release file can be read; its registry entry has the names either way.
        const detailed = await fetchLinks(new URL(RELEASE_FILE, entry.manifest).href).catch(() => ({}) as LinksFile);
        return { app: name, links: detailed.links ?? entry.links };
      }),
  );
  return {
    apps: [{ app: 'shell', links: shell.links }, ...others, { app: remote, links: release.links, candidate: true }],
    problems: shell.problem ? [shell.problem] : [],
  };
}

/** The links that `candidate` would leave without a page (and why the links could not all be read). */
export async function routeContractProblems(options: {
  shellUrl: string;
  candidate: Registry;
  live: Registry;
  remote: string;
  release: Pick<ReleaseFile, 'links'>;
}): Promise<string[]> {
  const { apps, problems } = await linkingApps(options);
  return [...problems, ...linkProblems(options.candidate, apps, options.live)];
}
