import {
  PASSCODE_ALREADY_SET,
  PASSCODE_EMPTY,
  PASSCODE_INVALID,
  PASSCODE_MIN_4,
  PASSCODE_NOT_SET,
  PASSCODE_NUMBERS_ONLY,
  PASSCODES_DO_NOT_MATCH,
  PRIMARY_PROFILE_UNDELETABLE,
  PROFILE_ACCOUNT_ACCESS_REQUIRED,
  PROFILE_LIMIT,
  PROFILE_LIMIT_REACHED,
  PROFILE_NAME_REQUIRED,
  LOGIN_THROTTLED,
  profile as profileSchema,
  FILTER_CATEGORIES,
} from '@sift/contracts';
import { DEMO_PASSCODE } from '../src/seed/demo-accounts';
import { call, login, signUp, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { passcodeAttempts: 3 } });
});
afterAll(() => server.close());
const app = () => server.app;

describe('profiles', () => {
  it('lists the account profiles, primary first, as a paged list', async () => {
    const { token } = await login(app(), 'parent@sift.example');
    const res = await call(app(), 'GET', '/profiles/', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(res.body.results.map((p: { name: string }) => p.name)).toEqual(['Parker', 'Riley', 'Sam']);
    expect(res.body.results[2]).toMatchObject({ is_primary: false, account_access: false });
    res.body.results.forEach((p: unknown) => expect(() => profileSchema.parse(p)).not.toThrow());
  });

  it('creates, reads, patches, replaces and deletes a profile', async () => {
    const { token } = await signUp(app());
    const created = await call(app(), 'POST', '/profiles/', { token, body: { name: 'Kid', global_filters: { '18': true } } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Kid', is_primary: false, account_access: false, avatar: null, avatar_id: null, global_filters: { '18': true } });
    // The default avatar fills an empty one (000 §5).
    expect(created.body.avatar_url).toMatch(/\/images\/avatars\/.+\.svg$/);
    const id = created.body.id;
    expect((await call(app(), 'GET', `/profiles/${id}/`, { token })).body.name).toBe('Kid');
    const patched = await call(app(), 'PATCH', `/profiles/${id}/`, {
      token,
      body: { global_filters: { '18': true, '7': true }, selected_catalogs: [12, 3], selected_devices: ['tv', 'computer'], avatar_id: 2 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Kid', global_filters: { '18': true, '7': true }, selected_catalogs: [12, 3], selected_devices: ['tv', 'computer'], avatar_id: 2 });
    const asPrimary = { 'x-sift-profile-id': String((await call(app(), 'GET', '/profiles/', { token })).body.results[0].id) };
    const replaced = await call(app(), 'PUT', `/profiles/${id}/`, { token, headers: asPrimary, body: { name: 'Teen', account_access: true } });
    expect(replaced.body).toMatchObject({ name: 'Teen', account_access: true, global_filters: {}, selected_catalogs: [], avatar_id: null });
    expect((await call(app(), 'DELETE', `/profiles/${id}/`, { token, headers: asPrimary })).status).toBe(204);
    expect((await call(app(), 'GET', `/profiles/${id}/`, { token })).status).toBe(404);
  });

  it('stores a raw filter map normalized: one entry per category, a parent true exactly when all its leaves are', async () => {
    const { token } = await signUp(app());
    const every = (map: Record<string, boolean>) => Object.keys(map).sort();
    const categoryKeys = FILTER_CATEGORIES.map((c) => String(c.id)).sort();
    // Violence (3) as a whole but Blood & Gore (16) off; More (5)'s four leaves one by one.
    const raw = { '3': true, '16': false, '18': true, '20': true, '21': true, '23': true };
    const created = await call(app(), 'POST', '/profiles/', { token, body: { name: 'Raw', global_filters: raw } });
    expect(created.status).toBe(201);
    expect(every(created.body.global_filters)).toEqual(categoryKeys);
    expect(created.body.global_filters).toMatchObject({ '3': false, '14': true, '15': true, '16': false, '5': true, '18': true, '2': false, '6': false, '7': false });
    const id = created.body.id;
    const patched = await call(app(), 'PATCH', `/profiles/${id}/`, { token, body: { global_filters: { '2': true } } });
    expect(patched.body.global_filters).toMatchObject({ '2': true, '6': true, '9': true, '22': true, '3': false, '15': false, '18': false });
    expect(every(patched.body.global_filters)).toEqual(categoryKeys);
    // What is stored is what every later read sees.
    const read = await call(app(), 'GET', `/profiles/${id}/`, { token });
    expect(read.body.global_filters).toEqual(patched.body.global_filters);
    const replaced = await call(app(), 'PUT', `/profiles/${id}/`, { token, body: { name: 'Raw', global_filters: { '7': true, '4': true } } });
    expect(Object.entries(replaced.body.global_filters).filter(([, on]) => on).map(([key]) => key).sort()).toEqual(['4', '7']);
    expect(every(replaced.body.global_filters)).toEqual(categoryKeys);
  });

  it("requires a name ('Required')", async () => {
    const { token, id: _ } = await signUp(app());
    for (const body of [{}, { name: '' }, { name: '   ' }]) {
      const res = await call(app(), 'POST', '/profiles/', { token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ name: [PROFILE_NAME_REQUIRED] });
    }
    const primary = (await call(app(), 'GET', '/profiles/', { token })).body.results[0];
    expect((await call(app(), 'PATCH', `/profiles/${primary.id}/`, { token, body: { name: '' } })).body).toEqual({ name: [PROFILE_NAME_REQUIRED] });
  });

  it(`allows at most ${PROFILE_LIMIT} profiles`, async () => {
    const { token } = await signUp(app());
    for (let i = 2; i <= PROFILE_LIMIT; i++) {
      expect((await call(app(), 'POST', '/profiles/', { token, body: { name: `P${i}` } })).status).toBe(201);
    }
    const res = await call(app(), 'POST', '/profiles/', { token, body: { name: 'One too many' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: PROFILE_LIMIT_REACHED });
  });

  it('never deletes the primary profile and keeps its account access', async () => {
    const { token } = await signUp(app());
    const primary = (await call(app(), 'GET', '/profiles/', { token })).body.results[0];
    const res = await call(app(), 'DELETE', `/profiles/${primary.id}/`, { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: PRIMARY_PROFILE_UNDELETABLE });
    const asPrimary = { 'x-sift-profile-id': String(primary.id) };
    const patched = await call(app(), 'PATCH', `/profiles/${primary.id}/`, { token, headers: asPrimary, body: { account_access: false } });
    expect(patched.body.account_access).toBe(true);
  });

  it('validates filter maps, catalogs and avatars', async () => {
    const { token } = await signUp(app());
    const primary = (await call(app(), 'GET', '/profiles/', { token })).body.results[0];
    const patch = (body: object) => call(app(), 'PATCH', `/profiles/${primary.id}/`, { token, body });
    expect((await patch({ global_filters: { '999': true } })).body).toEqual({ global_filters: ['Unknown filter category: 999'] });
    expect((await patch({ global_filters: { '18': 'yes' } })).status).toBe(400);
    expect((await patch({ selected_catalogs: [12, 4242] })).body).toEqual({ selected_catalogs: ['Unknown catalog: 4242'] });
    expect((await patch({ selected_catalogs: [-1] })).status).toBe(200);
    expect((await patch({ avatar_id: 9999 })).body).toEqual({ avatar_id: ['Unknown avatar.'] });
    expect((await patch({ selected_devices: 'tv' })).status).toBe(400);
  });

  it('does not let a profile without account access grant itself access', async () => {
    const { token } = await login(app(), 'parent@sift.example');
    const profiles = (await call(app(), 'GET', '/profiles/', { token })).body.results;
    const sam = profiles.find((p: { name: string }) => p.name === 'Sam');
    const asSam = { 'x-sift-profile-id': String(sam.id) };
    const res = await call(app(), 'PATCH', `/profiles/${sam.id}/`, { token, headers: asSam, body: { account_access: true } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: PROFILE_ACCOUNT_ACCESS_REQUIRED });
    // The child may still change its own default filters (default-filters is open to it, 000 §6).
    expect((await call(app(), 'PATCH', `/profiles/${sam.id}/`, { token, headers: asSam, body: { global_filters: { '18': true } } })).status).toBe(200);
  });

  it('item 15: an account-access change without a profile header, or with an unknown one, is refused', async () => {
    const { token } = await login(app(), 'parent@sift.example');
    const profiles = (await call(app(), 'GET', '/profiles/', { token })).body.results;
    const [parker, riley, sam] = profiles;
    const stranger = await signUp(app());
    const strangerProfile = (await call(app(), 'GET', '/profiles/', { token: stranger.token })).body.results[0];
    const attempts: [string, Record<string, string>][] = [
      ['no header', {}],
      ['an unknown profile', { 'x-sift-profile-id': '2147483647' }],
      ["another account's profile", { 'x-sift-profile-id': String(strangerProfile.id) }],
      ['the child itself', { 'x-sift-profile-id': String(sam.id) }],
    ];
    for (const [, headers] of attempts) {
      const grant = await call(app(), 'PATCH', `/profiles/${sam.id}/`, { token, headers, body: { account_access: true } });
      expect(grant.status).toBe(403);
      expect(grant.body).toEqual({ detail: PROFILE_ACCOUNT_ACCESS_REQUIRED });
      expect((await call(app(), 'PUT', `/profiles/${sam.id}/`, { token, headers, body: { name: 'Sam', account_access: true } })).status).toBe(403);
      expect((await call(app(), 'POST', '/profiles/', { token, headers, body: { name: 'Sneaky', account_access: true } })).status).toBe(403);
      expect((await call(app(), 'DELETE', `/profiles/${riley.id}/`, { token, headers })).status).toBe(403);
    }
    expect((await call(app(), 'GET', `/profiles/${sam.id}/`, { token })).body.account_access).toBe(false);
    expect((await call(app(), 'GET', `/profiles/${riley.id}/`, { token })).status).toBe(200);
    // The primary profile may grant and take back account access.
    const asParker = { 'x-sift-profile-id': String(parker.id) };
    expect((await call(app(), 'PATCH', `/profiles/${sam.id}/`, { token, headers: asParker, body: { account_access: true } })).body.account_access).toBe(true);
    expect((await call(app(), 'PATCH', `/profiles/${sam.id}/`, { token, headers: asParker, body: { account_access: false } })).body.account_access).toBe(false);
  });

  it('lists avatars and avatar groups', async () => {
    const avatars = await call(app(), 'GET', '/profile-avatars/');
    expect(avatars.body.count).toBe(18);
    expect(avatars.body.results[0].url).toMatch(/\.svg$/);
    const groups = await call(app(), 'GET', '/profile-avatar-groups/');
    expect(groups.body.results.map((g: { title: string }) => g.title)).toEqual(['Classics', 'Animals', 'Space']);
    expect(groups.body.results[0].avatars).toHaveLength(6);
    const svg = await app().inject({ method: 'GET', url: new URL(avatars.body.results[0].url).pathname });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});

describe('required-filters (parental controls)', () => {
  it('reads the demo parent controls', async () => {
    const { token, id } = await login(app(), 'parent@sift.example');
    const res = await call(app(), 'GET', '/required-filters/', { token });
    expect(res.body).toEqual({ user_id: id, id_map: { '6': true, '7': true }, passcode_set: true });
  });

  it('sets a first passcode with the spec rules', async () => {
    const { token, id } = await signUp(app());
    expect((await call(app(), 'GET', '/required-filters/', { token })).body).toEqual({ user_id: id, id_map: {}, passcode_set: false });
    const post = (body: object) => call(app(), 'POST', '/required-filters/', { token, body });
    expect((await post({ passcode: '12a4', passcode_confirm: '12a4' })).body).toEqual({ passcode: [PASSCODE_NUMBERS_ONLY] });
    expect((await post({ passcode: '123', passcode_confirm: '123' })).body).toEqual({ passcode: [PASSCODE_MIN_4] });
    expect((await post({ passcode: '', passcode_confirm: '' })).body).toEqual({ passcode: [PASSCODE_MIN_4] });
    expect((await post({ passcode: '1234', passcode_confirm: '1235' })).body).toEqual({ passcode_confirm: [PASSCODES_DO_NOT_MATCH] });
    expect((await post({ passcode: '1234', passcode_confirm: '1234', id_map: { '99': true } })).body).toEqual({ id_map: ['Unknown filter category: 99'] });
    const ok = await post({ passcode: '1234', passcode_confirm: '1234', id_map: { '18': true } });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ user_id: id, id_map: { '18': true }, passcode_set: true });
    const again = await post({ passcode: '5678', passcode_confirm: '5678' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: PASSCODE_ALREADY_SET });
    // The map shows on the User too.
    expect((await call(app(), 'GET', '/users/current/', { token })).body.required_filters).toMatchObject({ '18': true });
  });

  it('verifies, changes the passcode and saves the map; 403 Invalid passcode otherwise', async () => {
    const { token } = await signUp(app());
    const patch = (body: object) => call(app(), 'PATCH', '/required-filters/', { token, body });
    const notSet = await patch({ passcode: '1234' });
    expect(notSet.status).toBe(400);
    expect(notSet.body).toEqual({ detail: PASSCODE_NOT_SET });
    await call(app(), 'POST', '/required-filters/', { token, body: { passcode: '1234', passcode_confirm: '1234' } });
    expect((await patch({})).body).toEqual({ passcode: [PASSCODE_EMPTY] });
    const wrong = await patch({ passcode: '0000' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ detail: PASSCODE_INVALID });
    expect((await patch({ passcode: '1234' })).status).toBe(200);
    expect((await patch({ passcode: '1234', id_map: { '7': true, '16': true } })).body.id_map).toMatchObject({ '7': true, '16': true });
    expect((await patch({ passcode: '1234', passcode_new: '12' })).body).toEqual({ passcode_new: [PASSCODE_MIN_4] });
    expect((await patch({ passcode: '1234', passcode_new: 'abcd' })).body).toEqual({ passcode_new: [PASSCODE_NUMBERS_ONLY] });
    expect((await patch({ passcode: '1234', passcode_new: '98765' })).status).toBe(200);
    expect((await patch({ passcode: '1234' })).status).toBe(403);
    expect((await patch({ passcode: '98765' })).status).toBe(200);
  });

  it('stores the map normalized on set and save: one entry per category, a parent true exactly when all its leaves are', async () => {
    const { token } = await signUp(app());
    const every = (map: Record<string, boolean>) => Object.keys(map).sort();
    const categoryKeys = FILTER_CATEGORIES.map((c) => String(c.id)).sort();
    // More (5) as a whole; Violence (3)'s leaves one by one (14, 15, 16).
    const set = await call(app(), 'POST', '/required-filters/', { token, body: { passcode: '1234', passcode_confirm: '1234', id_map: { '5': true } } });
    expect(set.status).toBe(201);
    expect(every(set.body.id_map)).toEqual(categoryKeys);
    expect(set.body.id_map).toMatchObject({ '5': true, '18': true, '20': true, '21': true, '23': true, '3': false, '14': false });
    const saved = await call(app(), 'PATCH', '/required-filters/', { token, body: { passcode: '1234', id_map: { '14': true, '15': true, '16': true } } });
    expect(saved.status).toBe(200);
    expect(every(saved.body.id_map)).toEqual(categoryKeys);
    expect(saved.body.id_map).toMatchObject({ '3': true, '14': true, '15': true, '16': true, '5': false, '18': false });
    // What is stored is what the User and every later read see.
    expect((await call(app(), 'GET', '/required-filters/', { token })).body.id_map).toEqual(saved.body.id_map);
    expect((await call(app(), 'GET', '/users/current/', { token })).body.required_filters).toEqual(saved.body.id_map);
  });

  it('throttles repeated wrong passcodes', async () => {
    const { token } = await login(app(), 'parent@sift.example');
    for (let i = 0; i < 3; i++) expect((await call(app(), 'PATCH', '/required-filters/', { token, body: { passcode: '0000' } })).status).toBe(403);
    const res = await call(app(), 'PATCH', '/required-filters/', { token, body: { passcode: DEMO_PASSCODE } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: LOGIN_THROTTLED });
  });
});
