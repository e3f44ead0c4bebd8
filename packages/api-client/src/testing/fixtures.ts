import { buildProfile, buildUser, buildWork, buildWorkSummary } from '@sift/contracts/testing';
/** Answers that match the contracts schemas, for tests. */
export const profileFixture = buildProfile({ global_filters: { '6': true }, selected_catalogs: [1, 2] });

export const userFixture = buildUser({ profiles: [profileFixture] });

export const avatarFixture = { id: 3, url: '/images/avatars/3.png' };
export const avatarGroupFixture = { id: 1, title: 'Animals', avatars: [avatarFixture] };
export const requiredFiltersFixture = { user_id: 1, id_map: { '6': true }, passcode_set: true };

export const subscriptionPlanFixture = {
  id: 2,
  price: 999,
  billing_frequency: 'monthly',
  tier_level: 1,
  title: 'Monthly',
  title_display: 'Monthly',
  highlight_text: null,
  requires_billing_info: true,
  stripe_price_lookup_key: 'monthly',
};

export const catalogFixture = {
  id: 4,
  catalog_id: 4,
  slug: 'netflix',
  name: 'Netflix',
  title: 'Netflix',
  color: '#e50914',
  display_order: 1,
  representative_external_id: null,
  service_id: 12,
  logo_url: '/images/netflix.png',
};

export const streamingServiceFixture = {
  id: 12,
  name: 'Netflix',
  slug: 'netflix',
  log_in_link: 'https://netflix.example/login',
  display_order_linking: 1,
  logo_url: '/images/netflix.png',
  service_linking_page_image_url: null,
  catalogs: [catalogFixture],
};

export const faqFixture = { slug: 'what', question: 'What is it?', answer: 'Filters.' };

export const tagCategoryFixture = {
  id: 6,
  parent_id: null,
  display_title: 'Language',
  children: [7],
  ordering: 1,
  default_type: 'audio',
};

export const workSummaryFixture = buildWorkSummary();

export const workFixture = buildWork();

export const tagSetFixture = { id: 5, work_id: 10, tags_count: 0, tags_active_count: 0, tags: [] };

export const promoFixture = {
  code: 'FREE14',
  deal_message: null,
  use_message: null,
  trial_period_days: 14,
  coupon: null,
  price: null,
  duration: null,
  messaging: null,
};

export const sharingFixture = {
  link: 'https://sift.example/r/abc',
  image_url: '/images/share.png',
  title: 'Share',
  description: 'Share Sift',
  rewards_title: 'Rewards',
  rewards_help_text: 'Help',
  ends_at: null,
  ends_rewards_at: null,
};

export const pageOf = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

export const subscriptionFixture = {
  id: 4,
  plan_id: 2,
  plan_type: 'monthly' as const,
  plan_tier: '1',
  plan_price: '9.99',
  status_v2: 'incomplete' as const,
  last_payment_failed_at: null,
  is_renewing: true,
  is_upsellable_to_annual: false,
  source: 'other' as const,
  end_date: null,
  promo: null,
  promo_price: null,
  promo_message: null,
  promo_expires: null,
  subscription_is_active: false,
  subscription_is_from_in_app_purchase: false,
  is_card_expiring: false,
  is_past_due: false,
};
export const paymentInfoFixture = {
  intent_id: 'pi_sbx_1',
  kind: 'payment' as const,
  status: 'requires_action' as const,
  client_secret: 'pi_sbx_1_secret_x',
  amount: 999,
  error_message: null,
  error_code: null,
};
export const subscribeFixture = { ...subscriptionFixture, latest_payment: paymentInfoFixture };
export const billingCardFixture = { brand: 'visa', brand_img: 'data:image/svg+xml,x', last4: '4242', exp_month: 12, exp_year: 2030 };
export const heroItemFixture = {
  id: 1,
  campaign_id: 'demo-media-harbor-lights',
  title: 'Harbor Lights',
  description: 'A lighthouse keeper counts the seconds.',
  banner_image_url: '/images/backdrops/harbor-lights.svg',
  banner_mobile_image_url: '/images/backdrops/harbor-lights.svg',
  meta: { item_type: 'movie', slug: 'harbor-lights' },
};

export const browseRowFixture = {
  id: 'comedy',
  slug: 'comedy',
  name: 'Comedy',
  sort_key: 4,
  filter_keys: { category: 'comedy' },
  works: [workSummaryFixture],
};

export const serviceFiltersFixture = {
  all_catalogs: [catalogFixture],
  sorted_catalogs: [{ key: 'core_catalogs', title: 'Streaming Services', catalogs: [catalogFixture] }],
  selected_catalogs: [-1],
};

export const workParametersFixture = {
  orders_by: [{ value: 'popular', label: 'Most Popular' }],
  categories: [{ slug: 'comedy', name: 'Comedy' }],
  types: [{ value: 'movie', label: 'Movies' }],
  maturity_ratings: [{ id: 2, rating: 'PG', kind: 'movie' }],
  services: [streamingServiceFixture],
};

export const watchlistItemFixture = { work_id: 10, created_at: '2025-10-29T12:00:00.000Z' };
export const workLocationFixture = { work_id: 10, current: 600, run_time: 6000, is_reached_credits: false };
export const titleRequestFixture = {
  id: 3,
  item_type: 'movie',
  title: 'The Title',
  year: 2017,
  external_url: null,
  service: 'netflix',
  created_at: '2025-10-29T12:00:00.000Z',
};
