import { analyticsEventsBody, BUILD_DATE, STORAGE_KEYS } from '@sift/contracts';
import { createMemoryStorage } from '../key-value-storage';
import { readBrowserInfo } from './stats.resource';

describe('the browser info sent with stats events (000 §7)', () => {
  it('says what the browser can tell, with the build and its version date, in the shape the stats service accepts', () => {
    const scope = {
      navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', language: 'en-US', platform: 'Linux x86_64' },
      screen: { width: 1920, height: 1080 },
      innerWidth: 1280.4,
      innerHeight: 720,
      devicePixelRatio: 2,
    } as unknown as typeof globalThis;
    const info = readBrowserInfo('shell-abc123', scope);
    expect(info).toEqual({
      app_version: 'shell-abc123',
      build_date: BUILD_DATE,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      language: 'en-US',
      platform: 'Linux x86_64',
      time_zone: expect.any(String),
      screen: '1920x1080',
      viewport: '1280x720',
      pixel_ratio: 2,
    });
    expect(BUILD_DATE).toBe('2025-10-29');
    expect(analyticsEventsBody.parse({ events: [{ event: 'page_view', at: Date.parse('2025-06-01T00:00:00Z'), extras: {} }], browser: info }).browser).toEqual(info);
  });

  it('leaves out what a place without a browser cannot say (the release tool, Node)', () => {
    const info = readBrowserInfo('dev', {} as typeof globalThis);
    expect(info).toEqual({ app_version: 'dev', build_date: BUILD_DATE, time_zone: expect.any(String) });
  });

  it('reads the time zone once, and on a later page takes it from storage while the UTC offset is the same', () => {
    jest.isolateModules(() => {
      const { readTimeZone } = require('./stats.resource') as typeof import('./stats.resource');
      const storage = createMemoryStorage({ [STORAGE_KEYS.timeZone]: '-60 Europe/Paris' });
      const format = jest.spyOn(Intl, 'DateTimeFormat');
      expect(readTimeZone(storage, -60)).toBe('Europe/Paris');
      expect(format).not.toHaveBeenCalled();
      format.mockRestore();
    });
    jest.isolateModules(() => {
      const { readTimeZone } = require('./stats.resource') as typeof import('./stats.resource');
      const storage = createMemoryStorage({ [STORAGE_KEYS.timeZone]: '-60 Europe/Paris' });
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      // Moved to a zone with another offset: read again, and kept with the new offset.
      expect(readTimeZone(storage, 300)).toBe(zone);
      expect(storage.getItem(STORAGE_KEYS.timeZone)).toBe(`300 ${zone}`);
      expect(readTimeZone(storage, 300)).toBe(zone);
    });
  });

  describe('read off the main thread first (prepareTimeZone, issue 19)', () => {
    type Load = typeof import('./stats.resource');
    const made: string[] = [];
    let answer: ((worker: FakeWorker) => void) | null;
    class FakeWorker {
      onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
      onerror: (() => void) | null = null;
      terminated = false;
      constructor(url: string) {
        made.push(url);
        queueMicrotask(() => answer?.(this));
      }
      terminate() {
        this.terminated = true;
      }
    }
    const globals = globalThis as unknown as { Worker?: unknown };
    const createObjectURL = URL.createObjectURL;
    const revokeObjectURL = URL.revokeObjectURL;
    beforeEach(() => {
      made.length = 0;
      globals.Worker = FakeWorker;
      URL.createObjectURL = () => 'blob:time-zone';
      URL.revokeObjectURL = jest.fn();
    });
    afterEach(() => {
      delete globals.Worker;
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      jest.restoreAllMocks();
    });
    const isolated = async (test: (module: Load) => Promise<void>) => {
      let module: Load | undefined;
      jest.isolateModules(() => {
        module = require('./stats.resource') as Load;
      });
      await test(module!);
    };

    it("takes the worker's answer: the page never makes a date format for it, and a later page finds it kept", async () => {
      answer = (worker) => worker.onmessage?.({ data: 'America/Chicago' } as MessageEvent<unknown>);
      await isolated(async ({ prepareTimeZone, readTimeZone }) => {
        const storage = createMemoryStorage();
        const format = jest.spyOn(Intl, 'DateTimeFormat');
        await prepareTimeZone(storage, 360);
        expect(made).toEqual(['blob:time-zone']);
        expect(readTimeZone(storage, 360)).toBe('America/Chicago');
        expect(format).not.toHaveBeenCalled();
        expect(storage.getItem(STORAGE_KEYS.timeZone)).toBe('360 America/Chicago');
        expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:time-zone');
      });
    });

    it('makes no worker when the zone is kept for this offset', async () => {
      await isolated(async ({ prepareTimeZone, readTimeZone }) => {
        const storage = createMemoryStorage({ [STORAGE_KEYS.timeZone]: '-60 Europe/Paris' });
        await prepareTimeZone(storage, -60);
        expect(made).toEqual([]);
        expect(readTimeZone(storage, -60)).toBe('Europe/Paris');
      });
    });

    it('gives up on a worker that fails or never answers: the main thread reads the zone as before', async () => {
      answer = (worker) => worker.onerror?.();
      await isolated(async ({ prepareTimeZone, readTimeZone }) => {
        const storage = createMemoryStorage();
        await prepareTimeZone(storage, 300);
        expect(readTimeZone(storage, 300)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
      });
      answer = null;
      jest.useFakeTimers();
      try {
        await isolated(async ({ prepareTimeZone, TIME_ZONE_WORKER_WAIT_MS }) => {
          let settled = false;
          const prepared = prepareTimeZone(createMemoryStorage(), 300).then(() => (settled = true));
          await jest.advanceTimersByTimeAsync(TIME_ZONE_WORKER_WAIT_MS - 1);
          expect(settled).toBe(false);
          await jest.advanceTimersByTimeAsync(1);
          await prepared;
          expect(settled).toBe(true);
        });
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
