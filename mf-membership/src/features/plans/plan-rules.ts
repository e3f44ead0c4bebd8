import { FIRST_EPISODE_FREE_KEY, FREE_PLAN_TITLE, type SubscriptionPlan } from '@sift/contracts';

/** 000 §3: 'the title 'FirstEpisodeFree' marks the free plan'. */
export const isFreePlan = (plan: Pick<SubscriptionPlan, 'title'>) => plan.title === FREE_PLAN_TITLE;

/** 000 §3: 'Key 'fef' means first-episode-free is on' (the plan's price lookup key). */
export const firstEpisodeFreeOn = (plan: Pick<SubscriptionPlan, 'stripe_price_lookup_key'>) => plan.stripe_price_lookup_key === FIRST_EPISODE_FREE_KEY;

/** What the plan card says the plan gives: the first episode of every show with first-episode-free, else everything. */
export const planBlurb = (plan: Pick<SubscriptionPlan, 'title' | 'stripe_price_lookup_key'>) =>
  firstEpisodeFreeOn(plan) || isFreePlan(plan) ? 'Filter the first episode of every show, free.' : 'Filter every movie and episode on all your services.';
