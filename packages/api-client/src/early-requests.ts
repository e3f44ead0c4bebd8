import { HEADER_NAMES } from '@sift/contracts';

/**
 * GET requests started before the app's API client exists (issue 19): a member's document knows the API and the
 * session's token from its first script, while the client comes with the app's code, several downloads later. On a
 * phone the session's answer (`users/current/`) was asked for only after them, and every member page waited a
 * round trip and its preflight more for it. The shell's entry starts such a request (`startEarlyGet`); the client's
 * first GET of the same URL, with the same token and profile, takes its answer instead of asking again
 * (`takeEarlyGet`, in the requester), once. Anything else (another token, another profile, a POST) asks the server.
 */

interface EarlyGet {
  authorization: string | null;
  profileId: string | null;
  response: Promise<Response>;
}

const started = new Map<string, EarlyGet>();

/** The URL ky asks for `target` under `prefixUrl` (it adds the slash a prefix lacks). */
export const requestUrl = (prefixUrl: string, target: string): string => `${prefixUrl.endsWith('/') ? prefixUrl : `${prefixUrl}/`}${target}`;

const identity = (headers: Record<string, string>) => ({
  authorization: headers[HEADER_NAMES.authorization] ?? null,
  profileId: headers[HEADER_NAMES.profileId] ?? null,
});

/** Starts a GET of `url` with `headers` (those the client would send) for the client to take later. */
export function startEarlyGet(url: string, headers: Record<string, string>, fetchImpl: typeof fetch = fetch): void {
  const response = fetchImpl(url, { method: 'GET', headers: { accept: 'application/json', ...headers } });
  // Taken or not, a failure here is the client's to handle (it asks again): never an unhandled rejection.
  response.catch(() => undefined);
  started.set(url, { ...identity(headers), response });
}

/**
 * The answer of an early GET of `url` made with the same token and profile as `headers`, once; null when there is
 * none. A GET of another identity leaves it (and asks the server itself).
 */
export function takeEarlyGet(url: string, headers: Record<string, string>): Promise<Response> | null {
  const early = started.get(url);
  if (!early) return null;
  const { authorization, profileId } = identity(headers);
  if (early.authorization !== authorization || early.profileId !== profileId) return null;
  started.delete(url);
  return early.response;
}
