import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { TITLE_FILTERS_LOAD_FAILED, type RouteDef } from '@sift/contracts';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { buildLineup, buildTagSet, buildWork } from '@sift/contracts/testing/playback';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import { PageRouteContext, UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import routes from '../../routes';
import { writeSetupChoices } from './setup-choices';
import { TitleFiltersStep } from './title-filters';

const work = buildWork({ slug: 'harbor-lights', title: 'Harbor Lights' });
const tagSet = jest.fn(async (_id: number) => buildTagSet());
const lineup = jest.fn(async (_tagSetId: number) => buildLineup());
const saveLineup = jest.fn(async (id: number, refmap: Record<string, boolean>) => buildLineup({ id, refmap }));
jest.mock('../../api', () => ({
  api: () => ({
    catalogue: { work: async () => work, tagSet: (id: number) => tagSet(id) },
    playback: { lineup: (tagSetId: number) => lineup(tagSetId), saveLineup: (id: number, refmap: Record<string, boolean>) => saveLineup(id, refmap) },
  }),
}));

beforeEach(() => {
  tagSet.mockClear();
  lineup.mockClear();
  saveLineup.mockClear();
});

function renderStep() {
  const profile = buildProfile({ id: 5, is_primary: true, global_filters: { '18': true } });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, 5);
  writeSetupChoices({ titleSlug: 'harbor-lights' });
  const def = routes.routes.find((r) => r.name === 'setupV3TitleFilters') as RouteDef;
  return render(
    <Provider store={siftStore}>
      <MemoryRouter>
        <UiProvider>
          <PageRouteContext.Provider value={def}>
            <TitleFiltersStep />
          </PageRouteContext.Provider>
        </UiProvider>
      </MemoryRouter>
    </Provider>,
  );
}

it("says so when the title's filters cannot be loaded, and still lets the member continue", async () => {
  lineup.mockRejectedValueOnce(new Error('offline'));
  renderStep();
  expect(await screen.findByText(TITLE_FILTERS_LOAD_FAILED)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Change filters for this title' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

it("shows how much the profile's filters cut from the picked title, and changes that title's filters in the shared dialog", async () => {
  const { container } = renderStep();
  // Profanity is on by the profile's filters: 1 of Harbor Lights' 3 tags.
  const preview = await screen.findByText(/of 3 tagged scenes are cut or muted by your filters/);
  expect(preview).toHaveTextContent('1 of 3 tagged scenes');
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Change filters for this title' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(await screen.findByRole('checkbox', { name: /^Kissing/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveLineup).toHaveBeenCalledTimes(1));
  expect(saveLineup.mock.calls[0][0]).toBe(2);
  expect(saveLineup.mock.calls[0][1]['hl-k1']).toBe(true);
  // The count follows the saved choices (the engine's rule over the new lineup) without reading the tag set again.
  await waitFor(() => expect(screen.getByText(/of 3 tagged scenes are cut or muted/)).toHaveTextContent('2 of 3 tagged scenes'));
  expect(tagSet).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}, 30_000);
