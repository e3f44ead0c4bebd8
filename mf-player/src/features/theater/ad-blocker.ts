/**
 * Whether an ad blocker stops the stream's ads (001 §5, §8; issue 22): a stream with ad breaks needs the ad SDK
 * script, and a blocker stops it from loading (third-party-scripts.ts). The ad-blocker panel then shows instead of
 * the stream. Streams of ad-supported offerings (offering type 'avod', e.g. Freevee) carry ad breaks.
 */
import type { Stream } from '@sift/contracts';
import { loadScript } from './third-party-scripts';

export async function adsBlocked(stream: Pick<Stream, 'adbreaks'>, adSdkUrl: string, load: (url: string) => Promise<boolean> = loadScript): Promise<boolean> {
  if (!stream.adbreaks.length) return false;
  return !(await load(adSdkUrl));
}
