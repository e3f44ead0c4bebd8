/** How long a document waits for its page's render before it goes without (decision 0159). */
export declare const RENDER_TIMEOUT_MS: number;
/** The releases' renderers, each in a worker thread of its own (decision 0159). */
export declare function createRenderers(options: {
  fetchText: (url: string) => Promise<string>;
  log?: (line: string) => void;
  timeoutMs?: number;
  /** Where renderer files are written (default: a new folder in the system's temporary folder). */
  folder?: string | null;
}): { render(url: string, request: unknown): Promise<string | null>; warm(url: string): void; close(): Promise<void> };
