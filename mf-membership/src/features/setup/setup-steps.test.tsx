import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FILTER_CATEGORIES, NO_FILTERS_ON, SETUP_CONTINUE, SETUP_WELCOME, SETUP_WELCOME_STEPS, START_FILTERING, type RouteDef } from '@sift/contracts';
import { defaultCategoryTree, normalizeCategoryFilters } from '@sift/filter-engine';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import { PageRouteContext, UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import routes from '../../routes';
import { ReviewFilters } from './review-filters';
import { SelectDevices } from './select-devices';
import { SetupFrame } from './setup-frame';
import { SetupIntro } from './setup-intro';
import { SimpleFilters } from './simple-filters';
import { useSetupNext } from './use-setup';

const updateProfile = jest.fn(async (_id: number, patch: object) => ({ ...buildProfile({ id: 5 }), ...patch }));
const updateFlags = jest.fn(async (_body: object) => ({ has_onboarded: true }));
jest.mock('../../api', () => ({
  api: () => ({
    profiles: { update: (id: number, patch: object) => updateProfile(id, patch) },
    users: { updateFlags: (body: object) => updateFlags(body), current: async () => buildUser() },
  }),
}));

const def = (name: string) => routes.routes.find((r) => r.name === name) as RouteDef;

function renderStep(name: string, element: React.ReactElement, globalFilters: Record<string, boolean> = {}) {
  const profile = buildProfile({ id: 5, name: 'Parker', is_primary: true, global_filters: globalFilters });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, 5);
  const path = def(name).path.replace(':type_id', 'firetv');
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
            <Route path="/browse" element={<p>at browse</p>} />
          </Routes>
        </UiProvider>
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  updateProfile.mockClear();
  updateFlags.mockClear();
});

it('intro: four steps, step 1 of 6; goes to choosing filters when none is on', async () => {
  const { container } = renderStep('setupIntro', <SetupIntro />);
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
  expect(screen.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 6');
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
  expect(screen.getByText('at setupV2SimpleFilters')).toBeInTheDocument();
});

it('intro: goes to the review when a global filter is already on (002 §4)', async () => {
  renderStep('setupIntro', <SetupIntro />, { '6': true });
  await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
  expect(screen.getByText('at setupV2ReviewSimple')).toBeInTheDocument();
});

it('simple filters: the most-common quick start turns on 18, 6 and 7, then the review', async () => {
  const { container } = renderStep('setupV2SimpleFilters', <SimpleFilters />, { '9': true });
  expect(screen.getByText('Profanity, Sex and Nudity filtered: where most families start.')).toBeInTheDocument();
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Most Common' }));
  await waitFor(() => expect(screen.getByText('at setupV2ReviewSimple')).toBeInTheDocument());
  // A normalized map: one entry per category (Kissing kept, the three most common on, no parent wholly on).
  expect(updateProfile).toHaveBeenCalledWith(5, { global_filters: normalizeCategoryFilters(defaultCategoryTree(), { '9': true, '18': true, '6': true, '7': true }) });
  const written = (updateProfile.mock.calls[0][1] as { global_filters: Record<string, boolean> }).global_filters;
  expect(Object.keys(written).sort()).toEqual(FILTER_CATEGORIES.map((c) => String(c.id)).sort());
  expect([written['9'], written['18'], written['6'], written['7'], written['2'], written['22']]).toEqual([true, true, true, true, false, false]);
});

it('simple filters: the quick start over a parent entry writes the leaves it names on and keeps the rest of the parent', async () => {
  renderStep('setupV2SimpleFilters', <SimpleFilters />, { '5': true, '18': false });
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Most Common' }));
  await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(1));
  const written = (updateProfile.mock.calls[0][1] as { global_filters: Record<string, boolean> }).global_filters;
  // More (5) is now wholly on: its leaves 20, 21, 23 came from the parent entry, 18 from the quick start.
  expect([written['18'], written['20'], written['21'], written['23'], written['5']]).toEqual([true, true, true, true, true]);
});

it('simple filters: custom choices in the shared filter editor; saving moves on to the review, Cancel goes back', async () => {
  const { container } = renderStep('setupV2SimpleFilters', <SimpleFilters />);
  await userEvent.click(screen.getByRole('button', { name: 'Choose Custom Filters' }));
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Continue with Most Common' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Choose Custom Filters' }));
  // Intimacy (the first tab) turns on Sex, Kissing and Sexual References with it.
  await userEvent.click(screen.getByRole('checkbox', { name: /^Intimacy/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByText('at setupV2ReviewSimple')).toBeInTheDocument());
  const patch = updateProfile.mock.calls[0][1] as { global_filters: Record<string, boolean> };
  expect([patch.global_filters['6'], patch.global_filters['9'], patch.global_filters['22']]).toEqual([true, true, true]);
  expect(patch.global_filters['18']).not.toBe(true);
}, 30_000); // the whole category editor with its axe check

it('review: the filters on, by tab; Continue to the devices', async () => {
  renderStep('setupV2ReviewSimple', <ReviewFilters />, { '18': true, '6': true, '7': true });
  expect(screen.getByText('Profanity')).toBeInTheDocument();
  expect(screen.getByText('Intimacy')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: SETUP_CONTINUE }));
  expect(screen.getByText('at setupV2Devices')).toBeInTheDocument();
});

it('review: a parent filtered as a whole lists each of its leaves under its tab (the leaf-only copy said none were on)', () => {
  renderStep('setupV2ReviewSimple', <ReviewFilters />, { '3': true, '16': false });
  expect(screen.queryByText(NO_FILTERS_ON)).not.toBeInTheDocument();
  expect(screen.getByText('Violence')).toBeInTheDocument();
  expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['Graphic Violence', 'Non-Graphic Violence']);
});

it('review: says no filter is on when none is', () => {
  renderStep('setupV2ReviewSimple', <ReviewFilters />, { '3': false });
  expect(screen.getByText(NO_FILTERS_ON)).toBeInTheDocument();
});

it('devices: TV, computer, phone or tablet saved as selected_devices; a TV offers its registration', async () => {
  const { container } = renderStep('setupV2Devices', <SelectDevices />);
  await userEvent.click(screen.getByRole('checkbox', { name: /TV/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Computer/ }));
  expect(screen.getByRole('link', { name: 'Fire TV' })).toHaveAttribute('href', '/setup/v2/devices/firetv');
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: SETUP_CONTINUE }));
  await waitFor(() => expect(screen.getByText('at setupV2Services')).toBeInTheDocument());
  expect(updateProfile).toHaveBeenCalledWith(5, { selected_devices: ['tv', 'computer'] });
});

it('devices: following a TV kind saves the choices first, then opens its registration', async () => {
  renderStep('setupV2Devices', <SelectDevices />);
  await userEvent.click(screen.getByRole('checkbox', { name: /TV/ }));
  await userEvent.click(screen.getByRole('link', { name: 'Apple TV' }));
  await waitFor(() => expect(screen.getByText('at setupV2DeviceType')).toBeInTheDocument());
  expect(updateProfile).toHaveBeenCalledWith(5, { selected_devices: ['tv'] });
});

it("the end of a flow: 'Welcome' with two steps; Start Filtering marks the member onboarded and goes to Browse", async () => {
  function Finisher() {
    const next = useSetupNext();
    return <button type="button" onClick={() => next()}>finish</button>;
  }
  renderStep('setupV2Services', <Finisher />);
  await userEvent.click(screen.getByRole('button', { name: 'finish' }));
  expect(screen.getByRole('heading', { level: 1, name: SETUP_WELCOME })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...SETUP_WELCOME_STEPS]);
  expect(screen.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuetext', 'Step 6 of 6');
  await userEvent.click(screen.getByRole('button', { name: START_FILTERING }));
  await waitFor(() => expect(screen.getByText('at browse')).toBeInTheDocument());
  expect(updateFlags).toHaveBeenCalledWith({ event: 'start_filtering' });
});
