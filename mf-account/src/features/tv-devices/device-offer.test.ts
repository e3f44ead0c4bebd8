import { afterCredit, deviceOfferDeadline, devicesFor, OFFER_DEVICES } from './device-offer';

describe('the TV device offer (002 §2.5)', () => {
  it('has the deadline on the first Thursday at least 7 days out', () => {
    // Wednesday 2026-06-03: +7 is Wednesday the 10th, so Thursday the 11th.
    expect(deviceOfferDeadline(Date.parse('2026-06-03T18:00:00Z')).toISOString()).toBe('2026-06-11T00:00:00.000Z');
    // Thursday 2026-06-04: +7 is Thursday the 11th itself.
    expect(deviceOfferDeadline(Date.parse('2026-06-04T09:00:00Z')).toISOString()).toBe('2026-06-11T00:00:00.000Z');
    // Friday 2026-06-05: +7 is Friday the 12th, so Thursday the 18th.
    expect(deviceOfferDeadline(Date.parse('2026-06-05T09:00:00Z')).toISOString()).toBe('2026-06-18T00:00:00.000Z');
  });

  it("shows the spec's prices: listed and after the $30 credit", () => {
    const table = OFFER_DEVICES.map((d) => [d.name, d.listed, afterCredit(d.listed)]);
    expect(table).toEqual([
      ['Android TV (onn 4K)', 2988, 0],
      ['Nvidia Shield', 19999, 16999],
      ['Apple TV 2nd Gen', 13250, 10250],
      ['Apple TV 3rd Gen', 14400, 11400],
      ['Fire TV Stick 4K', 4999, 1999],
      ['Chromecast with Google TV', 4999, 1999],
    ]);
  });

  it('puts the page’s own devices first, and every device on every page', () => {
    expect(devicesFor('appletv').slice(0, 2).map((d) => d.id)).toEqual(['apple-tv-2', 'apple-tv-3']);
    expect(devicesFor('googletv')).toHaveLength(6);
    expect(devicesFor(null).map((d) => d.id)).toEqual(OFFER_DEVICES.map((d) => d.id));
  });
});
