import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const DOCUMENT: { containerId: string; bodyMarker: string; frameSlot: string; registryId: string; memberKind: string; untilAttribute: string; earlyPressesKey: string };
/** The pre-rendered page's inline script that holds presses until the shell's entry has run (decision 0137). */
export declare const HOLD_EARLY_PRESSES: string;
export declare const SESSION_COOKIE: string;
export interface Fragment {
  head: string[];
  body: string;
}
export declare function parseFragment(text: string): Fragment | null;
export declare function prepareFrame(frame: string): string;
export declare function withoutExpired(body: string, now: number): string;
export declare function defaultSiteClock(registry: unknown, options?: { timeoutMs?: number }): Promise<number>;
export declare function assembleDocument(options: {
  template: string;
  frame: string | null;
  fragment: Fragment;
  pathname: string;
  owner: string;
  registry: unknown;
  year: number;
}): string;
export declare function assembleMemberDocument(options: {
  template: string;
  frame: string;
  registryText: string;
  registry: unknown;
  pathname: string;
  owner: string;
  manifestUrl: string;
  manifest: unknown;
  /** The remote's pre-rendered member page for this path (decision 0144), placed in the frame's content area. */
  fragment?: Fragment | null;
}): string;
export declare function memberPageOwner(
  registry: unknown,
  pathname: string,
): { owner: string; manifest: string; route: { name: string; path: string; firstAnswers?: string[]; renderedPerRequest?: true } } | null;
/** The absolute URLs of the stylesheets of a remote's './start', from its federation manifest. */
export declare function startStylesheets(manifestUrl: string, manifest: unknown): string[];
export declare function documentPath(url: string): string | null;
/** A visitor's pre-rendered page for the path, or with `member` a member's (decision 0144). */
export declare function findDocument(registry: unknown, pathname: string, options?: { member?: boolean }): { owner: string; url: string } | null;
export declare function createDocumentServer(options: {
  dir: string;
  fetchFragment?: (url: string) => Promise<string>;
  log?: (line: string) => void;
  /** The site's clock for a page's time-limited parts (default: the registry API's GET time/, else this server's). */
  siteClock?: (registry: unknown) => Promise<number>;
  /** GETs a page's first answers with the member's session (first-answers.js; default: HTTP, *.localhost on this machine). */
  getAnswer?: (url: string, headers: Record<string, string>, timeoutMs: number) => Promise<{ status: number; type: string; body: string }>;
  /** How long a document waits for them (default: SIFT_FIRST_ANSWERS_TIMEOUT_MS, else 400 ms). */
  answersTimeoutMs?: number;
  /** Renders a member's page with its release's renderer (renderers.js, decision 0159; default: worker threads). */
  renderers?: { render(url: string, request: unknown): Promise<string | null>; warm(url: string): void; close(): Promise<void> };
}): { handle(req: IncomingMessage, res: ServerResponse, registryText: string | null): Promise<boolean>; close(): Promise<void> };
