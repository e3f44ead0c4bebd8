import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@sift/api-client';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { buildEpisode, buildWork } from '@sift/contracts/testing/playback';
import { Theater } from './theater';

const work = jest.fn();
const nextEpisode = jest.fn();
const track = jest.fn();

jest.mock('../../api', () => ({
  api: () => ({
    catalogue: { work: (slug: string) => work(slug), streamingServices: async () => [] },
    playback: { nextEpisode: (query: unknown) => nextEpisode(query) },
  }),
}));
jest.mock('@sift/app-kit', () => {
  const actual = jest.requireActual('@sift/app-kit');
  const profile = buildProfile({ id: 7 });
  return {
    ...actual,
    track: (...args: unknown[]) => track(...args),
    apiSettings: () => ({ prefixUrl: 'http://api.test/' }),
    useSession: () => ({ status: 'signed-in', token: 'tok', user: buildUser({ profiles: [profile] }), impersonating: false }),
    useActiveProfile: () => profile,
  };
});
// The lobby's socket never answers here: these tests stop before it.
jest.mock('./verification', () => ({ askVerification: () => new Promise(() => undefined) }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderTheater(slug: string) {
  render(
    <MemoryRouter initialEntries={[`/watch/${slug}`]}>
      <Routes>
        <Route path="/watch/:slug" element={<Theater slug={slug} />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  work.mockReset();
  nextEpisode.mockReset();
  track.mockReset();
});

describe('Theater', () => {
  it('sends a viewer whose plan cannot play to the plan page, reported as tried_to_watch', async () => {
    work.mockResolvedValue(buildWork({ subscription_can_play: false }));
    renderTheater('harbor-lights');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/membership/plan'));
    expect(track).toHaveBeenCalledWith('tried_to_watch', { work_id: 4, slug: 'harbor-lights' });
  });

  it("plays a show's next-up episode", async () => {
    work.mockResolvedValue(buildWork({ id: 40, slug: 'the-show', type: 'show' }));
    nextEpisode.mockResolvedValue(buildEpisode({ slug: 'the-show-s1e2' }));
    renderTheater('the-show');
    await waitFor(() => expect(nextEpisode).toHaveBeenCalledWith({ show_id: 40 }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/watch/the-show-s1e2'));
  });

  it('says a missing title is unavailable', async () => {
    work.mockRejectedValue(new ApiError(404, { detail: 'Not found.' }));
    renderTheater('nope');
    expect(await screen.findByText('This title is not currently available to watch on Sift.')).toBeInTheDocument();
  });

  it('verifies first: the lobby shows its bar', async () => {
    work.mockResolvedValue(buildWork());
    renderTheater('harbor-lights');
    expect(await screen.findByRole('progressbar', { name: 'Verifying your account…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
