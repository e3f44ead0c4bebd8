import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { activeProfileIdAtom, sessionAtom, siftQueryClient, siftStore } from '@sift/app-kit';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { route } from '@sift/contracts';
import { PageDataContext } from '@sift/mount';
import { PageRouteContext, UiProvider } from '@sift/ui';
import { titlePreviewState } from './title-preview';
import { WorkScreen } from './work-screen';

const work = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ catalogue: { work: (slug: string) => work(slug) } }) }));

const HARBOR_LIGHTS = { id: 1, slug: 'harbor-lights', title: 'Harbor Lights', type: 'movie', year: 2021, poster_url: '/posters/harbor-lights.jpg' } as const;

/**
 * The page as a link reaches it; `state` is what the link carried (a poster's fields), none for a typed address;
 * `rendered` what the shell's server rendered the page with (docs/decisions/0159).
 */
const renderScreen = (state?: unknown, rendered?: unknown) =>
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <MemoryRouter initialEntries={[{ pathname: '/movie/harbor-lights', state }]}>
          <PageRouteContext.Provider value={route('movie', '/movie/:slug', 'Movie')}>
            <PageDataContext.Provider value={rendered}>
              <WorkScreen slug="harbor-lights">{(loaded) => <h2>{loaded.title}</h2>}</WorkScreen>
            </PageDataContext.Provider>
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

  it("shows the poster's title, picture and year at once when a poster led here, then the page", async () => {
    let answer!: (value: unknown) => void;
    work.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderScreen(titlePreviewState(HARBOR_LIGHTS));
    expect(screen.getByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Harbor Lights poster' })).toHaveAttribute('src', '/posters/harbor-lights.jpg');
    expect(screen.getByText('2021')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the title');
    answer({ slug: 'harbor-lights', title: 'Harbor Lights' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbor Lights' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows no other title's preview: a link's state for another slug leaves the skeleton", () => {
    work.mockReturnValue(new Promise(() => {}));
    renderScreen(titlePreviewState({ ...HARBOR_LIGHTS, slug: 'the-long-road', title: 'The Long Road' }));
    expect(screen.queryByRole('heading', { name: 'The Long Road' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the title');
  });

  it('renders at once the page the server rendered for the member, from the same answer, then the answer it asks', async () => {
    let answer!: (value: unknown) => void;
    work.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderScreen(undefined, { work: { slug: 'harbor-lights', title: 'Harbor Lights, as rendered' } });
    // The first render is the page itself, as in the document: nothing loads in its place.
    expect(screen.getByRole('heading', { level: 2, name: 'Harbor Lights, as rendered' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    answer({ slug: 'harbor-lights', title: 'Harbor Lights' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbor Lights' })).toBeInTheDocument();
  });

  it("never starts from another title's rendered page", () => {
    work.mockReturnValue(new Promise(() => {}));
    renderScreen(undefined, { work: { slug: 'the-long-road', title: 'The Long Road' } });
    expect(screen.queryByRole('heading', { name: 'The Long Road' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the title');
  });
});
