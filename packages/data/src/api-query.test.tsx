import { act, render, screen, waitFor } from '@testing-library/react';
import { activeProfileIdAtom, forgetAllData, profileWatchlistKey, ProfileSwitchedError, sessionAtom, siftQueryClient, siftStore } from '@sift/app-kit';
import { apiKey, profileScope, PUBLIC_SCOPE, viewKey } from './api-key';
import { changeApiData, fetchApiData, forgetApiData, readApiData } from './api-data';
import { useApiQuery } from './api-query';

function Shows({ id, fetch, select }: { id: string; fetch: () => Promise<string[]>; select?: (data: string[]) => string[] }) {
  const { data, error } = useApiQuery(apiKey(PUBLIC_SCOPE, 'hero/', { media_type: 'show' }), fetch, select ? { select } : {});
  if (error) return <p data-testid={id}>failed</p>;
  return <p data-testid={id}>{data ? data.join(',') : 'loading'}</p>;
}

beforeEach(() => {
  // A member whose profile 1 is active: profile 1's keys load for it.
  const user = { id: 9, profiles: [{ id: 1 }, { id: 2 }] } as never; // only the profiles' ids matter here
  siftStore.set(sessionAtom, { status: 'signed-in', user, token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, 1);
});
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
    // The key a profile switch reloads (app-kit's selectProfile) is the one the screens read.
    expect(apiKey(profileScope(3), 'watchlist-items/')).toEqual(profileWatchlistKey(3));
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

  it("a profile's key never takes an answer loaded while another profile is active (000 §4.7)", async () => {
    const key = apiKey(profileScope(1), 'watchlist-items/');
    act(() => siftStore.set(activeProfileIdAtom, 2));
    const asked = jest.fn(async () => ['what profile 2 would be answered']);
    await expect(fetchApiData(key, asked)).rejects.toBeInstanceOf(ProfileSwitchedError);
    expect(asked).not.toHaveBeenCalled();
    // A load that started for profile 1 and ends after the switch is dropped too.
    act(() => siftStore.set(activeProfileIdAtom, 1));
    const load = fetchApiData(key, async () => {
      siftStore.set(activeProfileIdAtom, 2);
      return ['late'];
    });
    await expect(load).rejects.toBeInstanceOf(ProfileSwitchedError);
    expect(readApiData(key)).toBeUndefined();
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
