/**
 * What the whole-site verification visits (docs/decisions/0072): every page route of the candidate registry in each
 * role that reaches it, with sample values for its parameters taken from the catalogue, and the verification
 * member's sign-in through the API. No browser here: site-check.ts opens the pages.
 */
import { fillPath, siteRoutes, type OwnedRouteDef, type Registry } from '@sift/contracts';

export type Role = 'visitor' | 'member';

export interface VerificationAccount {
  email: string;
  password: string;
}

export interface Visit {
  role: Role;
  def: OwnedRouteDef;
  path: string;
}

/** Sample values for route parameters: from the API where they must exist, fixed where any value renders a page. */
export interface SampleParams {
  movieSlug?: string;
  showSlug?: string;
  seasonNumber?: string;
  episodeNumber?: string;
  profileId?: string;
}

const FIXED_PARAMS: Record<string, string> = {
  provider: 'google',
  type_id: 'firetv',
  id: 'release-check',
  resetId: 'release-check',
  offer_id: '1',
};
/** A title that does not exist: the theater renders its "unavailable" state and starts no playback. */
export const NO_SUCH_TITLE = 'release-check-no-such-title';

/** The parameters of one route, or null when one has no sample value. */
export function paramsFor(def: OwnedRouteDef, samples: SampleParams): Record<string, string> | null {
  const params: Record<string, string> = { ...FIXED_PARAMS };
  if (def.path.startsWith('/watch/')) params.slug = NO_SUCH_TITLE;
  else if (def.path.startsWith('/show/') && samples.showSlug) params.slug = samples.showSlug;
  else if (def.path.startsWith('/movie/') && samples.movieSlug) params.slug = samples.movieSlug;
  if (samples.seasonNumber) params.season_number = samples.seasonNumber;
  if (samples.episodeNumber) params.episode_number = samples.episodeNumber;
  if (def.path.startsWith('/profiles/')) {
    if (!samples.profileId) return null;
    params.id = samples.profileId;
  }
  const needed = [...def.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g)].filter(([, , optional]) => !optional).map(([, name]) => name);
  if (needed.some((name) => params[name] === undefined)) return null;
  // Optional parameters stay out (`/link/:code?` is visited as /link).
  const optional = [...def.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)\?/g)].map(([, name]) => name);
  for (const name of optional) delete params[name];
  return params;
}

/**
 * What to render: every page of every remote, the releasing remote's in each role its guard lets through (public
 * pages as a visitor and as a member, landing and auth pages as a visitor, private pages as a member), each other
 * remote's page once, in the first of those roles. The shell's own pages are its business, not a release's.
 */
export function visitPlan(candidate: Registry, remote: string, samples: SampleParams, withMember: boolean): { visits: Visit[]; skipped: string[] } {
  const visits: Visit[] = [];
  const skipped: string[] = [];
  for (const def of siteRoutes(candidate)) {
    if (def.owner === 'shell') continue;
    const params = paramsFor(def, samples);
    if (!params) {
      skipped.push(`${def.owner} ${def.path}`);
      continue;
    }
    const path = fillPath(def.path, params);
    let roles: Role[] = def.access === 'public-only' ? ['visitor'] : def.access === 'private' ? ['member'] : ['visitor', 'member'];
    if (!withMember) roles = roles.filter((role) => role === 'visitor');
    if (def.owner !== remote) roles = roles.slice(0, 1);
    for (const role of roles) visits.push({ role, def, path });
  }
  return { visits, skipped };
}

async function apiJson<T>(api: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, api), { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface Member {
  token: string;
  profileId: number;
}

export async function signIn(api: string, account: VerificationAccount): Promise<Member> {
  const { token } = await apiJson<{ token: string }>(api, 'api-token-auth/', {
    method: 'POST',
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  const user = await apiJson<{ profiles: { id: number; is_primary: boolean }[] }>(api, 'users/current/', { headers: { Authorization: `Token ${token}` } });
  const profile = user.profiles.find((p) => p.is_primary) ?? user.profiles[0];
  if (!profile) throw new Error(`${account.email} has no profile`);
  return { token, profileId: profile.id };
}

export async function signOut(api: string, member: Member): Promise<void> {
  await fetch(new URL('auth/logout/', api), { method: 'POST', headers: { Authorization: `Token ${member.token}` } }).catch(() => undefined);
}

/** A movie, a show and one of its episodes from the catalogue, so title pages render a real title. */
export async function sampleParams(api: string, member: Member | null): Promise<SampleParams> {
  type Page<T> = { results: T[] };
  const samples: SampleParams = { profileId: member ? String(member.profileId) : undefined };
  try {
    const [movies, shows] = await Promise.all([
      apiJson<Page<{ slug: string }>>(api, 'content/v2/works/?type=movie&limit=1'),
      apiJson<Page<{ slug: string }>>(api, 'content/v2/works/?type=show&limit=1'),
    ]);
    samples.movieSlug = movies.results[0]?.slug;
    samples.showSlug = shows.results[0]?.slug;
    if (samples.showSlug) {
      const show = await apiJson<{ seasons?: { season_number: number; episodes?: { episode_number: number }[] }[] }>(api, `content/v2/works/${samples.showSlug}/`);
      const season = show.seasons?.find((s) => s.episodes?.length);
      if (season) {
        samples.seasonNumber = String(season.season_number);
        samples.episodeNumber = String(season.episodes![0].episode_number);
      }
    }
  } catch {
    // Without the catalogue the title pages are skipped (and said so); the other pages are still checked.
  }
  return samples;
}
