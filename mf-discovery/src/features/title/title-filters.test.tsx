import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { buildLineup, buildTagSet } from '@sift/contracts/testing/playback';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { TitleFilters, tagSetIdOf } from './title-filters';

const work = jest.fn();
const tagSet = jest.fn();
const lineup = jest.fn();
const saveLineup = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({
    catalogue: { work: (slug: string) => work(slug), tagSet: (id: number) => tagSet(id) },
    playback: { lineup: (id: number) => lineup(id), saveLineup: (id: number, refmap: Record<string, boolean>) => saveLineup(id, refmap) },
  }),
}));

const offer = (catalogId: number, tagSetId: number | null) => ({ catalog_id: catalogId, tag_set_id: tagSetId });
const movie = { slug: 'harbor-lights', title: 'Harbor Lights', type: 'movie' as const, tags_count: 3, offerings: [offer(1, null), offer(2, 5)] };
const episode = { slug: 'the-show-s1e1', title: 'Pilot', type: 'episode' as const, tags_count: 1 };

const renderFilters = (props: Parameters<typeof TitleFilters>[0]) =>
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <TitleFilters {...props} />
      </UiProvider>
    </Provider>,
  );

function signIn() {
  const profile = buildProfile({ id: 7, global_filters: { '18': true } });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, 7);
}

describe('tagSetIdOf', () => {
  it("takes the chosen offer's tag set, else the first offering's that has one", () => {
    expect(tagSetIdOf([offer(1, 4), offer(2, 5)], 2)).toBe(5);
    expect(tagSetIdOf([offer(1, null), offer(2, 5)], 1)).toBe(5);
    expect(tagSetIdOf([offer(1, null)], null)).toBeNull();
  });
});

describe('TitleFilters (001 §2 filters modal)', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    tagSet.mockResolvedValue(buildTagSet());
    lineup.mockResolvedValue(buildLineup());
  });

  it('shows a visitor only the summary', () => {
    siftStore.set(sessionAtom, { status: 'anonymous' });
    renderFilters({ work: movie });
    expect(screen.getByText('3 tagged scenes you can filter')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("opens 'Filters for' the title on the chosen offer's tag set and saves the profile's lineup", async () => {
    signIn();
    saveLineup.mockResolvedValue(buildLineup({ refmap: { 'hl-p1': false } }));
    renderFilters({ work: movie, offer: { ...offer(2, 5), offer_id: 9 } as never });
    await userEvent.click(screen.getByRole('button', { name: 'Filters for Harbor Lights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters for Harbor Lights' });
    expect(tagSet).toHaveBeenCalledWith(5);
    expect(lineup).toHaveBeenCalledWith(5);
    await expectNoAxeViolations(dialog);
    await userEvent.click(screen.getByRole('tab', { name: 'More (1)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'A sailor swears at the fog' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveLineup).toHaveBeenCalledWith(2, expect.objectContaining({ 'hl-p1': false }));
  });

  it("loads an episode's own work for its tag set, and says so when the filters cannot be loaded", async () => {
    signIn();
    work.mockResolvedValueOnce({ offerings: [offer(2, 6)] }).mockRejectedValueOnce(new Error('offline'));
    renderFilters({ work: episode });
    await userEvent.click(screen.getByRole('button', { name: 'Filters for Pilot' }));
    expect(await screen.findByRole('dialog', { name: 'Filters for Pilot' })).toBeInTheDocument();
    expect(work).toHaveBeenCalledWith('the-show-s1e1');
    expect(tagSet).toHaveBeenCalledWith(6);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filters for Pilot' }));
    expect(await screen.findByText('The filters could not be loaded. Please try again.')).toBeInTheDocument();
  });

  it('a failed tag set load says so, and the next click loads again (filter-ui useTitleFilters)', async () => {
    signIn();
    tagSet.mockReset().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(buildTagSet());
    renderFilters({ work: movie });
    await userEvent.click(screen.getByRole('button', { name: 'Filters for Harbor Lights' }));
    expect(await screen.findByText('The filters could not be loaded. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters for Harbor Lights' }));
    expect(await screen.findByRole('dialog', { name: 'Filters for Harbor Lights' })).toBeInTheDocument();
    expect(screen.queryByText('The filters could not be loaded. Please try again.')).not.toBeInTheDocument();
    expect(tagSet).toHaveBeenCalledTimes(2);
  });
});
