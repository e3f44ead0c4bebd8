import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import { ACCOUNT_LOAD_FAILED } from '@sift/contracts';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { UiProvider } from '@sift/ui';
import { AccountOverview } from './account-overview';

const mySubscription = jest.fn();
const defaultPaymentMethod = jest.fn();
const balance = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({
    membership: { mySubscription: () => mySubscription(), defaultPaymentMethod: () => defaultPaymentMethod() },
    account: { balance: () => balance(), invoices: () => new Promise(() => undefined) },
    requiredFilters: { get: () => new Promise(() => undefined) },
  }),
}));

const renderOverview = () =>
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <MemoryRouter initialEntries={['/account']}>
          <AccountOverview />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );

describe('AccountOverview (002 §2.3)', () => {
  beforeEach(() => {
    const profile = buildProfile({ id: 7 });
    siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
    siftStore.set(activeProfileIdAtom, 7);
    mySubscription.mockReset().mockResolvedValue({ subscription: null, subscription_is_active: false, upgrade_paths: [], subscription_discount_eligible: false });
    defaultPaymentMethod.mockReset();
    balance.mockReset().mockResolvedValue({ balance: 0 });
  });

  it("says the account could not be loaded, with 'Try again' for all of it, when one of its answers fails (never 'No card on file')", async () => {
    defaultPaymentMethod.mockRejectedValue(new Error('Network error'));
    renderOverview();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_LOAD_FAILED);
    expect(screen.queryByText(/No card on file/i)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(defaultPaymentMethod).toHaveBeenCalledTimes(2));
    expect(mySubscription).toHaveBeenCalledTimes(2);
    expect(balance).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_LOAD_FAILED);
  });

  it('shows the page skeleton until the card has answered, not an empty card', async () => {
    defaultPaymentMethod.mockReturnValue(new Promise(() => undefined));
    const { container } = renderOverview();
    await waitFor(() => expect(mySubscription).toHaveBeenCalled());
    await waitFor(() => expect(balance).toHaveBeenCalled());
    expect(container.querySelector('.ui-page-skeleton')).not.toBeNull();
    expect(screen.queryByText(/No card on file/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
