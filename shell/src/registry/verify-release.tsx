import type { Root } from 'react-dom/client';
import { loadRemoteModule } from './remote-loader';

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
 * exactly as users would get them, and reports whether it exposes the single-spa lifecycles.
 */
export async function verifyRelease(remote: string, root: Root): Promise<void> {
  const problems: string[] = [];
  try {
    await loadRemoteModule(remote);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const result: VerifyResult = { remote, ok: problems.length === 0, problems };
  window.__SIFT_VERIFY__ = result;
  root.render(<pre data-verify={result.ok ? 'ok' : 'failed'}>{JSON.stringify(result, null, 2)}</pre>);
}
