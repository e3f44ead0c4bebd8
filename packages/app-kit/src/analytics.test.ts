import { ANALYTICS_EVENT, track } from './analytics';

const record = jest.fn((_events: unknown[]) => Promise.resolve());
jest.mock('./api', () => ({
  isApiConfigured: () => true,
  api: () => ({ stats: { record } }),
}));

describe('track', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    record.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('tells window listeners at once and sends the event to the stats service when the browser is next free', () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    track('page_view', { path: '/browse' });
    window.removeEventListener(ANALYTICS_EVENT, listener);
    expect(heard).toEqual([expect.objectContaining({ event: 'page_view', extras: { path: '/browse' } })]);
    expect(record).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(record).toHaveBeenCalledWith([expect.objectContaining({ event: 'page_view' })]);
  });

  it('reads the time zone in one idle moment and sends in the next, so neither makes a long task of both', () => {
    track('page_view', { path: '/browse' });
    jest.runOnlyPendingTimers();
    expect(record).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('sends the events of one busy moment in one request, at most 50 at a time', () => {
    for (let i = 0; i < 51; i++) track('page_view', { path: `/p${i}` });
    jest.runAllTimers();
    expect(record).toHaveBeenCalledTimes(2);
    expect(record.mock.calls[0][0]).toHaveLength(50);
    expect(record.mock.calls[1][0]).toEqual([expect.objectContaining({ extras: { path: '/p50' } })]);
  });

  it('sends what is queued when the page is left, without waiting', () => {
    track('page_view', { path: '/account' });
    window.dispatchEvent(new Event('pagehide'));
    expect(record).toHaveBeenCalledWith([expect.objectContaining({ extras: { path: '/account' } })]);
    jest.runAllTimers();
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('never lets a failed send reach the caller', async () => {
    record.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(() => track('page_view')).not.toThrow();
    expect(() => jest.runAllTimers()).not.toThrow();
    await Promise.resolve();
  });
});
