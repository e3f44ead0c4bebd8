/**
 * The setup wizard's onboarding details (002 §7) and the title picked in setup (001's onboarding/update-selected-title):
 * docs/decisions/0110.
 */
import { onboardingDetails, SELECTED_TITLE_UNKNOWN } from '@sift/contracts';
import { call, login, signUp, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const app = () => server.app;

it('a new account has no picked title and no services yet; its choices and pick are answered back', async () => {
  const { token } = await signUp(app());
  const empty = await call(app(), 'GET', '/onboarding/details/', { token });
  expect(empty.status).toBe(200);
  expect(empty.body).toEqual({ selected_title_details: null, user_services: [] });

  const profiles = await call(app(), 'GET', '/profiles/', { token });
  const profileId = profiles.body.results[0].id;
  const catalogs = await call(app(), 'GET', '/catalogs/', {});
  const peacock = (catalogs.body.results ?? catalogs.body).find((c: { slug: string }) => c.slug === 'peacock');
  expect((await call(app(), 'PATCH', `/profiles/${profileId}/`, { token, body: { selected_catalogs: [peacock.id] } })).status).toBe(200);

  const works = await call(app(), 'GET', '/content/v2/works/', { query: { limit: '2' } });
  const [first, second] = works.body.results;
  expect((await call(app(), 'POST', '/onboarding/update-selected-title/', { token, body: { work_id: first.id } })).status).toBe(201);
  // The latest pick wins.
  expect((await call(app(), 'POST', '/onboarding/update-selected-title/', { token, body: { work_id: second.id } })).status).toBe(201);

  const details = await call(app(), 'GET', '/onboarding/details/', { token });
  expect(onboardingDetails.safeParse(details.body).success).toBe(true);
  expect(details.body.selected_title_details).toMatchObject({ id: second.id, slug: second.slug, title: second.title });
  expect(details.body.user_services).toEqual([expect.objectContaining({ slug: 'peacock', linked: false })]);
});

it("a member's linked services are marked linked", async () => {
  const { token } = await login(app(), 'parent@sift.example');
  const details = await call(app(), 'GET', '/onboarding/details/', { token });
  expect(details.status).toBe(200);
  const linked = details.body.user_services.filter((s: { linked: boolean }) => s.linked).map((s: { slug: string }) => s.slug);
  expect(linked).toEqual(expect.arrayContaining(['netflix', 'peacock']));
});

it('refuses a title that does not exist, and answers only a signed-in user', async () => {
  const { token } = await signUp(app());
  const unknown = await call(app(), 'POST', '/onboarding/update-selected-title/', { token, body: { work_id: 987654 } });
  expect(unknown.status).toBe(400);
  expect(unknown.body).toEqual({ work_id: [SELECTED_TITLE_UNKNOWN] });
  expect((await call(app(), 'GET', '/onboarding/details/', {})).status).toBe(401);
  expect((await call(app(), 'POST', '/onboarding/update-selected-title/', { body: { work_id: 1 } })).status).toBe(401);
});
