import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { siteRoutes, type Registry } from '@sift/contracts';
import { configureApi, handleUnauthorized, Maintenance, resumeSession, setSiteRoutes, siftStore } from '@sift/app-kit';
import '@sift/app-kit/theme.css';
import { fetchRegistry } from './registry/registry';
import { useRegistry } from './registry/remote-loader';
import { verifyRelease } from './registry/verify-release';
import { createRoutes } from './routing/create-routes';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  let registry: Registry;
  try {
    registry = await fetchRegistry();
    useRegistry(registry);
    if (registry.verify) {
      // The release tool's private copy of the registry: check the candidate release, render nothing else.
      await verifyRelease(registry.verify.remote, root);
      return;
    }
    setSiteRoutes(siteRoutes(registry));
    configureApi(registry.api, handleUnauthorized);
    await resumeSession();
  } catch (error) {
    // No registry (or one the shell cannot read), or no API: the maintenance notice, never a blank page.
    console.error('The site could not start', error);
    root.render(<Maintenance onRetry={() => window.location.reload()} />);
    return;
  }
  const router = createBrowserRouter(createRoutes(registry));
  root.render(
    <Provider store={siftStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

void start();
