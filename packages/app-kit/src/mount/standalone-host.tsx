import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router';
import type { RemoteName } from '@sift/contracts';
import { configureApi } from '../api';
import { handleUnauthorized, resumeSession } from '../session/session-actions';
import { siftStore } from '../store';
import type { Pages } from './define-pages';
import { RemoteRoutes } from './remote-routes';

/**
 * A remote's team runs it alone in dev (`pnpm dev` in its folder): its pages in a plain BrowserRouter against the
 * local API, signed in with the same token cookie as the full site. No navbar and no guards: those are the shell's.
 */
export function renderStandalone(remote: RemoteName, pages: Pages, apiUrl = 'http://localhost:4000/'): void {
  configureApi(apiUrl, handleUnauthorized);
  function Standalone() {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      resumeSession().finally(() => setReady(true));
    }, []);
    if (!ready) return null;
    return (
      <Provider store={siftStore}>
        <BrowserRouter>
          <div className="remote-root" data-remote={remote} data-standalone="true">
            <RemoteRoutes remote={remote} pages={pages} />
          </div>
        </BrowserRouter>
      </Provider>
    );
  }
  createRoot(document.getElementById('root')!).render(<Standalone />);
}
