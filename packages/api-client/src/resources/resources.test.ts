import { PROFILE_NAME_REQUIRED } from '@sift/contracts';
import { ApiError } from '../api-error';
import { type ApiClient, API_RESOURCES, createApiClient } from '../create-api-client';
import { isNotOnWatchlist } from './discovery.resource';
import { createMemoryStorage } from '../key-value-storage';
import { createFakeFetch, empty, json } from '../testing/fake-fetch';
import * as fx from '../testing/fixtures';

function setup(answer: () => Response) {
  const fake = createFakeFetch(answer);
  const api = createApiClient({
    prefixUrl: 'http://api.test/',
    appVersion: '1',
    getToken: () => 'tok',
    getProfileId: () => 7,
    storage: createMemoryStorage(),
    fetch: fake.fetch,
  }, API_RESOURCES);
  return { api, requests: fake.requests };
}

interface Row {
  call: (api: ApiClient) => Promise<unknown>;
  /** Method and path with query, as docs/api-paths.md names it. */
  request: string;
  body?: unknown;
  answer: () => Response;
  result?: unknown;
}

const auth = { token: 'tok', id: 1 };

const rows: Record<string, Row> = {
  // identity
  'auth.login': { call: (a) => a.auth.login({ username: 'u@x.co', password: 'pw' }), request: 'POST /api-token-auth/', body: { username: 'u@x.co', password: 'pw' }, answer: () => json(auth), result: auth },
  'auth.logout': { call: (a) => a.auth.logout(), request: 'POST /auth/logout/', answer: () => empty(204), result: undefined },
  'auth.createImpersonationToken': { call: (a) => a.auth.createImpersonationToken(9), request: 'POST /impersonation-tokens/', body: { user_id: 9 }, answer: () => json({ impersonation_token: 'imp' }, 201), result: { impersonation_token: 'imp' } },
  'auth.useImpersonationToken': { call: (a) => a.auth.useImpersonationToken('imp'), request: 'POST /api-token-auth/impersonate/', body: { impersonation_token: 'imp' }, answer: () => json(auth), result: auth },
  'users.current': { call: (a) => a.users.current(), request: 'GET /users/current/', answer: () => json(fx.userFixture), result: fx.userFixture },
  'users.signup (201)': { call: (a) => a.users.signup({ email: 'n@x.co', password: 'watchtogether', promo_code: 'FREE14' }), request: 'POST /users/', body: { email: 'n@x.co', password: 'watchtogether', promo_code: 'FREE14' }, answer: () => json(auth, 201), result: auth },
  'users.signup (202)': { call: (a) => a.users.signup({ email: 'n@x.co', password: 'watchtogether', confirmation_required: true }), request: 'POST /users/', body: { email: 'n@x.co', password: 'watchtogether', confirmation_required: true }, answer: () => json({ confirmation_pending: true, detail: 'Code sent' }, 202), result: { confirmation_pending: true, detail: 'Code sent' } },
  'users.initialAction': { call: (a) => a.users.initialAction('a+b@x.co'), request: 'GET /account-initial-action/?email=a%2Bb%40x.co', answer: () => json({ action: 'signup' }), result: { action: 'signup' } },
  'users.flags': { call: (a) => a.users.flags(), request: 'GET /api/user-flags/', answer: () => json({ has_onboarded: false }), result: { has_onboarded: false } },
  'users.updateFlags': { call: (a) => a.users.updateFlags({ has_onboarded: true }), request: 'PATCH /api/user-flags/', body: { has_onboarded: true }, answer: () => json({ has_onboarded: true }), result: { has_onboarded: true } },
  'users.onboardingDetails': { call: (a) => a.users.onboardingDetails(), request: 'GET /onboarding/details/', answer: () => json({ selected_title_details: null, user_services: [{ id: 15, slug: 'peacock', name: 'Peacock', linked: true }] }), result: { selected_title_details: null, user_services: [{ id: 15, slug: 'peacock', name: 'Peacock', linked: true }] } },
  'users.updateSelectedTitle': { call: (a) => a.users.updateSelectedTitle(4), request: 'POST /onboarding/update-selected-title/', body: { work_id: 4 }, answer: () => json({ detail: 'Title selected.' }, 201), result: undefined },
  'users.changeName': { call: (a) => a.users.changeName({ first_name: 'A', last_name: 'B' }), request: 'POST /users/change-name/', body: { first_name: 'A', last_name: 'B' }, answer: () => json(fx.userFixture), result: fx.userFixture },
  'users.changeEmail': { call: (a) => a.users.changeEmail({ new_email: 'n@x.co', password: 'pw' }), request: 'POST /users/change-email/', body: { new_email: 'n@x.co', password: 'pw' }, answer: () => json({ detail: 'Code sent' }), result: { detail: 'Code sent' } },
  'users.verifyEmailChange': { call: (a) => a.users.verifyEmailChange('ABC123'), request: 'POST /users/verify-email-change/', body: { code: 'ABC123' }, answer: () => json(fx.userFixture), result: fx.userFixture },
  'users.changePassword': { call: (a) => a.users.changePassword(1, { password_last: 'old', password: 'new', confirm: 'new' }), request: 'POST /users/1/change_password/', body: { password_last: 'old', password: 'new', confirm: 'new' }, answer: () => json({}), result: undefined },
  'passwords.request': { call: (a) => a.passwords.request('u@x.co'), request: 'POST /password/request/', body: { email: 'u@x.co' }, answer: () => json({ detail: 'ok' }), result: { detail: 'ok' } },
  'passwords.reset': { call: (a) => a.passwords.reset({ validation_key: 'k', password: 'p', password_confirm: 'p' }), request: 'POST /password/reset/', body: { validation_key: 'k', password: 'p', password_confirm: 'p' }, answer: () => json({ detail: 'Reset Successful!', token: 'tok', id: 1 }), result: { detail: 'Reset Successful!', token: 'tok', id: 1 } },
  'passwords.resetByEmail': { call: (a) => a.passwords.resetByEmail('u@x.co'), request: 'POST /reset-password/u%40x.co/', answer: () => json({}), result: undefined },
  'newsletter.join (201)': { call: (a) => a.newsletter.join('u@x.co'), request: 'POST /users/join-email-newsletter/', body: { email: 'u@x.co' }, answer: () => json({}, 201), result: 'joined' },
  'newsletter.join (409)': { call: (a) => a.newsletter.join('u@x.co'), request: 'POST /users/join-email-newsletter/', body: { email: 'u@x.co' }, answer: () => json({ detail: 'Code sent' }, 409), result: 'confirmation_required' },
  'newsletter.confirm': { call: (a) => a.newsletter.confirm('u@x.co', 'ABC123'), request: 'POST /users/confirm-newsletter-email/', body: { email: 'u@x.co', code: 'ABC123' }, answer: () => json({}), result: undefined },
  // profiles and parental controls
  'profiles.list': { call: (a) => a.profiles.list(), request: 'GET /profiles/', answer: () => json([fx.profileFixture]), result: [fx.profileFixture] },
  'profiles.list (paged answer)': { call: (a) => a.profiles.list(), request: 'GET /profiles/', answer: () => json(fx.pageOf([fx.profileFixture])), result: [fx.profileFixture] },
  'profiles.get': { call: (a) => a.profiles.get(7), request: 'GET /profiles/7/', answer: () => json(fx.profileFixture), result: fx.profileFixture },
  'profiles.create': { call: (a) => a.profiles.create({ name: 'Riley' }), request: 'POST /profiles/', body: { name: 'Riley' }, answer: () => json(fx.profileFixture, 201), result: fx.profileFixture },
  'profiles.update': { call: (a) => a.profiles.update(7, { selected_catalogs: [1] }), request: 'PATCH /profiles/7/', body: { selected_catalogs: [1] }, answer: () => json(fx.profileFixture), result: fx.profileFixture },
  'profiles.replace': { call: (a) => a.profiles.replace(7, { name: 'Riley', account_access: false }), request: 'PUT /profiles/7/', body: { name: 'Riley', account_access: false }, answer: () => json(fx.profileFixture), result: fx.profileFixture },
  'profiles.remove': { call: (a) => a.profiles.remove(7), request: 'DELETE /profiles/7/', answer: () => empty(204), result: undefined },
  'profiles.avatars': { call: (a) => a.profiles.avatars(), request: 'GET /profile-avatars/', answer: () => json([fx.avatarFixture]), result: [fx.avatarFixture] },
  'profiles.avatarGroups': { call: (a) => a.profiles.avatarGroups(), request: 'GET /profile-avatar-groups/', answer: () => json([fx.avatarGroupFixture]), result: [fx.avatarGroupFixture] },
  'requiredFilters.get': { call: (a) => a.requiredFilters.get(), request: 'GET /required-filters/', answer: () => json(fx.requiredFiltersFixture), result: fx.requiredFiltersFixture },
  'requiredFilters.create': { call: (a) => a.requiredFilters.create({ id_map: { '6': true }, passcode: '4321', passcode_confirm: '4321' }), request: 'POST /required-filters/', body: { id_map: { '6': true }, passcode: '4321', passcode_confirm: '4321' }, answer: () => json(fx.requiredFiltersFixture, 201), result: fx.requiredFiltersFixture },
  'requiredFilters.update': { call: (a) => a.requiredFilters.update({ passcode: '4321', passcode_new: '1234' }), request: 'PATCH /required-filters/', body: { passcode: '4321', passcode_new: '1234' }, answer: () => json(fx.requiredFiltersFixture), result: fx.requiredFiltersFixture },
  // catalogue and landing data
  'catalogue.subscriptionPlans': { call: (a) => a.catalogue.subscriptionPlans(), request: 'GET /subscription-plans/', answer: () => json([fx.subscriptionPlanFixture]), result: [fx.subscriptionPlanFixture] },
  'catalogue.streamingServices': { call: (a) => a.catalogue.streamingServices(), request: 'GET /streaming-services/', answer: () => json([fx.streamingServiceFixture]), result: [fx.streamingServiceFixture] },
  'catalogue.catalogs': { call: (a) => a.catalogue.catalogs(), request: 'GET /catalogs/', answer: () => json([fx.catalogFixture]), result: [fx.catalogFixture] },
  'catalogue.faqs': { call: (a) => a.catalogue.faqs(), request: 'GET /faqs/', answer: () => json([fx.faqFixture]), result: [fx.faqFixture] },
  'catalogue.tagCategories': { call: (a) => a.catalogue.tagCategories(), request: 'GET /tag-categories/', answer: () => json([fx.tagCategoryFixture]), result: [fx.tagCategoryFixture] },
  'catalogue.works': {
    call: (a) => a.catalogue.works({ type: 'movie', catalogs: '1,2', limit: 12 }, { orderBy: { field: 'year', direction: 'desc' }, offset: 12 }),
    request: 'GET /content/v2/works/?type=movie&catalogs=1%2C2&limit=12&ordering=-year&offset=12',
    answer: () => json(fx.pageOf([fx.workSummaryFixture])),
    result: fx.pageOf([fx.workSummaryFixture]),
  },
  'catalogue.works (no query)': { call: (a) => a.catalogue.works(), request: 'GET /content/v2/works/', answer: () => json(fx.pageOf([])), result: fx.pageOf([]) },
  'catalogue.topShows': { call: (a) => a.catalogue.topShows({ limit: 7, services: [12, 3], type: 'show' }), request: 'GET /content/v2/works/top-shows/?limit=7&services=12%2C3&type=show', answer: () => json([fx.workSummaryFixture]), result: [fx.workSummaryFixture] },
  'catalogue.work': { call: (a) => a.catalogue.work('the-movie'), request: 'GET /content/v2/works/the-movie/', answer: () => json(fx.workFixture), result: fx.workFixture },
  'catalogue.tagSet': { call: (a) => a.catalogue.tagSet(5), request: 'GET /tag-sets/5/', answer: () => json(fx.tagSetFixture), result: fx.tagSetFixture },
  // discovery (001 §7)
  'discovery.workParameters': { call: (a) => a.discovery.workParameters(), request: 'GET /content/v2/work-parameters/', answer: () => json(fx.workParametersFixture), result: fx.workParametersFixture },
  'discovery.serviceFilters': { call: (a) => a.discovery.serviceFilters(), request: 'GET /content/service-filters/', answer: () => json(fx.serviceFiltersFixture), result: fx.serviceFiltersFixture },
  'discovery.browseRows': {
    call: (a) => a.discovery.browseRows({ catalogs: '1,3', restrict: 'yes', media_type: 'show', limit: 3, offset: 3 }),
    request: 'GET /categories-v2/?catalogs=1%2C3&restrict=yes&media_type=show&limit=3&offset=3',
    answer: () => json(fx.pageOf([fx.browseRowFixture])),
    result: fx.pageOf([fx.browseRowFixture]),
  },
  'discovery.hero': { call: (a) => a.discovery.hero('show'), request: 'GET /hero/?media_type=show', answer: () => json(fx.pageOf([fx.heroItemFixture])), result: [fx.heroItemFixture] },
  'discovery.recommendations': { call: (a) => a.discovery.recommendations(10, { limit: 24, shuffle: true }), request: 'GET /content/recommends/internal/10/?limit=24&shuffle=y', answer: () => json({ results: [fx.workSummaryFixture] }), result: [fx.workSummaryFixture] },
  'discovery.likes': { call: (a) => a.discovery.likes([10, 11]), request: 'GET /content/likes/?work_id=10%2C11', answer: () => json({ '10': 1, '11': 0 }), result: { '10': 1, '11': 0 } },
  'discovery.vote': { call: (a) => a.discovery.vote({ catalog_item_id: 10, vote_type: -1, profile_id: 7, user_id: 1 }), request: 'POST /content/likes/', body: { catalog_item_id: 10, vote_type: -1, profile_id: 7, user_id: 1 }, answer: () => json({ '10': -1 }), result: { '10': -1 } },
  'discovery.watchlist': { call: (a) => a.discovery.watchlist({ limit: 48 }), request: 'GET /watchlist/?limit=48', answer: () => json(fx.pageOf([fx.workSummaryFixture])), result: fx.pageOf([fx.workSummaryFixture]) },
  'discovery.watchlistItems': { call: (a) => a.discovery.watchlistItems([10]), request: 'GET /watchlist-items/?work_id=10', answer: () => json(fx.pageOf([fx.watchlistItemFixture])), result: [fx.watchlistItemFixture] },
  'discovery.addToWatchlist': { call: (a) => a.discovery.addToWatchlist(10), request: 'POST /watchlist-items/', body: { work_id: 10 }, answer: () => json(fx.watchlistItemFixture, 201), result: fx.watchlistItemFixture },
  'discovery.removeFromWatchlist': { call: (a) => a.discovery.removeFromWatchlist(10), request: 'DELETE /watchlist-items/10/', answer: () => empty(204), result: undefined },
  'discovery.categories': { call: (a) => a.discovery.categories(), request: 'GET /categories/', answer: () => json([{ id: 'action', slug: 'action', name: 'Action', sort_key: 1 }]), result: [{ id: 'action', slug: 'action', name: 'Action', sort_key: 1 }] },
  'discovery.hiddenWorks': { call: (a) => a.discovery.hiddenWorks(), request: 'GET /hidden-works/', answer: () => json(fx.pageOf([fx.watchlistItemFixture])), result: [fx.watchlistItemFixture] },
  'discovery.hide': { call: (a) => a.discovery.hide(10), request: 'PUT /hidden-works/10/', answer: () => json(fx.watchlistItemFixture), result: fx.watchlistItemFixture },
  'discovery.unhide': { call: (a) => a.discovery.unhide(10), request: 'DELETE /hidden-works/10/', answer: () => empty(204), result: undefined },
  'discovery.workRequests': { call: (a) => a.discovery.workRequests([10]), request: 'GET /work-requests/?work_id=10', answer: () => json(fx.pageOf([fx.watchlistItemFixture])), result: [fx.watchlistItemFixture] },
  'discovery.requestWork': { call: (a) => a.discovery.requestWork(10), request: 'POST /work-requests/', body: { work_id: 10 }, answer: () => json(fx.watchlistItemFixture, 201), result: fx.watchlistItemFixture },
  'discovery.requestTitle': {
    call: (a) => a.discovery.requestTitle({ item_type: 'movie', title: 'The Title', year: '2017', service: 'netflix' }),
    request: 'POST /content/user-content-requests/',
    body: { item_type: 'movie', title: 'The Title', year: '2017', service: 'netflix' },
    answer: () => json(fx.titleRequestFixture, 201),
    result: fx.titleRequestFixture,
  },
  'discovery.workLocations': { call: (a) => a.discovery.workLocations({ show_id: 4, _: 99 }), request: 'GET /work-locations/?show_id=4&_=99', answer: () => json(fx.pageOf([fx.workLocationFixture])), result: [fx.workLocationFixture] },
  // promos and sharing
  'promos.find (non-word characters stripped)': { call: (a) => a.promos.find(' free-14! '), request: 'GET /subscription-promos/?code=free14', answer: () => json(fx.promoFixture), result: fx.promoFixture },
  'stats.record': { call: (a) => a.stats.record([{ event: 'page_view', at: 1, extras: { path: '/' } }]), request: 'POST /stats/', body: { events: [{ event: 'page_view', at: 1, extras: { path: '/' } }], browser: expect.objectContaining({ app_version: '1', build_date: '2025-10-29' }) }, answer: () => empty(204), result: undefined },
  'time.now': { call: (a) => a.time.now(), request: 'GET /time/', answer: () => json({ now: '2025-05-31T07:00:00.000Z' }), result: Date.parse('2025-05-31T07:00:00Z') },
  'sharing.get': { call: (a) => a.sharing.get(), request: 'GET /sharing/', answer: () => json(fx.sharingFixture), result: fx.sharingFixture },
  // membership: subscribing and paying
  'membership.mySubscription': { call: (a) => a.membership.mySubscription('vip'), request: 'GET /subscriptions/my-subscription/?bypass_pricing=vip', answer: () => json({ subscription: fx.subscriptionFixture, subscription_is_active: false, upgrade_paths: [fx.subscriptionPlanFixture], subscription_discount_eligible: false }), result: { subscription: fx.subscriptionFixture, subscription_is_active: false, upgrade_paths: [fx.subscriptionPlanFixture], subscription_discount_eligible: false } },
  'membership.subscribe': { call: (a) => a.membership.subscribe({ subscription_plan_id: 2, idempotency_key: 'k' }), request: 'POST /subscriptions/', body: { subscription_plan_id: 2, idempotency_key: 'k' }, answer: () => json(fx.subscribeFixture, 201), result: fx.subscribeFixture },
  'membership.previewSubscribe': {
    call: (a) => a.membership.previewSubscribe(3),
    request: 'GET /subscriptions/preview/?subscription_plan_id=3',
    answer: () => json({ plan_id: 3, kind: 'upgrade', subtotal: 9313, discount: 0, credit_applied: 0, due_today: 9313, trial_days: 0 }),
    result: { plan_id: 3, kind: 'upgrade', subtotal: 9313, discount: 0, credit_applied: 0, due_today: 9313, trial_days: 0 },
  },
  'membership.confirmPaymentIntent': { call: (a) => a.membership.confirmPaymentIntent(4, 'pi_sbx_1'), request: 'POST /subscriptions/4/confirm-payment-intent/', body: { intent_id: 'pi_sbx_1' }, answer: () => json(fx.subscribeFixture), result: fx.subscribeFixture },
  'membership.latestPayment': { call: (a) => a.membership.latestPayment(4), request: 'GET /subscriptions/4/latest-payment/', answer: () => json(fx.paymentInfoFixture), result: fx.paymentInfoFixture },
  'membership.saveCustomer': { call: (a) => a.membership.saveCustomer({ token: 'pm_1', address_zip: '84101' }), request: 'POST /stripe/customer/', body: { token: 'pm_1', address_zip: '84101' }, answer: () => json({ customer_id: 'cus_1', card: fx.billingCardFixture }), result: { customer_id: 'cus_1', card: fx.billingCardFixture } },
  'membership.defaultPaymentMethod': { call: (a) => a.membership.defaultPaymentMethod(), request: 'GET /stripe/default-payment-method/', answer: () => json({ card: fx.billingCardFixture }), result: fx.billingCardFixture },
  'membership.paymentConfig': { call: (a) => a.membership.paymentConfig(), request: 'GET /payments/config/', answer: () => json({ provider: 'sandbox' }), result: { provider: 'sandbox' } },
  'membership.activePromo': { call: (a) => a.membership.activePromo(), request: 'GET /subscription-promos/active/', answer: () => json({ promo: fx.promoFixture }), result: fx.promoFixture },
  'membership.annualPromoPreview': { call: (a) => a.membership.annualPromoPreview('noble'), request: 'GET /subscription-promos/preview-annual-promo/?code=noble', answer: () => json({ code: 'noble', plan_id: 3, annual_price: 9990, monthly_equivalent_price: 11988, discounted_price: 7492, messaging: 'x' }), result: { code: 'noble', plan_id: 3, annual_price: 9990, monthly_equivalent_price: 11988, discounted_price: 7492, messaging: 'x' } },
  'membership.iterable': { call: (a) => a.membership.iterable('last_plan_selected', { plan_id: 2 }), request: 'POST /iterable/', body: { event: 'last_plan_selected', extras: { plan_id: 2 } }, answer: () => json({ detail: 'ok' }, 201), result: undefined },
  'membership.emailConfirmation': { call: (a) => a.membership.emailConfirmation(), request: 'GET /user-email-confirmations/detail/', answer: () => json({ email: 'a@b.co', is_confirmed: true }), result: { email: 'a@b.co', is_confirmed: true } },
  'users.updateFlags (event)': { call: (a) => a.users.updateFlags({ event: 'services_step_done' }), request: 'PATCH /api/user-flags/', body: { event: 'services_step_done' }, answer: () => json({ has_onboarded: true }), result: { has_onboarded: true } },
  'paymentSandbox.createPaymentMethod': { call: (a) => a.paymentSandbox.createPaymentMethod({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' }), request: 'POST /payments/sandbox/payment-methods/', body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' }, answer: () => json({ id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } }, 201), result: { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } } },
  'paymentSandbox.authenticate': { call: (a) => a.paymentSandbox.authenticate('pi_sbx_1', 's', 'complete'), request: 'POST /payments/sandbox/intents/pi_sbx_1/authenticate/', body: { client_secret: 's', outcome: 'complete' }, answer: () => json({ ...fx.paymentInfoFixture, status: 'succeeded', client_secret: null }), result: { ...fx.paymentInfoFixture, status: 'succeeded', client_secret: null } },
  // social login
  'socialLogin.authorize': { call: (a) => a.socialLogin.authorize('google', 'https://site/oauth/google'), request: 'POST /auth/social/google/authorize/', body: { redirect_uri: 'https://site/oauth/google' }, answer: () => json({ authorization_url: 'https://idp/auth', state: 's' }), result: { authorization_url: 'https://idp/auth', state: 's' } },
  'socialLogin.login (201)': { call: (a) => a.socialLogin.login('apple', { code: 'c', state: 's', redirect_uri: 'https://site/oauth/apple' }), request: 'POST /auth/social/apple/', body: { code: 'c', state: 's', redirect_uri: 'https://site/oauth/apple' }, answer: () => json({ ...auth, created: true }, 201), result: { ...auth, created: true } },
};

describe('resources: every call of docs/api-paths.md', () => {
  it.each(Object.entries(rows))('%s', async (_name, row) => {
    const { api, requests } = setup(row.answer);
    await expect(row.call(api)).resolves.toEqual(row.result);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(`${sent.method} ${sent.url.pathname}${sent.url.search}`).toBe(row.request);
    expect(sent.body).toEqual(row.body);
  });

  it("watchlist removal of a work not on the list is the server's 'Not Found!'", async () => {
    const { api } = setup(() => json({ detail: 'Not Found!' }, 404));
    const error = await api.discovery.removeFromWatchlist(10).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, body: { detail: 'Not Found!' } });
    expect(isNotOnWatchlist(error)).toBe(true);
    expect(isNotOnWatchlist(new ApiError(404, { detail: 'Not found.' }))).toBe(false);
  });

  it('a category list entry without a slug or a name is refused, as the page rendered on the server refuses it', async () => {
    const { api } = setup(() => json([{ id: 'action', name: 'Action', sort_key: 1 }]));
    await expect(api.discovery.categories()).rejects.toThrow();
  });

  it('newsletter join: errors other than 409 still throw', async () => {
    const { api } = setup(() => json({ email: ['Enter a valid email address.'] }, 400));
    await expect(api.newsletter.join('bad')).rejects.toMatchObject({ status: 400, message: 'Enter a valid email address.' });
  });

  it('profile field errors reach the form', async () => {
    const { api } = setup(() => json({ name: [PROFILE_NAME_REQUIRED] }, 400));
    await expect(api.profiles.create({ name: ' ' })).rejects.toMatchObject({ fieldErrors: { name: [PROFILE_NAME_REQUIRED] } });
  });

  it('an unknown promo code is a 404 ApiError', async () => {
    const { api } = setup(() => json({ detail: 'Not found.' }, 404));
    await expect(api.promos.find('NOPE')).rejects.toMatchObject({ status: 404 });
  });

  it('a wrong passcode is a 403 ApiError with the server text', async () => {
    const { api } = setup(() => json({ detail: 'Invalid passcode' }, 403));
    await expect(api.requiredFilters.update({ passcode: '0000' })).rejects.toMatchObject({ status: 403, message: 'Invalid passcode' });
  });

  it('a server time it cannot read is a drift, not a date', async () => {
    const { api } = setup(() => json({ now: 'soon' }));
    await expect(api.time.now()).rejects.toThrow(/cannot read: soon/);
  });

  it('a signup 202 without detail is a drift', async () => {
    const { api } = setup(() => json({ confirmation_pending: true }, 202));
    await expect(api.users.signup({ email: 'a@b.co', password: 'watchtogether' })).rejects.toThrow(/Unexpected response/);
  });
});
