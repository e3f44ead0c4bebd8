import type { IncomingMessage } from 'node:http';

/** The URLs of a route's first calls at a path, as the app's client asks them (docs/decisions/0154). */
export declare function firstAnswerUrls(api: unknown, routeDef: { path: string; firstAnswers?: readonly string[] } | null | undefined, pathname: string): string[];
/** The values of a route path's `:param`s in a path it matches. */
export declare function routeParams(routePath: string, pathname: string): Record<string, string | null>;
export declare function cookieValue(header: string | undefined, name: string): string | null;
export declare const ANSWERS_TIMEOUT_MS: number;
/** GET a URL's text (a *.localhost host is this machine) within `timeoutMs` and `maxBytes` (256 KB by default). */
export declare function getText(url: string, headers: Record<string, string>, timeoutMs: number, maxBytes?: number): Promise<{ status: number; type: string; body: string }>;
/** A route's first calls at a path: as declared and as the app's client asks them. */
export declare function firstAnswerCalls(api: unknown, routeDef: { path: string; firstAnswers?: readonly string[] } | null | undefined, pathname: string): { call: string; url: string }[];
export interface FirstAnswersOptions {
  api: unknown;
  routeDef: unknown;
  pathname: string;
  req: IncomingMessage;
  scriptId: string;
  get?: (url: string, headers: Record<string, string>, timeoutMs: number) => Promise<{ status: number; type: string; body: string }>;
  timeoutMs?: number;
  /** Ask the member's session (users/current/) too: what a page rendered per request is rendered for (0159). */
  withSession?: boolean;
}
/** The member's first answers: the document's inline script ('' when none came), each answer by its declared call, the profile and (withSession) the session; null when there is nothing to ask. */
export declare function askFirstAnswers(
  options: FirstAnswersOptions,
): Promise<{ script: string; calls: Record<string, unknown>; profileId: number | null; session?: unknown } | null>;
/** A file from a release's origin: its body when it answers 200 within `timeoutMs`; else rejects. */
export declare function getReleaseFile(url: string, timeoutMs: number): Promise<string>;
