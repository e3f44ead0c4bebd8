import { act, render, screen } from '@testing-library/react';
import type { VerificationAnswer } from '@sift/contracts';
import { useVerification } from './use-verification';

function Probe(props: { ask: jest.Mock; relink?: jest.Mock }) {
  const { state, retry } = useVerification({ url: 'ws://api.test/ws/verification/', token: 'tok', profileId: 7, offerId: 9, ...props });
  return (
    <>
      <p data-testid="phase">{state.phase === 'refused' ? `refused:${state.error?.recourse ?? 'none'}` : state.phase}</p>
      <button type="button" onClick={retry}>
        retry
      </button>
    </>
  );
}

const answer = (recourse?: 'reauthenticate' | 'review_content' | 'retry'): VerificationAnswer =>
  recourse ? { status: 403, error: { name: 'x', recourse, title: 'T', message: 'M' }, id: 'a' } : { status: 200, error: null, id: 'a' };
const phase = () => screen.getByTestId('phase').textContent;
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useVerification', () => {
  it('sends the request and keeps the bar up at least 1 s', async () => {
    const ask = jest.fn().mockResolvedValue(answer());
    render(<Probe ask={ask} />);
    expect(ask).toHaveBeenCalledWith('ws://api.test/ws/verification/', { platform: 'web', authorization: 'Token tok', profile_id: 7, pin: null, offering: 9 }, 3000);
    await advance(900);
    expect(phase()).toBe('verifying');
    await advance(150);
    expect(phase()).toBe('verified');
  });

  it('moves on after 3 s without an answer (POST streams decides the same)', async () => {
    const ask = jest.fn(() => new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)));
    render(<Probe ask={ask} />);
    await advance(2900);
    expect(phase()).toBe('verifying');
    await advance(200);
    expect(phase()).toBe('verified');
  });

  it('re-links once and retries a reauthenticate answer before showing its panel', async () => {
    const ask = jest.fn().mockResolvedValue(answer('reauthenticate'));
    const relink = jest.fn().mockResolvedValue(undefined);
    render(<Probe ask={ask} relink={relink} />);
    await advance(2500);
    expect(relink).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(phase()).toBe('refused:reauthenticate');
  });

  it('verifies again when the tab comes back while a review_content panel shows, and on Try Again', async () => {
    const ask = jest.fn().mockResolvedValueOnce(answer('review_content')).mockResolvedValueOnce(answer('review_content')).mockResolvedValue(answer());
    render(<Probe ask={ask} />);
    await advance(1100);
    expect(phase()).toBe('refused:review_content');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await advance(1100);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(phase()).toBe('refused:review_content');
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    await advance(1100);
    expect(phase()).toBe('verified');
  });

  it('coming back from the service re-links before verifying a reauthenticate answer once more', async () => {
    const ask = jest.fn().mockResolvedValue(answer('reauthenticate'));
    const relink = jest.fn().mockRejectedValueOnce(new Error('signed out')).mockRejectedValueOnce(new Error('signed out'));
    render(<Probe ask={ask} relink={relink} />);
    await advance(2500);
    expect(phase()).toBe('refused:reauthenticate');
    expect(relink).toHaveBeenCalledTimes(1);

    // The member went to the service, signed in, and comes back: re-link (now it works), then verify.
    relink.mockResolvedValue(undefined);
    ask.mockResolvedValueOnce(answer('reauthenticate')).mockResolvedValue(answer());
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await advance(2500);
    expect(relink).toHaveBeenCalledTimes(2);
    expect(phase()).toBe('verified');
  });

  it('Try Again on a reauthenticate panel re-links first', async () => {
    const ask = jest.fn().mockResolvedValue(answer('reauthenticate'));
    const relink = jest.fn().mockResolvedValue(undefined);
    render(<Probe ask={ask} relink={relink} />);
    await advance(2500);
    expect(phase()).toBe('refused:reauthenticate');
    ask.mockResolvedValueOnce(answer('reauthenticate')).mockResolvedValue(answer());
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    await advance(2500);
    expect(relink).toHaveBeenCalledTimes(2);
    expect(ask).toHaveBeenCalledTimes(4);
    expect(phase()).toBe('verified');
  });
});
