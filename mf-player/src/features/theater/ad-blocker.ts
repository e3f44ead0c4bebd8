/**
 * Whether an ad blocker stops the stream's ads (001 §5, §8): the first ad break's tag is asked for the way the ad
 * SDK would; a request that cannot be made at all (blocked by an extension, or no network) counts as blocked.
 * No seeded stream has ads (there is no ad server yet); streams of ad-supported offerings will carry adbreaks.
 */
export async function adsBlocked(tagUrl: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetchImpl(tagUrl, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return false;
  } catch {
    return true;
  }
}
