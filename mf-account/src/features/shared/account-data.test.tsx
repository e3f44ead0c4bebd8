/**
 * The account's answers in the site's one data layer (@sift/data, docs/decisions/0086): asked once however many
 * screens show them, and after a change the page shows the new state, never the one from before.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import { REACTIVATE_SUBSCRIPTION, type Subscription, type SubscriptionSummary } from '@sift/contracts';
import { buildProfile, buildSubscription, buildUser } from '@sift/contracts/testing';
import { accountScope, apiKey, readApiData } from '@sift/data';
import { UiProvider } from '@sift/ui';
import { ReasonStep } from '../cancel/reason-step';
import { ActivePromo } from '../promo/active-promo';
import { AccountOverview } from '../subscription/account-overview';

const mySubscription = jest.fn();
const activePromo = jest.fn();
const reactivateSubscription = jest.fn();
const pending = () => new Promise(() => undefined);
jest.mock('../../api', () => ({
  api: () => ({
    membership: { mySubscription: () => mySubscription(), defaultPaymentMethod: async () => null, activePromo: () => activePromo() },
    account: {
      balance: async () => ({ balance: 0, transactions: [] }),
      invoices: pending,
      cancelReasons: async () => [{ id: 2, text: 'It costs too much', children: [], ask_for_explanation: false, explanation_placeholder_text: null }],
      reactivateSubscription: () => reactivateSubscription(),
    },
    requiredFilters: { get: pending },
  }),
}));
jest.mock('@sift/app-kit', () => ({ ...jest.requireActual<object>('@sift/app-kit'), refreshUser: () => Promise.resolve() }));

const subscription = buildSubscription;
const summaryOf = (s: Subscription): SubscriptionSummary => ({ subscription: s, subscription_is_active: true, upgrade_paths: [], subscription_discount_eligible: false });

const renderAt = (element: React.ReactNode, path = '/account') =>
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );

beforeEach(() => {
  const profile = buildProfile({ id: 7 });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ id: 1, profiles: [profile] }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, 7);
  mySubscription.mockReset().mockResolvedValue(summaryOf(subscription()));
  activePromo.mockReset().mockResolvedValue(null);
  reactivateSubscription.mockReset().mockResolvedValue({});
});

it('asks for the subscription once for every screen that shows it, and keeps it for the next (the cancel flow)', async () => {
  const { unmount } = renderAt(
    <>
      <AccountOverview />
      <ActivePromo />
    </>,
  );
  expect(await screen.findByText('Renews automatically.')).toBeVisible();
  expect(await screen.findByTestId('no-promo')).toBeVisible();
  expect(mySubscription).toHaveBeenCalledTimes(1);
  // Kept as the API client answered it, under the key any remote builds for it.
  expect(readApiData(apiKey(accountScope(1), 'subscriptions/my-subscription/'))).toEqual(summaryOf(subscription()));
  unmount();

  // Cancel Subscription from /account: the flow's first step does not ask for it again.
  renderAt(<ReasonStep />, '/membership/cancel');
  expect(await screen.findByRole('group', { name: 'Choose the reason that fits best' })).toBeVisible();
  expect(mySubscription).toHaveBeenCalledTimes(1);
});

it('after a change shows the new state, with the page kept on screen meanwhile, and forgets what no screen shows', async () => {
  mySubscription.mockResolvedValue(summaryOf(subscription({ is_renewing: false, end_date: '2026-07-01T00:00:00Z' })));
  const promo = renderAt(<ActivePromo />);
  expect(await screen.findByTestId('no-promo')).toBeVisible();
  promo.unmount();
  const { container } = renderAt(<AccountOverview />);
  const reactivate = await screen.findByRole('button', { name: REACTIVATE_SUBSCRIPTION });
  // Loaded once for both screens.
  expect(mySubscription).toHaveBeenCalledTimes(1);

  let answer: (summary: SubscriptionSummary) => void = () => undefined;
  mySubscription.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  await userEvent.click(reactivate);
  await waitFor(() => expect(mySubscription).toHaveBeenCalledTimes(2));
  // While the new answer is on its way the page stays as it was: no skeleton, no empty plan.
  expect(container.querySelector('.ui-page-skeleton')).toBeNull();
  expect(screen.getByTestId('plan-end-date')).toBeVisible();
  answer(summaryOf(subscription()));
  expect(await screen.findByText('Renews automatically.')).toBeVisible();
  expect(screen.queryByTestId('plan-end-date')).toBeNull();
  expect(reactivateSubscription).toHaveBeenCalledTimes(1);
  // The promo page's answer (no screen shows it) is forgotten: its next visit asks again rather than show the old one.
  await waitFor(() => expect(readApiData(apiKey(accountScope(1), 'subscription-promos/active/'))).toBeUndefined());
});
