import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { activeProfileIdAtom, sessionAtom, siftQueryClient, siftStore } from '@sift/app-kit';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { route } from '@sift/contracts';
import { PageRouteContext, UiProvider } from '@sift/ui';
import { WorkScreen } from './work-screen';

const work = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ catalogue: { work: (slug: string) => work(slug) } }) }));

const renderScreen = () =>
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <MemoryRouter>
          <PageRouteContext.Provider value={route('movie', '/movie/:slug', 'Movie')}>
            <WorkScreen slug="harbor-lights">{(loaded) => <h2>{loaded.title}</h2>}</WorkScreen>
          </PageRouteContext.Provider>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );

beforeEach(() => {
  siftQueryClient.clear();
  const profile = buildProfile({ id: 7 });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, 7);
  work.mockReset();
});

describe('a title page while its work loads (001 §2)', () => {
  it('shows the skeleton, then the page', async () => {
    work.mockResolvedValue({ slug: 'harbor-lights', title: 'Harbor Lights' });
    renderScreen();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Harbor Lights' })).toBeInTheDocument();
  });

  it("says the title could not be loaded, and 'Try again' loads it", async () => {
    work.mockRejectedValueOnce(new Error('network down')).mockResolvedValue({ slug: 'harbor-lights', title: 'Harbor Lights' });
    renderScreen();
    expect(await screen.findByText('This title could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Harbor Lights' })).toBeInTheDocument();
    expect(work).toHaveBeenCalledTimes(2);
  });
});
