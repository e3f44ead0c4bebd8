import { createContext, useContext } from 'react';
import { PRERENDERED_DOCUMENT } from '@sift/contracts';

/** A page as it was pre-rendered: its path and the data it was rendered with (docs/decisions/0023). */
export interface PrerenderedPage {
  path: string;
  data: unknown;
}

export const PageDataContext = createContext<unknown>(undefined);

/**
 * The data this page was pre-rendered with when the visitor's document carries it (the first page of a visit that
 * arrived on a pre-rendered path), else undefined. A page starts from it, so its first render matches what the
 * visitor already sees, then loads fresh data itself.
 */
export function usePrerenderedData<T>(): T | undefined {
  return useContext(PageDataContext) as T | undefined;
}

/** The pre-rendered page the shell's server placed into this document for this remote, if any. */
export function readPrerenderedPage(remote: string): PrerenderedPage | undefined {
  if (typeof document === 'undefined') return undefined;
  const container = document.getElementById(PRERENDERED_DOCUMENT.containerId);
  if (!container || container.dataset.remote !== remote || !container.dataset.path) return undefined;
  const script = container.querySelector(`script[${PRERENDERED_DOCUMENT.dataAttribute}]`);
  if (!script?.textContent) return { path: container.dataset.path, data: undefined };
  try {
    return { path: container.dataset.path, data: JSON.parse(script.textContent) as unknown };
  } catch {
    return { path: container.dataset.path, data: undefined };
  }
}

/**
 * How long ago the visitor arrived on the page being rendered, in ms: while the app takes over a pre-rendered page
 * (it may start seconds after the document, docs/decisions/0060), the time since the document started; else 0, the
 * page arrives as it renders. Read it once, when the page first renders.
 */
export function msSinceArrival(): number {
  if (typeof document === 'undefined' || !document.getElementById(PRERENDERED_DOCUMENT.containerId)) return 0;
  return performance.now();
}
