import { clientHeaders, readCookie, requestUrl, startEarlyGet } from '@sift/api-client';
import { COOKIE_NAMES, PRERENDERED_DOCUMENT, STORAGE_KEYS } from '@sift/contracts';

/**
 * The session's answer, `users.current()`'s path: what the shell asks first on every start of a signed-in member
 * (000 §4.6). Written here, not imported from the users resource: importing it brought that resource's schemas into
 * the entry chunk (2.7 KB gzipped). member-early-session.spec.ts fails if the two ever differ (two requests).
 */
export const SESSION_PATH = 'users/current/';

/**
 * On a signed-in member's document (the member frame, decision 0087) the session's request starts from the shell's
 * entry, before the app's code has downloaded (issue 19; early-requests.ts): the document carries the registry
 * inline (the API's URL) and the token is in its cookie. The session resumes (app-kit's resumeSession) with the same
 * call, which takes this answer. Not when the address or storage says the session is an impersonation (resumeSession
 * handles those with other calls), and not on any other document. Answers whether it started.
 */
export function requestSessionEarly(appVersion: string, win: Window = window): boolean {
  const doc = win.document;
  const page = doc.getElementById(PRERENDERED_DOCUMENT.containerId);
  const registry = doc.getElementById(PRERENDERED_DOCUMENT.registryId)?.textContent;
  if (page?.dataset.kind !== PRERENDERED_DOCUMENT.memberKind || !registry) return false;
  const token = readCookie(COOKIE_NAMES.token, doc);
  if (!token || new URLSearchParams(win.location.search).has('impersonation_token')) return false;
  try {
    if (win.localStorage.getItem(STORAGE_KEYS.impersonationUsed)) return false;
  } catch {
    // storage refused: nothing says this is an impersonation
  }
  let api: unknown;
  try {
    api = (JSON.parse(registry) as { api?: unknown }).api;
  } catch {
    return false;
  }
  // The token goes only to the API the registry names.
  if (typeof api !== 'string' || !/^https?:\/\//.test(api)) return false;
  const { headers } = clientHeaders({ appVersion, getToken: () => token, getProfileId: () => null });
  startEarlyGet(requestUrl(api, SESSION_PATH), headers(), win.fetch.bind(win));
  return true;
}
