import { OFFER_REPORT_DEBOUNCE_MS } from '@sift/contracts';
import { reportInvalidOfferSoon } from './offer-reports';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('sends one report per offer for a burst (the last one), after 100 ms; another offer and a later burst report apart', () => {
  const report = jest.fn(async () => undefined);
  reportInvalidOfferSoon(report, 41, { external_id: 'a' });
  jest.advanceTimersByTime(OFFER_REPORT_DEBOUNCE_MS - 10);
  reportInvalidOfferSoon(report, 41, { external_id: 'b' });
  reportInvalidOfferSoon(report, 42, { external_id: 'c' });
  jest.advanceTimersByTime(OFFER_REPORT_DEBOUNCE_MS - 1);
  expect(report).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(report.mock.calls).toEqual([
    [41, { external_id: 'b' }],
    [42, { external_id: 'c' }],
  ]);
  reportInvalidOfferSoon(report, 41, { external_id: 'd' });
  jest.advanceTimersByTime(OFFER_REPORT_DEBOUNCE_MS);
  expect(report).toHaveBeenCalledTimes(3);
});

it('a failed report is dropped, never thrown', async () => {
  const report = jest.fn(async () => Promise.reject(new Error('503')));
  reportInvalidOfferSoon(report, 7, { external_id: 'x' });
  jest.advanceTimersByTime(OFFER_REPORT_DEBOUNCE_MS);
  await Promise.resolve();
  expect(report).toHaveBeenCalledTimes(1);
});
