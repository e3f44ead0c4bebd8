/**
 * Typed builders of valid entities for tests across packages: one place that follows the schemas, so a field added
 * to Profile or User is added to every test's data at once. Imported by tests only (not part of the index).
 */
import type { Work, WorkSummary } from '../schemas/catalogue';
import type { Profile, User } from '../schemas/identity';
import type { Subscription } from '../schemas/membership';

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    name: 'Riley',
    avatar: null,
    avatar_id: 3,
    avatar_url: '/images/avatars/3.png',
    is_primary: false,
    account_access: true,
    global_filters: {},
    selected_catalogs: [],
    selected_devices: [],
    account_id: 1,
    ...overrides,
  };
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'parent@sift.example',
    first_name: 'Pat',
    last_name: 'Parker',
    full_name: 'Pat Parker',
    profiles: [buildProfile()],
    required_filters: {},
    is_beta_user: false,
    is_staff: false,
    stripe_customer_id: null,
    subscription: null,
    has_onboarded: true,
    ...overrides,
  };
}

/** An active, renewing monthly card plan ($9.99), as subscriptions/my-subscription/ answers it. */
export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 4,
    plan_id: 2,
    plan_type: 'monthly',
    plan_tier: '1',
    plan_price: '9.99',
    status_v2: 'active',
    last_payment_failed_at: null,
    is_renewing: true,
    is_upsellable_to_annual: false,
    source: 'other',
    end_date: null,
    promo: null,
    promo_price: null,
    promo_message: null,
    promo_expires: null,
    subscription_is_active: true,
    subscription_is_from_in_app_purchase: false,
    is_card_expiring: false,
    is_past_due: false,
    ...overrides,
  };
}

export function buildWorkSummary(overrides: Partial<WorkSummary> = {}): WorkSummary {
  return {
    id: 10,
    slug: 'the-movie',
    title: 'The Movie',
    subtitle: null,
    type: 'movie',
    year: 2020,
    rating: 'PG',
    runtime_formatted: '1h 40m',
    duration: 6000,
    description: 'A movie.',
    poster_url: '/images/posters/the-movie.svg',
    backdrop_url: '/images/backdrops/the-movie.svg',
    scores: { tmdb: 7.1 },
    is_watchable: true,
    additional_cost: false,
    offering_groups: [],
    season_number: null,
    episode_number: null,
    show_id: null,
    tags_count: 3,
    ...overrides,
  };
}

export function buildWork(overrides: Partial<Work> = {}): Work {
  return {
    ...buildWorkSummary(),
    trailer: null,
    subtitles: { all: [] },
    offerings: [],
    seasons: [],
    subscription_can_play: true,
    subscription_access_level: 'full',
    is_requested: false,
    is_hidden: false,
    ...overrides,
  };
}
