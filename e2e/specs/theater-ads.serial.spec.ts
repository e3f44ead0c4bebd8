/**
 * Ads in the theater (issue 22, spec 001 §3, §5, §8): a title on an ad-supported catalog (Freevee) streams with an ad
 * break, so the theater loads the ad SDK script first; an ad blocker that stops the script gets the ad-blocker panel
 * instead of the stream, and without one the title plays. Plays as Sam of parent@ (releases project: parent@'s
 * streams are shared with the other theater specs).
 */
import { adBlockerMessage } from '@sift/contracts';
import { expect, test } from '../core/fixtures';
import { enterAs, movieOnCatalog, waitForPlaying } from '../core/playback';
import { DEMO } from '../core/site';

test.describe.configure({ mode: 'default' });

const FREEVEE = 4;
const AD_SDK = /\/ads\/sdk\.js$/;

test('an ad blocker that stops the ad SDK script of a stream with ads shows the ad-blocker panel', async ({ page }) => {
  const viewer = await enterAs(page, DEMO.parent, 'Sam');
  const movie = await movieOnCatalog(page.request, viewer, FREEVEE);
  // What an ad blocker does: the request never leaves the browser.
  await page.route(AD_SDK, (route) => route.abort('blockedbyclient'));
  await page.goto(`/watch/${movie.slug}`);
  await expect(page.getByText(adBlockerMessage())).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('video')?.paused ?? true)).toBe(true);
});

test('without a blocker the same title loads the ad SDK and plays', async ({ page }) => {
  const viewer = await enterAs(page, DEMO.parent, 'Sam');
  const movie = await movieOnCatalog(page.request, viewer, FREEVEE);
  const sdk = page.waitForResponse(AD_SDK);
  await page.goto(`/watch/${movie.slug}`);
  expect((await sdk).ok()).toBe(true);
  await waitForPlaying(page);
  await expect(page.getByText(adBlockerMessage())).toHaveCount(0);
});
