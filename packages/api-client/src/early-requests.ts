import { COOKIE_NAMES, HEADER_NAMES, PRERENDERED_DOCUMENT } from '@sift/contracts';
import { readCookie } from './cookies';

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

/**
 * The answers the shell's server put into a member's document (its route's first calls, asked with the member's
 * session from the cookies: docs/decisions/0154): one store for every app's client on the page (the shell's and each
 * remote's build of this module), each answer taken once.
 */
interface DocumentAnswers {
  profileId: string | null;
  answers: Map<string, unknown>;
}

const DOCUMENT_ANSWERS = Symbol.for('sift.documentAnswers');
/** After this long on the page an answer of the document is too old to stand for a request (ms since navigation). */
export const DOCUMENT_ANSWERS_FRESH_MS = 30_000;

type AnswersHolder = { [DOCUMENT_ANSWERS]?: DocumentAnswers | null };

function documentAnswers(): DocumentAnswers | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  const holder = window as unknown as AnswersHolder;
  if (holder[DOCUMENT_ANSWERS] !== undefined) return holder[DOCUMENT_ANSWERS];
  let found: DocumentAnswers | null = null;
  const text = document.getElementById(PRERENDERED_DOCUMENT.answersId)?.textContent;
  if (text) {
    try {
      const parsed = JSON.parse(text) as { profileId?: unknown; answers?: unknown };
      if (parsed.answers && typeof parsed.answers === 'object') {
        found = {
          profileId: typeof parsed.profileId === 'string' ? parsed.profileId : null,
          answers: new Map(Object.entries(parsed.answers as Record<string, unknown>)),
        };
      }
    } catch {
      // not readable: every call asks the server
    }
  }
  holder[DOCUMENT_ANSWERS] = found;
  return found;
}

/**
 * The answer the document brought for a GET of `url` with `headers`, once; null when it has none, when the request is
 * not the member's the document was made for (another token than the cookie's, another profile), or when the page
 * has been open longer than DOCUMENT_ANSWERS_FRESH_MS.
 */
export function takeDocumentAnswer(url: string, headers: Record<string, string>, now: () => number = () => performance.now()): { body: unknown } | null {
  const store = documentAnswers();
  if (!store?.answers.has(url)) return null;
  if (now() > DOCUMENT_ANSWERS_FRESH_MS) {
    store.answers.clear();
    return null;
  }
  const { authorization, profileId } = identity(headers);
  const token = readCookie(COOKIE_NAMES.token);
  if (!token || authorization !== `Token ${token}` || profileId !== store.profileId) return null;
  const body = store.answers.get(url);
  store.answers.delete(url);
  return { body };
}
