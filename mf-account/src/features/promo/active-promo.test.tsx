import { screen } from '@testing-library/react';
import { NO_ACTIVE_PROMO } from '@sift/contracts';
import { renderFeature } from '../shared/render-page.test-utils';
import { ActivePromo, promoTerms } from './active-promo';

const activePromo = jest.fn();
const mySubscription = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ membership: { activePromo: () => activePromo(), mySubscription: () => mySubscription() } }) }));

const movieguide = {
  code: 'movieguide',
  deal_message: 'Movieguide® readers get 14 days free',
  use_message: 'Movieguide® offer applied',
  trial_period_days: 14,
  coupon: { percent_off: 20, amount_off: null, friendly_title: '20% off', annual_coupon: { percent_off: 20, amount_off: null, messaging: '20% off your first year' } },
  price: null,
  duration: 'forever',
  messaging: '14 days free, then 20% off',
};
const noSubscription = { subscription: null, subscription_is_active: false, upgrade_paths: [], subscription_discount_eligible: false };

beforeEach(() => {
  activePromo.mockReset().mockResolvedValue(movieguide);
  mySubscription.mockReset().mockResolvedValue(noSubscription);
});

it('shows the promo the server names, what it gives, and that it applies when the subscription starts', async () => {
  renderFeature(<ActivePromo />);
  const card = await screen.findByTestId('active-promo');
  expect(card).toHaveTextContent('MOVIEGUIDE');
  expect(card).toHaveTextContent('Movieguide® readers get 14 days free');
  expect(card).toHaveTextContent('14 days free before your first payment');
  expect(card).toHaveTextContent('20% off every payment while you keep your plan');
  expect(card).toHaveTextContent('On the annual plan: 20% off your first year');
  expect(card).toHaveTextContent('It applies when you start your subscription.');
  expect(screen.getByRole('link', { name: 'Start Subscription' })).toHaveAttribute('href', '/membership/plan');
});

it('says when there is none', async () => {
  activePromo.mockResolvedValue(null);
  renderFeature(<ActivePromo />);
  expect(await screen.findByTestId('no-promo')).toHaveTextContent(NO_ACTIVE_PROMO);
});

it('words a coupon by its duration', () => {
  expect(promoTerms({ ...movieguide, trial_period_days: 0, coupon: { ...movieguide.coupon, percent_off: null, amount_off: 899, annual_coupon: null }, duration: 'once' })).toEqual(['$8.99 off your first payment']);
  expect(promoTerms({ ...movieguide, trial_period_days: 0, coupon: { ...movieguide.coupon, percent_off: 50, annual_coupon: null }, duration: 'repeating', duration_in_months: 3 })).toEqual(['50% off your payments for 3 months']);
});
