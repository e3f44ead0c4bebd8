import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { buildUser } from '@sift/contracts/testing';
import { sessionAtom, siftStore } from '@sift/app-kit';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { LinkServices } from './link-services';

const catalog = (id: number, slug: string, title: string) => ({ id, catalog_id: id, slug, name: title, title, color: '#000', display_order: id, representative_external_id: null, service_id: id, logo_url: `/${slug}.svg` });
const services = [
  { id: 12, name: 'Sift', slug: 'sift', log_in_link: 'http://localhost:3000/login', display_order_linking: 0, logo_url: '/s.svg', service_linking_page_image_url: null, catalogs: [catalog(12, 'sift', 'Sift')] },
  { id: 1, name: 'Netflix', slug: 'netflix', log_in_link: 'http://netflix.localhost:4083/signin', display_order_linking: 1, logo_url: '/n.svg', service_linking_page_image_url: null, catalogs: [catalog(1, 'netflix', 'Netflix')] },
];
const credentials = [{ id: 1, service_id: 1, source: 'web', account_name: 'Parker Lane', plan: 'Standard', watch_history_count: 0, created_at: '', updated_at: '' }];

jest.mock('../../api', () => ({
  api: () => ({
    catalogue: { streamingServices: async () => services },
    linking: { credentials: async () => credentials, catalogAccesses: async () => [{ id: 1, catalog: 'netflix', is_authorized: true, verified_to: '2099-01-01T00:00:00Z' }] },
  }),
}));

const subscription = { plan_price: '9.99', billing_frequency: 'monthly' as const, subscription_is_active: true, is_renewing: true, is_upsellable_to_annual: true };

function renderPage(subscribed: boolean) {
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ subscription: subscribed ? subscription : null }), token: 't', impersonating: false });
  return render(
    <Provider store={siftStore}>
      <MemoryRouter initialEntries={['/services']}>
        <UiProvider>
          <Routes>
            <Route path="/services" element={<LinkServices />} />
            <Route path="/account" element={<p>account page</p>} />
            <Route path="/membership/plan" element={<p>plan page</p>} />
          </Routes>
        </UiProvider>
      </MemoryRouter>
    </Provider>,
  );
}

it('sends a signed-in user without an active subscription to /membership/plan (001 §1, /services)', async () => {
  renderPage(false);
  expect(await screen.findByText('plan page')).toBeInTheDocument();
  expect(screen.queryByRole('switch')).toBeNull();
});

it("lists the services with the account's links; Browse goes to /browse, Back to /account without history", async () => {
  const { container } = renderPage(true);
  const netflix = await screen.findByRole('switch', { name: 'Netflix' });
  expect(netflix).toBeChecked();
  expect(within(screen.getByRole('list', { name: 'Streaming services' })).getByText('Included with your membership')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/browse');
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('account page')).toBeInTheDocument();
});
