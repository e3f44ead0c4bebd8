import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { siftStore } from '@sift/app-kit';
import { fillPath, TAX_NOTICE } from '@sift/contracts';
import { preloadPageAt, RemoteRoutes } from '@sift/mount';
import { UiProvider } from '@sift/ui';
import { saveCancelSession } from './features/cancel/cancel-session';
import { pages } from './pages';
import routes from './routes';

// Every call stays pending: the notice shows while the page's data loads, not only once it has.
jest.mock('./api', () => {
  const pending = () => new Promise(() => undefined);
  const resource = new Proxy({}, { get: () => pending });
  const client = new Proxy({}, { get: (_t, key) => (key === 'session' ? { browserId: () => 'b', sessionId: () => 's' } : resource) });
  return { api: () => client };
});

const accountPages = routes.routes.filter((def) => def.needsAccountAccess);

it('covers the account area, the TV device offer and the cancel flow', () => {
  expect(accountPages.map((def) => def.name)).toEqual(expect.arrayContaining(['account', 'manageProfiles', 'sharing', 'scheduleACall', 'offersTvDevices', 'cancel', 'cancelDiscount']));
});

// 002 §2.3: "A tax notice appears on account pages."
it.each(accountPages.map((def) => [def.path, def] as const))('%s shows the tax notice', async (_path, def) => {
  saveCancelSession({ reason: 2, reasonParent: null, reasonText: 'It costs too much', explanation: null, subscription: 1, offersShown: [], oneMonthFree: false, prioritySupport: false, recorded: false });
  const path = fillPath(def.path, { id: '7', offer_id: '1' });
  await preloadPageAt(routes, pages, path);
  render(
    <Provider store={siftStore}>
      <MemoryRouter initialEntries={[path]}>
        <UiProvider>
          <RemoteRoutes routes={routes} pages={pages} />
        </UiProvider>
      </MemoryRouter>
    </Provider>,
  );
  expect(await screen.findByRole('main')).toHaveAttribute('data-route', def.name);
  expect(screen.getByText(TAX_NOTICE)).toBeVisible();
});
