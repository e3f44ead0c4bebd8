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
    balance.mockReset().mockResolvedValue({ balance: 0, transactions: [] });
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

  it('keeps the billing card loading, in its place, until the card has answered, never an empty card', async () => {
    defaultPaymentMethod.mockReturnValue(new Promise(() => undefined));
    const { container } = renderOverview();
    await waitFor(() => expect(mySubscription).toHaveBeenCalled());
    await waitFor(() => expect(balance).toHaveBeenCalled());
    // The plan has answered: its section shows while the card's still waits.
    await waitFor(() => expect(container.querySelector('[data-plan-state]')).not.toBeNull());
    expect(container.querySelector('.ac-section--card.ac-section--loading')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Billing card' })).toBeInTheDocument();
    expect(screen.queryByText(/No card on file/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows every section in its place with its heading while nobody is signed in (the pre-rendered page), nothing of a member', () => {
    siftStore.set(sessionAtom, { status: 'anonymous' });
    mySubscription.mockReturnValue(new Promise(() => undefined));
    defaultPaymentMethod.mockReturnValue(new Promise(() => undefined));
    balance.mockReturnValue(new Promise(() => undefined));
    const { container } = renderOverview();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Subscription plan',
      'Account and billing info',
      'Billing card',
      'Credits',
      'Streaming services',
      'Default filters',
      'TV devices',
      'Parental controls',
      'Help and promos',
      'Billing history',
    ]);
    for (const section of ['plan', 'accountInfo', 'card', 'credits', 'filters', 'parental', 'history']) {
      expect(container.querySelector(`.ac-section--${section}.ac-section--loading`)).not.toBeNull();
    }
    expect(screen.queryByTestId('account-email')).not.toBeInTheDocument();
    // The first screen's sections show their usual content as ghosts, hidden from assistive technology.
    expect(container.querySelectorAll('.ac-ghost')).toHaveLength(3);
    for (const ghost of container.querySelectorAll('.ac-ghost')) expect(ghost).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: /Update billing|Upgrade to Annual|Change email/ })).not.toBeInTheDocument();
  });
});
