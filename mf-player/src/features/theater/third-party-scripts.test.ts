import { CAST_SENDER_URL, canCast, loadScript, scriptUrls } from './third-party-scripts';

const scriptOf = (url: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${url}"]`)!;

describe('third-party scripts', () => {
  it('take configured URLs, else the API’s stand-in ad SDK and Google’s cast sender', () => {
    expect(scriptUrls('http://localhost:4000/', undefined)).toEqual({ adSdk: 'http://localhost:4000/ads/sdk.js', castSender: CAST_SENDER_URL });
    expect(scriptUrls('http://localhost:4000', { castSender: 'http://127.0.0.1:9/cast.js' })).toEqual({ adSdk: 'http://localhost:4000/ads/sdk.js', castSender: 'http://127.0.0.1:9/cast.js' });
  });

  it('a load resolves true when the script runs, false when it fails, and never rejects', async () => {
    const ok = loadScript('http://scripts.test/ok.js');
    scriptOf('http://scripts.test/ok.js').dispatchEvent(new Event('load'));
    await expect(ok).resolves.toBe(true);
    // Loaded once per page.
    await expect(loadScript('http://scripts.test/ok.js')).resolves.toBe(true);
    const failed = loadScript('http://scripts.test/blocked.js');
    scriptOf('http://scripts.test/blocked.js').dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBe(false);
    // A failed script is removed and tried again next time.
    expect(scriptOf('http://scripts.test/blocked.js')).toBeNull();
  });

  it('a load that hangs counts as failed after its timeout', async () => {
    jest.useFakeTimers();
    try {
      const hanging = loadScript('http://scripts.test/hangs.js', { timeoutMs: 500 });
      jest.advanceTimersByTime(500);
      await expect(hanging).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('casting is for Chromium-based browsers with the chrome object', () => {
    const chrome = { navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' } as Navigator, chrome: {} };
    expect(canCast(chrome)).toBe(true);
    expect(canCast({ ...chrome, chrome: undefined })).toBe(false);
    expect(canCast({ navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' } as Navigator })).toBe(false);
  });
});
