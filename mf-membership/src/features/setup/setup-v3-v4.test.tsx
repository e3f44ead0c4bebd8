/**
 * The behaviour of setup flows v3 (services, pick a title, its filters, play it) and v4 (intro, services,
 * connections, devices) (002 §2.2, §7), step by step, each inside the setup frame as its page renders it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PLAY_TITLE, SETUP_CONTINUE, SETUP_WELCOME, WORKS_WALL_LIMIT, type RouteDef, type StreamingService } from '@sift/contracts';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { buildWork, buildWorkSummary } from '@sift/contracts/testing/playback';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import { PageRouteContext, UiProvider } from '@sift/ui';
import routes from '../../routes';
import { LinkServicesStep } from './link-services-step';
import { PickTitle } from './pick-title';
import { PlayTitleStep } from './play-title';
import { SelectDevices } from './select-devices';
import { SelectServices } from './select-services';
import { readSetupChoices, writeSetupChoices } from './setup-choices';
import { SetupFrame } from './setup-frame';
import { SetupIntro } from './setup-intro';

const catalog = (id: number, slug: string, title: string) => ({
  id,
  catalog_id: id,
  slug,
  name: title,
  title,
  color: '#000000',
  display_order: id,
  representative_external_id: null,
  service_id: id,
  logo_url: `/images/catalogs/${slug}.svg`,
});
const service = (id: number, slug: string, name: string, order: number): StreamingService => ({
  id,
  name,
  slug,
  log_in_link: `http://${slug}.localhost/signin`,
  display_order_linking: order,
  logo_url: `/images/services/${slug}.svg`,
  service_linking_page_image_url: null,
  catalogs: [catalog(id, slug, name)],
});
const NETFLIX = service(1, 'netflix', 'Netflix', 1);
const PEACOCK = service(15, 'peacock', 'Peacock', 3);
const SIFT = service(12, 'sift', 'Sift', 0);

const updateProfile = jest.fn(async (_id: number, patch: object) => ({ ...buildProfile({ id: 5 }), ...patch }));
const updateFlags = jest.fn(async (_body: object) => ({ has_onboarded: true }));
const works = jest.fn(async (_query: object) => ({ count: 2, next: null, previous: null, results: [buildWorkSummary(), buildWorkSummary({ id: 7, slug: 'the-long-road', title: 'The Long Road' })] }));
const mySubscription = jest.fn(async () => ({ subscription: { plan_tier: '1' }, subscription_is_active: true, upgrade_paths: [], subscription_discount_eligible: false }));
let pickedWork = buildWork();
const updateSelectedTitle = jest.fn(async (_workId: number) => undefined);
let serverPick: ReturnType<typeof buildWorkSummary> | null = null;
let credentials: { service_id: number }[] = [];
jest.mock('../../api', () => ({
  api: () => ({
    profiles: { update: (id: number, patch: object) => updateProfile(id, patch) },
    users: {
      updateFlags: (body: object) => updateFlags(body),
      current: async () => buildUser(),
      updateSelectedTitle: (workId: number) => updateSelectedTitle(workId),
      onboardingDetails: async () => ({ selected_title_details: serverPick, user_services: [] }),
    },
    catalogue: {
      streamingServices: async () => [SIFT, NETFLIX, PEACOCK],
      works: (query: object) => works(query),
      work: async () => pickedWork,
    },
    membership: { mySubscription: () => mySubscription() },
    linking: { credentials: async () => credentials, catalogAccesses: async () => [] },
  }),
}));
// The shared panel of /services (packages/linking-ui, tested there): here only which services setup gives it.
jest.mock('@sift/linking-ui', () => ({
  ...jest.requireActual('@sift/linking-ui'),
  LinkServicesPanel: ({ select }: { select: (s: StreamingService[]) => StreamingService[] }) => (
    <ul aria-label="Services to link">
      {select([NETFLIX, PEACOCK]).map((s) => (
        <li key={s.id}>{s.name}</li>
      ))}
    </ul>
  ),
}));

const def = (name: string) => routes.routes.find((r) => r.name === name) as RouteDef;

function renderStep(name: string, element: React.ReactElement) {
  const profile = buildProfile({ id: 5, name: 'Parker', is_primary: true, selected_catalogs: [] });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, 5);
  const path = def(name).path;
  return render(
    <Provider store={siftStore}>
      <MemoryRouter initialEntries={[path]}>
        <UiProvider>
          <Routes>
            <Route
              path={path}
              element={
                <PageRouteContext.Provider value={def(name)}>
                  <SetupFrame>{element}</SetupFrame>
                </PageRouteContext.Provider>
              }
            />
            {routes.routes.map((r) => (
              <Route key={r.name} path={r.path} element={<p>at {r.name}</p>} />
            ))}
            <Route path="/watch/:slug" element={<p>at the theater</p>} />
          </Routes>
        </UiProvider>
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  updateProfile.mockClear();
  updateFlags.mockClear();
  works.mockClear();
  pickedWork = buildWork();
  credentials = [];
  serverPick = null;
  updateSelectedTitle.mockClear();
});

describe('setup v3: services, pick a title, its filters, play it', () => {
  it("services: the chosen catalogs become the profile's selected_catalogs, then 'Pick a title'", async () => {
    renderStep('setupV3Services', <SelectServices />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Netflix/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Peacock/ }));
    // The product's own catalogue is not a service to choose (002 §2.1).
    expect(screen.queryByRole('checkbox', { name: /Sift/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SETUP_CONTINUE }));
    await waitFor(() => expect(screen.getByText('at setupV3PickTitle')).toBeInTheDocument());
    expect(updateProfile).toHaveBeenCalledWith(5, { selected_catalogs: [1, 15] });
    expect(readSetupChoices().catalogIds).toEqual([1, 15]);
  });

  it('pick a title: a wall of at most 60 available works from the chosen catalogs; picking one goes to its filters', async () => {
    writeSetupChoices({ catalogIds: [1, 15] });
    renderStep('setupV3PickTitle', <PickTitle />);
    await userEvent.click(await screen.findByRole('button', { name: /The Long Road/ }));
    expect(screen.getByText('at setupV3TitleFilters')).toBeInTheDocument();
    expect(works).toHaveBeenCalledWith({ limit: WORKS_WALL_LIMIT, offering_status: 'available', catalogs: '1,15' });
    expect(readSetupChoices().titleSlug).toBe('the-long-road');
    // Kept by the server too (002 §7 onboarding details).
    expect(updateSelectedTitle).toHaveBeenCalledWith(7);
  });

  it("pick a title: shows only on the free tier (plan_tier '0', 002 §7)", async () => {
    mySubscription.mockResolvedValueOnce({ subscription: { plan_tier: '0' }, subscription_is_active: true, upgrade_paths: [], subscription_discount_eligible: false });
    writeSetupChoices({ catalogIds: [1] });
    renderStep('setupV3PickTitle', <PickTitle />);
    await screen.findByRole('button', { name: /Harbor Lights/ });
    expect(works).toHaveBeenCalledWith(expect.objectContaining({ type: 'show', catalogs: '1' }));
  });

  it("play it: a title on a linked service (here Sift's own) is played in the theater", async () => {
    writeSetupChoices({ titleSlug: 'harbor-lights' });
    renderStep('setupV3PlayTitle', <PlayTitleStep />);
    const play = await screen.findByRole('link', { name: PLAY_TITLE });
    expect(play).toHaveAttribute('href', '/watch/harbor-lights');
    expect(screen.getByRole('region', { name: /The title you picked: Harbor Lights/ })).toBeInTheDocument();
  });

  it('play it: a title on a service not linked yet asks to link that service first; Continue ends the flow', async () => {
    pickedWork = buildWork({
      offerings: [{ offer_id: 3, type: 'subscription', catalog_id: 15, service_id: 15, work_id: 4, price: null, max_format: 'HD', tag_set_id: 5, external_url: null }],
    });
    writeSetupChoices({ titleSlug: 'harbor-lights' });
    renderStep('setupV3PlayTitle', <PlayTitleStep />);
    expect(await screen.findByRole('button', { name: 'Link Peacock' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PLAY_TITLE })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SETUP_CONTINUE }));
    expect(screen.getByRole('heading', { level: 1, name: SETUP_WELCOME })).toBeInTheDocument();
  });

  it('play it: the same title once its service is linked offers Play', async () => {
    pickedWork = buildWork({
      offerings: [{ offer_id: 3, type: 'subscription', catalog_id: 15, service_id: 15, work_id: 4, price: null, max_format: 'HD', tag_set_id: 5, external_url: null }],
    });
    credentials = [{ service_id: 15 }];
    writeSetupChoices({ titleSlug: 'harbor-lights' });
    renderStep('setupV3PlayTitle', <PlayTitleStep />);
    expect(await screen.findByRole('link', { name: PLAY_TITLE })).toBeInTheDocument();
  });

  it("play it in a browser that did not pick: the title from the server's onboarding details (002 §7)", async () => {
    serverPick = buildWorkSummary();
    renderStep('setupV3PlayTitle', <PlayTitleStep />);
    expect(await screen.findByRole('link', { name: PLAY_TITLE })).toHaveAttribute('href', '/watch/harbor-lights');
    expect(readSetupChoices().titleSlug).toBe('harbor-lights');
  });

  it('play it without a picked title sends the member back to pick one', async () => {
    renderStep('setupV3PlayTitle', <PlayTitleStep />);
    await userEvent.click(await screen.findByRole('link', { name: 'Pick a title' }));
    expect(screen.getByText('at setupV3PickTitle')).toBeInTheDocument();
  });
});

describe('setup v4: intro, services, connections, devices', () => {
  it('intro: Get Started goes to the services step (not to the filters, as v2 does)', async () => {
    renderStep('setupV4Intro', <SetupIntro flow="v4" />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByText('at setupV4Services')).toBeInTheDocument();
  });

  it('services: Continue goes to the connections', async () => {
    renderStep('setupV4Services', <SelectServices />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Peacock/ }));
    await userEvent.click(screen.getByRole('button', { name: SETUP_CONTINUE }));
    await waitFor(() => expect(screen.getByText('at setupV4Connections')).toBeInTheDocument());
    expect(updateProfile).toHaveBeenCalledWith(5, { selected_catalogs: [15] });
  });

  it('connections: only the services chosen on the step before; Continue reports the services step done, then the devices', async () => {
    writeSetupChoices({ catalogIds: [15] });
    renderStep('setupV4Connections', <LinkServicesStep onlyChosen />);
    expect(screen.getByRole('list', { name: 'Services to link' }).textContent).toBe('Peacock');
    await userEvent.click(screen.getByRole('button', { name: SETUP_CONTINUE }));
    await waitFor(() => expect(screen.getByText('at setupV4Devices')).toBeInTheDocument());
    expect(updateFlags).toHaveBeenCalledWith({ event: 'services_step_done' });
  });

  it('connections: with nothing chosen, every service', () => {
    renderStep('setupV4Connections', <LinkServicesStep onlyChosen />);
    expect(screen.getByRole('list', { name: 'Services to link' }).textContent).toBe('NetflixPeacock');
  });

  it("devices: the last step; Continue saves them and ends the flow with 'Welcome'", async () => {
    renderStep('setupV4Devices', <SelectDevices />);
    expect(screen.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuetext', 'Step 4 of 6');
    await userEvent.click(screen.getByRole('checkbox', { name: /Computer/ }));
    await userEvent.click(screen.getByRole('button', { name: SETUP_CONTINUE }));
    expect(await screen.findByRole('heading', { level: 1, name: SETUP_WELCOME })).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledWith(5, { selected_devices: ['computer'] });
  });
});
