import { act, render, screen, waitFor } from '@testing-library/react';
import { forgetAllData, siftQueryClient } from '@sift/app-kit';
import { apiKey, profileScope, PUBLIC_SCOPE, viewKey } from './api-key';
import { changeApiData, fetchApiData, forgetApiData, readApiData } from './api-data';
import { useApiQuery } from './api-query';

function Shows({ id, fetch, select }: { id: string; fetch: () => Promise<string[]>; select?: (data: string[]) => string[] }) {
  const { data, error } = useApiQuery(apiKey(PUBLIC_SCOPE, 'hero/', { media_type: 'show' }), fetch, select ? { select } : {});
  if (error) return <p data-testid={id}>failed</p>;
  return <p data-testid={id}>{data ? data.join(',') : 'loading'}</p>;
}

afterEach(() => forgetAllData());

describe('one data layer for every remote', () => {
  it('loads a key once however many components (and remotes: one client) ask for it, and keeps it for the next', async () => {
    const fetch = jest.fn(async () => ['Harbor Lights', 'The Long Road']);
    const { unmount } = render(
      <>
        <Shows id="a" fetch={fetch} />
        <Shows id="b" fetch={fetch} select={(titles) => titles.map((t) => t.toUpperCase())} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('Harbor Lights,The Long Road'));
    expect(screen.getByTestId('b')).toHaveTextContent('HARBOR LIGHTS,THE LONG ROAD');
    expect(fetch).toHaveBeenCalledTimes(1);
    unmount();
    // Another screen later (another remote's, the same client): shown at once, not loaded again while fresh.
    render(<Shows id="c" fetch={fetch} />);
    expect(screen.getByTestId('c')).toHaveTextContent('Harbor Lights,The Long Road');
    expect(fetch).toHaveBeenCalledTimes(1);
    // The key keeps the answer as the API gave it; the second component's select did not change it.
    expect(readApiData(apiKey(PUBLIC_SCOPE, 'hero/', { media_type: 'show' }))).toEqual(['Harbor Lights', 'The Long Road']);
  });

  it('builds the same key for the same call, leaving out undefined parameters; views and scopes never collide', () => {
    expect(apiKey(PUBLIC_SCOPE, 'hero/', { media_type: undefined })).toEqual(apiKey(PUBLIC_SCOPE, 'hero/'));
    expect(apiKey(profileScope(3), 'watchlist-items/')).toEqual(['api', 'profile:3', 'watchlist-items/', {}]);
    expect(viewKey(PUBLIC_SCOPE, 'marketing/landing')).not.toEqual(apiKey(PUBLIC_SCOPE, 'marketing/landing'));
  });

  it('changes a kept answer at once and puts it back when the server refuses the change', async () => {
    const key = apiKey(profileScope(1), 'watchlist-items/');
    await fetchApiData(key, async () => [1, 2]);
    await changeApiData<number[]>(key, (ids) => [...(ids ?? []), 3], async () => undefined);
    expect(readApiData(key)).toEqual([1, 2, 3]);
    let during: number[] | undefined;
    await expect(
      changeApiData<number[]>(key, (ids) => (ids ?? []).filter((id) => id !== 1), async () => {
        during = readApiData(key);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(during).toEqual([2, 3]);
    expect(readApiData(key)).toEqual([1, 2, 3]);
  });

  it('forgets a scope, so a profile never sees another profile’s answers', async () => {
    await fetchApiData(apiKey(profileScope(1), 'watchlist-items/'), async () => [1]);
    await fetchApiData(apiKey(PUBLIC_SCOPE, 'hero/'), async () => ['x']);
    act(() => forgetApiData(['api', profileScope(1)]));
    expect(readApiData(apiKey(profileScope(1), 'watchlist-items/'))).toBeUndefined();
    expect(readApiData(apiKey(PUBLIC_SCOPE, 'hero/'))).toEqual(['x']);
    expect(siftQueryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('shows a failed load as an error, and does not retry it behind the screen', async () => {
    const fetch = jest.fn(async (): Promise<string[]> => {
      throw new Error('down');
    });
    render(<Shows id="d" fetch={fetch} />);
    await waitFor(() => expect(screen.getByTestId('d')).toHaveTextContent('failed'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
