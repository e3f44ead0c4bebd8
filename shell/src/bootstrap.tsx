import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureApi, handleUnauthorized, Maintenance, resumeSession, siftStore } from '@sift/app-kit';
import '@sift/app-kit/src/ui/theme.css';
import { fetchRegistry } from './registry/registry';
import { useRegistry } from './registry/remote-loader';
import { createRoutes } from './routing/create-routes';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const registry = await fetchRegistry();
    useRegistry(registry);
    configureApi(registry.api, handleUnauthorized);
    await resumeSession();
  } catch (error) {
    console.error('The site could not start', error);
    root.render(<Maintenance onRetry={() => window.location.reload()} />);
    return;
  }
  const router = createBrowserRouter(createRoutes());
  root.render(
    <Provider store={siftStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

void start();
