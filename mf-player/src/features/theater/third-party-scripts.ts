/**
 * The theater's third-party scripts (001 §7: 'a player script, a cast sender script and an ad SDK script'; the
 * player, dash.js, is bundled). Each loads by a <script> tag at a URL that can be configured
 * (`window.__SIFT_SCRIPTS__`, set before the theater opens: tests and installations without Google's network), and
 * a script that fails to load never stops playback:
 * - the ad SDK, for a stream with ad breaks; when it cannot load (an ad blocker), the ad-blocker panel shows (001 §5,
 *   §8). By default this API's stand-in (`/ads/sdk.js`: there is no ad server);
 * - the Google Cast sender, only where the browser can cast (Chrome and Chromium-based browsers), never awaited.
 */
export interface ScriptUrls {
  adSdk: string;
  castSender: string;
}

declare global {
  interface Window {
    __SIFT_SCRIPTS__?: Partial<ScriptUrls>;
  }
}

export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';
/** A script that has not loaded in this time counts as failed (a blocker can also leave a request hanging). */
export const SCRIPT_TIMEOUT_MS = 10_000;

/** The scripts' URLs: the configured ones, else the defaults (`apiUrl`: the API's base URL). */
export function scriptUrls(apiUrl: string, configured: Partial<ScriptUrls> | undefined = globalThis.window?.__SIFT_SCRIPTS__): ScriptUrls {
  return {
    adSdk: configured?.adSdk ?? new URL('ads/sdk.js', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`).href,
    castSender: configured?.castSender ?? CAST_SENDER_URL,
  };
}

const loads = new Map<string, Promise<boolean>>();

/**
 * Loads a script once per page: true when it ran, false when it failed or timed out (never rejects). A failed
 * load is forgotten, so the next theater tries again.
 */
export function loadScript(url: string, { doc = document, timeoutMs = SCRIPT_TIMEOUT_MS } = {}): Promise<boolean> {
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<boolean>((resolve) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    const timer = setTimeout(() => done(false), timeoutMs);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (!ok) {
        loads.delete(url);
        script.remove();
      }
      resolve(ok);
    };
    script.onload = () => done(true);
    script.onerror = () => done(false);
    doc.head.appendChild(script);
  });
  loads.set(url, loading);
  return loading;
}

/** Whether this browser can cast with the Google Cast sender: Chrome and Chromium-based browsers (001 §7). */
export function canCast(win: Pick<Window, 'navigator'> & { chrome?: unknown } = window as Window & { chrome?: unknown }): boolean {
  const brands = (win.navigator as Navigator & { userAgentData?: { brands?: { brand: string }[] } }).userAgentData?.brands;
  const chromium = brands ? brands.some((b) => /Chromium|Google Chrome/.test(b.brand)) : /\bChrome\/\d/.test(win.navigator.userAgent);
  return chromium && typeof win.chrome === 'object' && win.chrome !== null;
}
