import { act, render, screen, waitFor } from '@testing-library/react';
import { activeProfileIdAtom, forgetAllData, sessionAtom, siftStore } from '@sift/app-kit';
import { accountScope, apiKey, profileScope, PUBLIC_SCOPE } from './api-key';
import { fetchApiData, readApiData, renewApiData } from './api-data';
import { useApiQuery } from './api-query';
import { accountPathsUnderProfiles, currentAccountScope, renewAccountData, useAccountScope } from './account-scope';

// A member (account 9) whose profile 3 is active; a new copy of the user each time, as refreshUser makes.
const signIn = (user: { id: number }) =>
  siftStore.set(sessionAtom, { status: 'signed-in', user: { profiles: [{ id: 3 }], ...user } as never, token: 't', impersonating: false });

function Balance({ fetch }: { fetch: () => Promise<number> }) {
  const scope = useAccountScope();
  const { data } = useApiQuery(scope && apiKey(scope, 'sharing/'), fetch);
  return <p data-testid="balance">{scope === null ? 'signed out' : data === undefined ? 'loading' : data}</p>;
}

beforeEach(() => {
  signIn({ id: 9 });
  siftStore.set(activeProfileIdAtom, 3);
});
afterEach(() => forgetAllData());

describe('renewApiData (after a change)', () => {
  it('reloads the answers a screen shows, keeping them on screen meanwhile, and forgets the others', async () => {
    let balance = 100;
    const fetch = jest.fn(async () => balance);
    render(<Balance fetch={fetch} />);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('100'));
    const unshown = apiKey(accountScope(9), 'subscriptions/my-subscription/');
    await fetchApiData(unshown, async () => ({ plan: 'monthly' }));

    balance = 2600;
    let renewed = false;
    const renewal = renewApiData(['api', accountScope(9)]).then(() => (renewed = true));
    // Until the new answer is in, the old one stays: never a loading placeholder in between.
    expect(screen.getByTestId('balance')).toHaveTextContent('100');
    await act(() => renewal);
    expect(renewed).toBe(true);
    // Resolved once the new answer is in the client; the screen shows it on its next render.
    expect(readApiData(apiKey(accountScope(9), 'sharing/'))).toBe(2600);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('2600'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(readApiData(unshown)).toBeUndefined();
  });
});

describe('useAccountScope', () => {
  it('is the signed-in account’s scope, and null (the key waits) while nobody is signed in', async () => {
    const fetch = jest.fn(async () => 5);
    act(() => siftStore.set(sessionAtom, { status: 'anonymous' }));
    render(<Balance fetch={fetch} />);
    expect(screen.getByTestId('balance')).toHaveTextContent('signed out');
    expect(currentAccountScope()).toBeNull();
    act(() => signIn({ id: 9 }));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('5'));
    expect(currentAccountScope()).toBe('account:9');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets the account’s unshown answers when the signed-in user is reloaded after a change elsewhere (refreshUser)', async () => {
    const { unmount } = render(<Balance fetch={async () => 100} />);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('100'));
    unmount();
    await fetchApiData(apiKey(PUBLIC_SCOPE, 'streaming-services/'), async () => ['Netflix']);
    // Another remote's change (e.g. a plan started on the payment page) ends with refreshUser: a new copy of the user.
    act(() => signIn({ id: 9 }));
    await waitFor(() => expect(readApiData(apiKey(accountScope(9), 'sharing/'))).toBeUndefined());
    expect(readApiData(apiKey(PUBLIC_SCOPE, 'streaming-services/'))).toEqual(['Netflix']);
    // The next screen asks again, and shows the new answer rather than the one from before the change.
    render(<Balance fetch={async () => 2600} />);
    expect(screen.getByTestId('balance')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('2600'));
  });
});

describe('renewAccountData (after a change of the account)', () => {
  it("forgets the account's answers, with the billing ones kept under its profiles, and nothing of the profile's own", async () => {
    accountPathsUnderProfiles('stripe/default-payment-method/');
    const card = apiKey(profileScope(3), 'stripe/default-payment-method/');
    const watchlist = apiKey(profileScope(3), 'watchlist-items/');
    const summary = apiKey(accountScope(9), 'subscriptions/my-subscription/');
    await fetchApiData(card, async () => ({ last4: '4242' }));
    await fetchApiData(watchlist, async () => [1, 2]);
    await fetchApiData(summary, async () => ({ plan: 'monthly' }));
    await renewAccountData();
    expect(readApiData(card)).toBeUndefined();
    expect(readApiData(summary)).toBeUndefined();
    expect(readApiData(watchlist)).toEqual([1, 2]);
  });
});
