import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { route } from '@sift/contracts';
import { lazyPage, preloadPageAt } from './lazy-page';
import { RemoteRoutes } from './remote-routes';

const routes = { routes: [route('about', '/about', 'About us'), route('jobs', '/jobs', 'Jobs')], redirects: [] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('lazyPage', () => {
  it('shows the page skeleton until the code arrives, then the page', async () => {
    const chunk = deferred<{ default: () => ReactElement }>();
    const pages = { about: lazyPage(() => chunk.promise), jobs: () => <main>Jobs</main> };
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/about']}>
          <RemoteRoutes routes={routes} pages={pages} />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => chunk.resolve({ default: () => <main>Our mission</main> }));
    expect(await screen.findByText('Our mission')).toBeInTheDocument();
  });

  it('renders at once, without a loading state, once preloadPageAt loaded the page of the path', async () => {
    const load = jest.fn(async () => ({ default: () => <main>Our mission</main> }));
    const pages = { about: lazyPage(load), jobs: () => <main>Jobs</main> };
    await preloadPageAt(routes, pages, '/about');
    await preloadPageAt(routes, pages, '/jobs'); // not lazy: nothing to load
    render(
      <MemoryRouter initialEntries={['/about']}>
        <RemoteRoutes routes={routes} pages={pages} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Our mission')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a chunk that failed to load again on the next preload', async () => {
    const load = jest
      .fn<Promise<{ default: () => ReactElement }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: () => <main>Our mission</main> });
    const pages = { about: lazyPage(load) };
    await expect(preloadPageAt(routes, pages, '/about')).rejects.toThrow('ChunkLoadError');
    await expect(preloadPageAt(routes, pages, '/about')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks for the page's first answers with the address's params, decoded, as soon as its code is asked for", async () => {
    const titles = { routes: [route('movie', '/movie/:slug', 'Movie'), route('jobs', '/jobs', 'Jobs')], redirects: [] };
    const chunk = deferred<{ default: () => ReactElement }>();
    const prefetch = jest.fn();
    const pages = { movie: lazyPage(() => chunk.promise, { prefetch }), jobs: () => <main>Jobs</main> };
    const loading = preloadPageAt(titles, pages, '/movie/caf%C3%A9-night');
    // Before the code has come: the answers load beside it, not after it.
    expect(prefetch).toHaveBeenCalledWith({ slug: 'café-night' });
    chunk.resolve({ default: () => <main>Café Night</main> });
    await loading;
    await preloadPageAt(titles, pages, '/jobs');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
