import type { Root } from 'react-dom/client';
import { SLOT_NAMES } from '@sift/contracts';
import { loadRemoteModule, widgetLifecycles, widgetsIn } from './remote-loader';

/** What the release tool reads from the page (packages/release: verify). */
export interface VerifyResult {
  remote: string;
  ok: boolean;
  problems: string[];
}

declare global {
  interface Window {
    __SIFT_VERIFY__?: VerifyResult;
  }
}

/**
 * The browser half of a release's verification (docs/decisions/0021-releases.md): this shell, with a private registry
 * naming the candidate release, loads the candidate's './start' through the federation runtime and shared singletons
 * exactly as users would get them, and reports whether it exposes the single-spa lifecycles, its own and its widgets'.
 */
export async function verifyRelease(remote: string, root: Root): Promise<void> {
  const problems: string[] = [];
  try {
    const module = await loadRemoteModule(remote);
    for (const widget of SLOT_NAMES.flatMap(widgetsIn).filter((w) => w.owner === remote)) {
      try {
        widgetLifecycles(module, widget);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  } catch (error) {
    problems.push((error as Error).message);
  }
  const result: VerifyResult = { remote, ok: problems.length === 0, problems };
  window.__SIFT_VERIFY__ = result;
  root.render(<pre data-verify={result.ok ? 'ok' : 'failed'}>{JSON.stringify(result, null, 2)}</pre>);
}
