/**
 * Filters changed mid-title (spec 001 §2, §8): saving the filters in the theater re-requests the stream, which goes on
 * from the same position, and the new cut applies: no frame of it is shown. Counting the frames shown around a cut is
 * a real-time measurement, so this plays in the `fidelity` project, alone (decision 0148): in `serial`, beside the
 * type-check, the lint and jest (a load of 12 on two cores), the jump over the cut once came a frame late. Plays as
 * Sam of parent@, like theater.serial.spec.ts, which runs before it, never beside it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VERIFYING } from '@sift/contracts';
import { seriousAxeViolations } from '../core/axe';
import { framesInCuts } from '../core/fidelity-analysis';
import { expect, test } from '../core/fixtures';
import { enterAs, setLineup, waitForPlaying } from '../core/playback';
import { installPlayerProbe, playBetween, takeProbe, watchFrames, type Layout } from '../core/player-probe';
import { DEMO, REPO_ROOT } from '../core/site';

const layout: Layout = JSON.parse(readFileSync(path.join(REPO_ROOT, 'packages', 'demo-media', 'layout.json'), 'utf8'));
const HARBOR_TAGS = ['hl-p1', 'hl-p2', 'hl-n1', 'hl-v1', 'hl-v2', 'hl-k1', 'hl-b1', 'hl-s1', 'hl-s2', 'hl-d1'];

const videoTime = (page: import('@playwright/test').Page) => page.evaluate(() => document.querySelector('video')!.currentTime);
const streamId = (page: import('@playwright/test').Page) => page.locator('[data-stream]').getAttribute('data-stream');

test('a subscriber passes the lobby, plays, and the filters saved mid-title apply from the same position', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const viewer = await enterAs(page, DEMO.parent, 'Sam');
  // Everything on but the kiss at 120-124 (Kissing is no parental requirement).
  await setLineup(page.request, viewer, 'harbor-lights', Object.fromEntries(HARBOR_TAGS.map((ref) => [ref, ref !== 'hl-k1'])));
  await installPlayerProbe(page, layout);
  await page.goto('/watch/harbor-lights');
  await expect(page.getByRole('progressbar', { name: VERIFYING })).toBeVisible();
  await waitForPlaying(page);
  await watchFrames(page);
  const firstStream = await streamId(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const video = document.querySelector('video')!;
    video.pause();
    video.currentTime = 112;
  });
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters for Harbor Lights' });
  await dialog.getByRole('tab', { name: /Intimacy/ }).click();
  const kiss = dialog.getByRole('checkbox', { name: 'A kiss at the lantern' });
  await expect(kiss).not.toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await kiss.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // A new stream replaced the old one, at the same place.
  await expect.poll(() => streamId(page)).not.toBe(firstStream);
  expect(Math.abs((await videoTime(page)) - 112)).toBeLessThan(1);
  await takeProbe(page);
  await playBetween(page, 117, 126);
  const { frames } = await takeProbe(page);
  expect(frames.length).toBeGreaterThan(20);
  expect(framesInCuts(frames, [{ start: 120, end: 124 }], layout.fps)).toEqual([]);
  expect(frames.some((f) => f.code !== null && f.code >= 124 * layout.fps)).toBe(true);
  expect(consoleErrors).toEqual([]);
});
