import { PROFILE_NAME_REQUIRED } from '@sift/contracts';
import { type ApiClient, createApiClient } from '../create-api-client';
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
  });
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
  'users.changeName': { call: (a) => a.users.changeName({ first_name: 'A', last_name: 'B' }), request: 'POST /users/change-name/', body: { first_name: 'A', last_name: 'B' }, answer: () => json(fx.userFixture), result: fx.userFixture },
  'users.changeEmail': { call: (a) => a.users.changeEmail({ new_email: 'n@x.co', password: 'pw' }), request: 'POST /users/change-email/', body: { new_email: 'n@x.co', password: 'pw' }, answer: () => json({ detail: 'Code sent' }), result: { detail: 'Code sent' } },
  'users.verifyEmailChange': { call: (a) => a.users.verifyEmailChange('ABC123'), request: 'POST /users/verify-email-change/', body: { code: 'ABC123' }, answer: () => json(fx.userFixture), result: fx.userFixture },
  'users.changePassword': { call: (a) => a.users.changePassword(1, { password_last: 'old', password: 'new', confirm: 'new' }), request: 'POST /users/1/change_password/', body: { password_last: 'old', password: 'new', confirm: 'new' }, answer: () => json({}), result: undefined },
  'passwords.request': { call: (a) => a.passwords.request('u@x.co'), request: 'POST /password/request/', body: { email: 'u@x.co' }, answer: () => json({ detail: 'ok' }), result: { detail: 'ok' } },
  'passwords.reset': { call: (a) => a.passwords.reset({ validation_key: 'k', password: 'p', password_confirm: 'p' }), request: 'POST /password/reset/', body: { validation_key: 'k', password: 'p', password_confirm: 'p' }, answer: () => json({}), result: undefined },
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
  // promos and sharing
  'promos.find (non-word characters stripped)': { call: (a) => a.promos.find(' free-14! '), request: 'GET /subscription-promos/?code=free14', answer: () => json(fx.promoFixture), result: fx.promoFixture },
  'stats.record': { call: (a) => a.stats.record([{ event: 'page_view', at: 1, extras: { path: '/' } }]), request: 'POST /stats/', body: { events: [{ event: 'page_view', at: 1, extras: { path: '/' } }] }, answer: () => empty(204), result: undefined },
  'time.now': { call: (a) => a.time.now(), request: 'GET /time/', answer: () => json({ now: '2025-05-31T07:00:00.000Z' }), result: Date.parse('2025-05-31T07:00:00Z') },
  'sharing.get': { call: (a) => a.sharing.get(), request: 'GET /sharing/', answer: () => json(fx.sharingFixture), result: fx.sharingFixture },
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
