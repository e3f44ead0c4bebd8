import { firstEpisodeFreeOn, isFreePlan, planBlurb } from './plan-rules';

const monthly = { title: 'Monthly', stripe_price_lookup_key: 'sift_monthly_999' };

it("000 §3: the title 'FirstEpisodeFree' marks the free plan, whatever its tier", () => {
  expect(isFreePlan({ title: 'FirstEpisodeFree' })).toBe(true);
  expect(isFreePlan({ title: 'First Episode Free' })).toBe(false);
  expect(isFreePlan(monthly)).toBe(false);
});

it("000 §3: the key 'fef' turns first-episode-free on", () => {
  expect(firstEpisodeFreeOn({ stripe_price_lookup_key: 'fef' })).toBe(true);
  expect(firstEpisodeFreeOn(monthly)).toBe(false);
  expect(planBlurb({ title: 'Trial', stripe_price_lookup_key: 'fef' })).toBe('Filter the first episode of every show, free.');
  expect(planBlurb({ title: 'FirstEpisodeFree', stripe_price_lookup_key: 'x' })).toBe('Filter the first episode of every show, free.');
  expect(planBlurb(monthly)).toBe('Filter every movie and episode on all your services.');
});
