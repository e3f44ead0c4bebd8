import { act, render, screen, waitFor } from '@testing-library/react';
import { invalidate, load, mutate, peek, useResource } from './resource-cache';

function Show({ id, loader }: { id: string | null; loader: () => Promise<string> }) {
  const { data, error, loading } = useResource(id, loader);
  return <p>{loading ? 'loading' : error ? 'failed' : (data ?? 'idle')}</p>;
}

describe('resource cache', () => {
  beforeEach(() => invalidate());

  it('loads a key once for every user of it and shares the answer', async () => {
    const loader = jest.fn().mockResolvedValue('Harbor Lights');
    render(
      <>
        <Show id="work:1" loader={loader} />
        <Show id="work:1" loader={loader} />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect(await screen.findAllByText('Harbor Lights')).toHaveLength(2);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows a failure, and loads again after invalidation', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('back');
    render(<Show id="work:2" loader={loader} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    act(() => invalidate('work:'));
    expect(await screen.findByText('back')).toBeInTheDocument();
  });

  it('waits for a key, and changes an answer in place', async () => {
    const { rerender } = render(<Show id={null} loader={() => Promise.resolve('x')} />);
    expect(screen.getByText('idle')).toBeInTheDocument();
    rerender(<Show id="work:3" loader={() => Promise.resolve('before')} />);
    expect(await screen.findByText('before')).toBeInTheDocument();
    act(() => mutate<string>('work:3', (current) => `${current} and after`));
    expect(screen.getByText('before and after')).toBeInTheDocument();
    expect(peek('work:3')).toBe('before and after');
  });

  it('keeps a change made while the first answer is on its way (a press before the page had the answer)', async () => {
    let answer: (value: string) => void = () => undefined;
    render(<Show id="work:4" loader={() => new Promise<string>((resolve) => (answer = resolve))} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => mutate<string>('work:4', () => 'pressed'));
    expect(screen.getByText('pressed')).toBeInTheDocument();
    await act(async () => answer('not pressed'));
    expect(screen.getByText('pressed')).toBeInTheDocument();
    expect(peek('work:4')).toBe('pressed');
  });

  it('serves a fresh answer from the cache without calling the loader', async () => {
    const loader = jest.fn().mockResolvedValue(1);
    await load('n', loader, 60_000);
    await load('n', loader, 60_000);
    expect(loader).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(peek('n')).toBe(1));
  });
});
