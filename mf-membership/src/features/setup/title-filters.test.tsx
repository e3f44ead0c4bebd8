import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import type { RouteDef } from '@sift/contracts';
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
const saveLineup = jest.fn(async (id: number, refmap: Record<string, boolean>) => buildLineup({ id, refmap }));
jest.mock('../../api', () => ({
  api: () => ({
    catalogue: { work: async () => work, tagSet: (id: number) => tagSet(id) },
    playback: { lineup: async () => buildLineup(), saveLineup: (id: number, refmap: Record<string, boolean>) => saveLineup(id, refmap) },
  }),
}));

it("shows how much the profile's filters cut from the picked title, and changes that title's filters in the shared dialog", async () => {
  const profile = buildProfile({ id: 5, is_primary: true, global_filters: { '18': true } });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, 5);
  writeSetupChoices({ titleSlug: 'harbor-lights' });
  const def = routes.routes.find((r) => r.name === 'setupV3TitleFilters') as RouteDef;
  const { container } = render(
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
  expect(await screen.findByText(/of 3 tagged scenes are cut or muted by your filters/)).toBeInTheDocument();
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Change filters for this title' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(await screen.findByRole('checkbox', { name: /^Kissing/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveLineup).toHaveBeenCalledTimes(1));
  expect(saveLineup.mock.calls[0][0]).toBe(2);
  expect(saveLineup.mock.calls[0][1]['hl-k1']).toBe(true);
  // The count is read again after the save.
  await waitFor(() => expect(tagSet).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}, 30_000);
