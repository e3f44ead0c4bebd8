import { ANALYTICS_EVENT, track } from './analytics';

const record = jest.fn((_events: unknown[]) => Promise.resolve());
const prepareTimeZone = jest.fn(() => Promise.resolve());
jest.mock('@sift/api-client', () => ({ prepareTimeZone: () => prepareTimeZone() }));
jest.mock('./api', () => ({
  isApiConfigured: () => true,
  api: () => ({ stats: { record } }),
}));

describe('track', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    record.mockClear();
    prepareTimeZone.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('tells window listeners at once and sends the event to the stats service when the browser is next free', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    track('page_view', { path: '/browse' });
    window.removeEventListener(ANALYTICS_EVENT, listener);
    expect(heard).toEqual([expect.objectContaining({ event: 'page_view', extras: { path: '/browse' } })]);
    expect(record).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(record).toHaveBeenCalledWith([expect.objectContaining({ event: 'page_view' })]);
  });

  it('has the time zone read first (off the main thread), and sends once it is known', async () => {
    let known: () => void = () => undefined;
    prepareTimeZone.mockImplementationOnce(() => new Promise<void>((resolve) => (known = resolve)));
    track('page_view', { path: '/browse' });
    await jest.runAllTimersAsync();
    expect(prepareTimeZone).toHaveBeenCalledTimes(1);
    expect(record).not.toHaveBeenCalled();
    known();
    await jest.runAllTimersAsync();
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('sends the events of one busy moment in one request, at most 50 at a time', async () => {
    for (let i = 0; i < 51; i++) track('page_view', { path: `/p${i}` });
    await jest.runAllTimersAsync();
    expect(record).toHaveBeenCalledTimes(2);
    expect(record.mock.calls[0][0]).toHaveLength(50);
    expect(record.mock.calls[1][0]).toEqual([expect.objectContaining({ extras: { path: '/p50' } })]);
  });

  it('sends what is queued when the page is left, without waiting', async () => {
    track('page_view', { path: '/account' });
    window.dispatchEvent(new Event('pagehide'));
    expect(record).toHaveBeenCalledWith([expect.objectContaining({ extras: { path: '/account' } })]);
    await jest.runAllTimersAsync();
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('never lets a failed send reach the caller', async () => {
    record.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(() => track('page_view')).not.toThrow();
    await expect(jest.runAllTimersAsync()).resolves.toBeUndefined();
  });
});
