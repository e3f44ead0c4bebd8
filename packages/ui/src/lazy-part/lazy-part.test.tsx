import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { LazyPart, lazyPart } from './lazy-part';

describe('LazyPart', () => {
  it('shows the part once its code has loaded', async () => {
    const Part = lazy(() => Promise.resolve({ default: () => <p>the panel</p> }));
    render(
      <main>
        <h1>Page</h1>
        <LazyPart>
          <Part />
        </LazyPart>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(await screen.findByText('the panel')).toBeInTheDocument();
  });

  it('keeps the page when the code cannot be fetched, and says what it is told to', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazy(() => Promise.reject(new Error('ChunkLoadError: Loading chunk 12 failed.')));
    render(
      <main>
        <h1>Page</h1>
        <LazyPart failed={<p role="alert">The filters could not be loaded. Please try again.</p>}>
          <Part />
        </LazyPart>
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The filters could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });

  it('loads a part again after a failed fetch, where React.lazy would keep the failure (lazyPart)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = jest.fn(() =>
      online ? Promise.resolve({ default: () => <p>the dialog</p> }) : Promise.reject(new Error('ChunkLoadError: Loading chunk 12 failed.')),
    );
    const Part = lazyPart(load);
    const failed = <p role="alert">Please try again.</p>;
    const { unmount } = render(
      <LazyPart failed={failed}>
        <Part />
      </LazyPart>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    unmount();
    online = true;
    render(
      <LazyPart failed={failed}>
        <Part />
      </LazyPart>,
    );
    expect(await screen.findByText('the dialog')).toBeInTheDocument();
  });
});
