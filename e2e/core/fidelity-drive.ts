/**
 * Steps of the fidelity cases, run inside the page where timing matters: a test's own set-up (a seek while paused,
 * play, a playback rate), and the viewer's moves through the player's controls (the Pause/Play button, keys, a click
 * on the seek bar). Each step waits for the state it leads to, never for a fixed time, except the viewer's pause,
 * whose length is part of the case.
 */
import type { Page } from '@playwright/test';
import type { Range } from './fidelity-analysis';

/** Set-up: pauses, seeks to t and waits until the seek (and any jump of the player's that follows) has settled. */
export async function seekPaused(page: Page, t: number): Promise<number> {
  return page.evaluate(async (target) => {
    const video = document.querySelector('video')!;
    video.pause();
    await new Promise<void>((resolve) => {
      video.addEventListener('seeked', () => resolve(), { once: true });
      video.currentTime = target;
    });
    // A landing inside a cut goes on to its end: wait for the last seek.
    while (video.seeking) await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    return video.currentTime;
  }, t);
}

/**
 * Set-up: plays (at `rate`) until the video reaches `until` (seconds of the original media) or ends. With `slow`,
 * it plays at `rate` only within those ranges and at `fastRate` elsewhere (a change of rate, never a seek).
 */
export async function playUntil(page: Page, until: number, options: { rate?: number; slow?: Range[]; fastRate?: number } = {}): Promise<void> {
  await page.evaluate(
    async ({ until: end, rate, slow, fastRate }) => {
      const video = document.querySelector('video')!;
      const rateAt = (t: number) => (!slow || slow.some((r) => t >= r.start && t < r.end) ? rate : fastRate);
      video.playbackRate = rateAt(video.currentTime);
      await video.play();
      await new Promise<void>((resolve) => {
        const tick = () => {
          const t = video.currentTime;
          if (t >= end || video.ended) return resolve();
          const wanted = rateAt(t);
          if (video.playbackRate !== wanted) video.playbackRate = wanted;
          requestAnimationFrame(tick);
        };
        tick();
      });
    },
    { until, rate: options.rate ?? 1, slow: options.slow ?? null, fastRate: options.fastRate ?? 4 },
  );
}

/**
 * The viewer pauses with the Pause button once the video reaches `at`, waits `forMs`, and plays on with the Play
 * button. Answers where the pause took hold (seconds of the original media).
 */
export async function pauseAndResume(page: Page, at: number, forMs: number): Promise<number> {
  return page.evaluate(
    async ({ at: when, forMs: wait }) => {
      const video = document.querySelector('video')!;
      const button = () => document.querySelector<HTMLButtonElement>('.theater__play')!;
      await new Promise<void>((resolve) => {
        const tick = () => (video.currentTime >= when || video.ended ? resolve() : requestAnimationFrame(tick));
        tick();
      });
      const paused = new Promise<void>((resolve) => video.addEventListener('pause', () => resolve(), { once: true }));
      button().click();
      await paused;
      const position = video.currentTime;
      await new Promise((resolve) => setTimeout(resolve, wait));
      const playing = new Promise<void>((resolve) => video.addEventListener('playing', () => resolve(), { once: true }));
      button().click();
      await playing;
      return position;
    },
    { at, forMs },
  );
}

/** Waits until no seek runs and none waits in the player's queue (the video's time has settled). */
export async function seeksSettled(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const video = document.querySelector('video')!;
    // Two frames in a row without a seek: the player's queue starts its next seek right after 'seeked'.
    for (let calm = 0; calm < 2; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      calm = video.seeking ? 0 : calm + 1;
    }
    return video.currentTime;
  });
}

/** The seek bar's cut marks (left to right) as boxes on the page. */
export async function cutMarkBoxes(page: Page): Promise<{ x: number; y: number; width: number; height: number }[]> {
  const marks = page.locator('.theater-progress__mark--cut');
  const boxes = [];
  for (let i = 0; i < (await marks.count()); i++) boxes.push((await marks.nth(i).boundingBox())!);
  return boxes.sort((a, b) => a.x - b.x);
}

export const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')!.currentTime);
export const pauseVideo = (page: Page) => page.evaluate(() => document.querySelector('video')!.pause());
