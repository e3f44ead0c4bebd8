import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { LazyPart } from './lazy-part';

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
});
