import { ANALYTICS_EVENT, track } from './analytics';

const record = jest.fn(() => Promise.resolve());
jest.mock('./api', () => ({
  isApiConfigured: () => true,
  api: () => ({ stats: { record } }),
}));

describe('track', () => {
  it('tells window listeners and sends the event to the stats service', () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    track('page_view', { path: '/browse' });
    window.removeEventListener(ANALYTICS_EVENT, listener);
    expect(heard).toEqual([expect.objectContaining({ event: 'page_view', extras: { path: '/browse' } })]);
    expect(record).toHaveBeenCalledWith([expect.objectContaining({ event: 'page_view' })]);
  });

  it('never lets a failed send reach the caller', async () => {
    record.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(() => track('page_view')).not.toThrow();
    await Promise.resolve();
  });
});
