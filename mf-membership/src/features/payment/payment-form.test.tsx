import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError } from '@sift/api-client';
import {
  LOGIN_REQUIRED,
  PROMO_EMPTY,
  PROMO_MONTHLY_ONLY_SHORT,
  PROMO_NOT_APPLIED,
  PROMO_REMOVE_AND_CONTINUE,
  PROMO_UNVERIFIED,
  PROVIDE_REQUIRED_FIELDS,
  promoMonthlyOnly,
  ZIP_INVALID,
  type Promo,
  type SubscriptionPlan,
} from '@sift/contracts';
import { savePromoCode } from '@sift/app-kit';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { PaymentForm } from './payment-form';

const plans: SubscriptionPlan[] = [
  { id: 2, price: 999, billing_frequency: 'monthly', tier_level: 1, title: 'Monthly', title_display: 'Monthly', highlight_text: null, requires_billing_info: true, stripe_price_lookup_key: 'm' },
  { id: 3, price: 9990, billing_frequency: 'yearly', tier_level: 1, title: 'Yearly', title_display: 'Annual', highlight_text: 'Get 2 Months Free', requires_billing_info: true, stripe_price_lookup_key: 'y' },
];
const frugal: Promo = { code: 'frugal', deal_message: 'Save $2', use_message: 'Frugal offer applied', trial_period_days: 0, coupon: { percent_off: null, amount_off: 200, friendly_title: null, annual_coupon: null }, price: null, duration: null, messaging: null };

const find = jest.fn();
const mySubscription = jest.fn();
const startMembership = jest.fn();
const balance = jest.fn();
/** A stand-in for the server's preview (GET subscriptions/preview/): its rules for these plans, frugal and the credit. */
let serverBalance = 0;
let upgradeCharge: number | null = null;
async function previewSubscribe(planId: number, code?: string | null) {
  if (upgradeCharge !== null) return { plan_id: planId, kind: 'upgrade', subtotal: upgradeCharge, discount: 0, credit_applied: 0, due_today: upgradeCharge, trial_days: 0 };
  const plan = plans.find((p) => p.id === planId)!;
  const discount = code === 'frugal' && plan.billing_frequency === 'monthly' ? 200 : 0;
  const total = plan.price - discount;
  const credit = Math.min(serverBalance, total);
  return { plan_id: planId, kind: 'new', subtotal: plan.price, discount, credit_applied: credit, due_today: total - credit, trial_days: 0 };
}
const redeemGiftCard = jest.fn();
const signedIn = { id: 1, email: 'pat@sift.example', full_name: '', subscription: null };
let currentUser: typeof signedIn | null = signedIn;
jest.mock('../../api', () => ({
  api: () => ({
    membership: {
      mySubscription: async () => mySubscription(),
      paymentConfig: async () => ({ provider: 'sandbox' }),
      previewSubscribe: (planId: number, code?: string | null) => previewSubscribe(planId, code),
    },
    promos: { find: (code: string) => find(code) },
    account: {
      balance: async () => {
        const answer = await balance();
        serverBalance = answer.balance;
        return answer;
      },
      redeemGiftCard: (code: string, pin: string) => redeemGiftCard(code, pin),
    },
    users: { flags: async () => ({ has_onboarded: false }) },
    paymentSandbox: {},
  }),
}));
jest.mock('./start-membership', () => ({ ...jest.requireActual('./start-membership'), startMembership: (...a: unknown[]) => startMembership(...a) }));
jest.mock('@sift/app-kit', () => {
  const actual = jest.requireActual('@sift/app-kit');
  return { ...actual, useUser: () => currentUser, refreshUser: async () => undefined };
});

async function renderPayment(url = '/membership/payment?selected_plan_id=2') {
  const view = render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/membership/payment" element={<PaymentForm />} />
          <Route path="/membership/success" element={<p>success page</p>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  await screen.findByRole('button', { name: 'Start Membership' });
  return view;
}

async function fillBilling() {
  await userEvent.type(screen.getByLabelText('Name on card'), 'Pat Doe');
  await userEvent.type(screen.getByLabelText('Address'), '1 Main St');
  await userEvent.type(screen.getByLabelText('City'), 'Provo');
  await userEvent.type(screen.getByLabelText('State'), 'UT');
  await userEvent.type(screen.getByLabelText('Zip code'), '84101');
}

// Typing a whole billing form takes a few seconds under jsdom on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  currentUser = signedIn;
  serverBalance = 0;
  upgradeCharge = null;
  mySubscription.mockReset().mockResolvedValue({ subscription: null, subscription_is_active: false, upgrade_paths: plans, subscription_discount_eligible: false });
  balance.mockReset().mockResolvedValue({ balance: 0, transactions: [] });
  redeemGiftCard.mockReset();
  find.mockReset();
  startMembership.mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

it('asks for every required field, then a valid US zip; the total follows the plan', async () => {
  const { container } = await renderPayment();
  await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('$9.99'));
  await userEvent.click(screen.getByRole('button', { name: 'Start Membership' }));
  expect(await screen.findByText(PROVIDE_REQUIRED_FIELDS)).toBeInTheDocument();
  await fillBilling();
  await userEvent.clear(screen.getByLabelText('Zip code'));
  await userEvent.type(screen.getByLabelText('Zip code'), '8410');
  await userEvent.click(screen.getByRole('button', { name: 'Start Membership' }));
  expect(await screen.findByText(ZIP_INVALID)).toBeInTheDocument();
  expect(startMembership).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
  await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('$99.90'));
  await expectNoAxeViolations(container);
});

it('promo codes: empty, unknown, not applied, applied with its discount', async () => {
  await renderPayment();
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText(PROMO_EMPTY)).toBeInTheDocument();
  // 002 §8: a 404 shows the server's message (not 000 §8's generic 404 text), else 'Unable to verify promo code'.
  find.mockRejectedValueOnce(new ApiError(404, { detail: 'That promo code is not valid.' }));
  await userEvent.type(screen.getByLabelText('Promo code'), 'no-such!');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('That promo code is not valid.')).toBeInTheDocument();
  expect(find).toHaveBeenCalledWith('nosuch');
  find.mockRejectedValueOnce(new ApiError(404, {}));
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(PROMO_UNVERIFIED)).toBeInTheDocument();
  await fillBilling();
  await userEvent.click(screen.getByRole('button', { name: 'Start Membership' }));
  expect(screen.getByText(PROMO_NOT_APPLIED)).toBeInTheDocument();
  find.mockResolvedValue(frugal);
  await userEvent.clear(screen.getByLabelText('Promo code'));
  await userEvent.type(screen.getByLabelText('Promo code'), 'frugal');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(/Frugal offer applied/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('$7.99'));
});

it("a monthly-only code: refused when applied on the annual plan, and the dialog when the plan changes after", async () => {
  find.mockResolvedValue(frugal);
  await renderPayment('/membership/payment?selected_plan_id=3');
  await userEvent.type(screen.getByLabelText('Promo code'), 'frugal');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(PROMO_MONTHLY_ONLY_SHORT)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(/Frugal offer applied/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
  await fillBilling();
  await userEvent.click(screen.getByRole('button', { name: 'Start Membership' }));
  const dialog = await screen.findByRole('alertdialog', { name: promoMonthlyOnly('frugal') });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(startMembership).not.toHaveBeenCalled();

  startMembership.mockResolvedValue({ status_v2: 'active' });
  await userEvent.click(screen.getByRole('button', { name: 'Start Membership' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: PROMO_REMOVE_AND_CONTINUE }));
  expect(await screen.findByText('success page')).toBeInTheDocument();
  expect(startMembership).toHaveBeenCalledWith(expect.objectContaining({ promoCode: null, plan: expect.objectContaining({ id: 3 }) }), expect.anything());
});

it("'This action requires you to be logged in!' when the session ended while the form was open, keeping the entries (002 §5)", async () => {
  const view = await renderPayment();
  await fillBilling();
  currentUser = null;
  view.rerender(
    <UiProvider>
      <MemoryRouter initialEntries={['/membership/payment?selected_plan_id=2']}>
        <Routes>
          <Route path="/membership/payment" element={<PaymentForm />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Start Membership' }));
  expect(await screen.findByText(LOGIN_REQUIRED)).toBeInTheDocument();
  expect(startMembership).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Name on card')).toHaveValue('Pat Doe');
});

it("'This action requires you to be logged in!' when the server answers 401 to Start Membership", async () => {
  startMembership.mockRejectedValue(new ApiError(401, { detail: 'Authentication credentials were not provided.' }));
  await renderPayment();
  await fillBilling();
  await userEvent.click(screen.getByRole('button', { name: 'Start Membership' }));
  expect(await screen.findByText(LOGIN_REQUIRED)).toBeInTheDocument();
});

it("shows the provider's message when the payment fails, keeping the form", async () => {
  startMembership.mockRejectedValue(new Error('Your card was declined.'));
  await renderPayment();
  await fillBilling();
  await userEvent.click(screen.getByRole('button', { name: 'Start Membership' }));
  expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name on card')).toHaveValue('Pat Doe');
});

it('a gift card redeemed on the payment page lowers the total: max(0, price + discount - gift balance)', async () => {
  balance.mockResolvedValueOnce({ balance: 500, transactions: [] });
  await renderPayment();
  expect(await screen.findByTestId('gift-balance')).toHaveTextContent('$5.00');
  await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('$4.99'));
  redeemGiftCard.mockResolvedValue({ message: 'Your gift card was redeemed.', amount: 2500, balance: 3000 });
  balance.mockResolvedValue({ balance: 3000, transactions: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Redeem Gift Card' }));
  await userEvent.type(screen.getByLabelText('Gift card code'), 'sift25alpha');
  await userEvent.type(screen.getByLabelText('PIN'), '2501');
  await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
  expect(redeemGiftCard).toHaveBeenCalledWith('SIFT25ALPHA', '2501');
  // After the success message (2 s) the dialog closes and the balance is read again.
  await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('$0.00'), { timeout: 5000 });
  expect(screen.getByTestId('gift-balance')).toHaveTextContent('$30.00');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("an upgrading member's Due today is the server's prorated charge, with the unused time credited", async () => {
  // An active monthly member whose only upgrade path is the yearly plan; the server prorates what is left of the month.
  mySubscription.mockResolvedValue({ subscription: null, subscription_is_active: true, upgrade_paths: [plans[1]], subscription_discount_eligible: false });
  upgradeCharge = 9313;
  await renderPayment('/membership/payment?selected_plan_id=3');
  await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('$93.13'));
  expect(screen.getByText('Unused time of your current plan')).toBeInTheDocument();
  expect(screen.getByText('-$6.77')).toBeInTheDocument();
});

it("the server's field errors go under their fields (the promo code's and the billing's), and one click sends once", async () => {
  let refuse: (error: unknown) => void = () => undefined;
  startMembership.mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
  await renderPayment();
  await fillBilling();
  await userEvent.click(screen.getByRole('button', { name: 'Start Membership' }));
  expect(await screen.findByRole('button', { name: 'Starting your membership…' })).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Zip code'), '{Enter}');
  expect(startMembership).toHaveBeenCalledTimes(1);
  refuse(new ApiError(400, { subscription_promo_code: ['That promo code has expired.'], address_zip: ['Ensure this field has no more than 20 characters.'] }));
  expect(await screen.findByText('That promo code has expired.')).toBeInTheDocument();
  expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription('That promo code has expired.');
  expect(screen.getByLabelText('Zip code')).toHaveAccessibleDescription('Ensure this field has no more than 20 characters.');
  expect(screen.getByLabelText('Name on card')).toHaveValue('Pat Doe');
});

it('a code kept from an earlier page is applied on arrival; one that no longer works is dropped', async () => {
  savePromoCode('frugal');
  find.mockResolvedValue(frugal);
  const view = await renderPayment();
  expect(await screen.findByText(/Frugal offer applied/)).toBeInTheDocument();
  expect(screen.getByLabelText('Promo code')).toHaveValue('frugal');
  view.unmount();
  find.mockReset().mockRejectedValue(new ApiError(404, { detail: 'That promo code is not valid.' }));
  await renderPayment();
  await waitFor(() => expect(find).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByLabelText('Promo code')).toHaveValue(''));
  expect(screen.queryByText('That promo code is not valid.')).toBeNull();
});
