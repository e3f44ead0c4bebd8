/**
 * The theater (spec 001 §2, §4, §8): the lobby and its panels, the concurrent-stream limit, resuming where the
 * viewer closed, the feedback form, and 'Next Episode' at the credits. Filters changed mid-title count the frames
 * shown around a cut: they play in the fidelity project (theater-filters-mid-title.spec.ts, decision 0148). Sam's
 * profile of parent@ plays here (the fidelity harness plays as Riley, and the stream limit is tried on staff@), so
 * the specs never share a stream.
 */
import { checkYourServiceAccount, NEXT_EPISODE, TOO_MANY_STREAMS, VERIFICATION_REQUIRED } from '@sift/contracts';
import { seriousAxeViolations } from '../core/axe';
import { expect, test } from '../core/fixtures';
import { enterAs, movieOnCatalog, waitForPlaying } from '../core/playback';
import { playBetween } from '../core/player-probe';
import { API_URL, DEMO } from '../core/site';

// In order, in the one-worker releases project (.serial): the tests play as one profile of parent@ (its resume
// position), and parent@'s two streams at once are shared with the other specs that open the theater as parent@.
test.describe.configure({ mode: 'default' });

const videoTime = (page: import('@playwright/test').Page) => page.evaluate(() => document.querySelector('video')!.currentTime);

test('closing mid-title asks for feedback, and reopening resumes where the viewer stopped', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await enterAs(page, DEMO.parent, 'Sam');
  await page.goto('/watch/midnight-garden');
  await waitForPlaying(page);
  await playBetween(page, 60, 62);
  const stoppedAt = await videoTime(page);
  await page.getByRole('button', { name: 'Close' }).click();
  const feedback = page.getByRole('heading', { name: 'How did filtering work on Midnight Garden?' });
  await expect(feedback).toBeVisible();
  await page.getByRole('button', { name: 'Thumbs up' }).click();
  await expect(feedback).toBeHidden();

  await page.goto('/watch/midnight-garden');
  await waitForPlaying(page, 0);
  const resumedAt = await videoTime(page);
  expect(resumedAt).toBeGreaterThanOrEqual(stoppedAt - 0.5);
  expect(resumedAt).toBeLessThan(stoppedAt + 3);
  // Answered once: closing now leaves without asking again.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/\/watch\//);
  await expect(feedback).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('a third stream on the same account shows the too-many-streams text', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  try {
    const pages = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
    await enterAs(pages[0], DEMO.staff);
    for (const [i, slug] of ['harbor-lights', 'the-long-road'].entries()) {
      await pages[i].goto(`/watch/${slug}`);
      await waitForPlaying(pages[i], 1);
    }
    await pages[2].goto('/watch/midnight-garden');
    await expect(pages[2].getByRole('heading', { name: checkYourServiceAccount('Sift') })).toBeVisible();
    await expect(pages[2].getByText(TOO_MANY_STREAMS)).toBeVisible();
    expect(await pages[2].evaluate(() => document.querySelector('video')!.paused)).toBe(true);
  } finally {
    await context.close();
  }
});

test('the lobby says what to do when a service needs verifying, or lacks the title', async ({ page }) => {
  const viewer = await enterAs(page, DEMO.parent, 'Sam');
  const apple = await movieOnCatalog(page.request, viewer, 13);
  await page.goto(`/watch/${apple.slug}`);
  const panel = page.getByRole('region', { name: VERIFICATION_REQUIRED });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText(['Go to Apple TV.', "Sign in, and check 'Remember Me'.", 'Come back to Sift and select Try Again.']);
  await expect(panel.getByRole('button', { name: 'Try Again' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The site behind the theater takes no focus.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.theater')))).toBe(true);
  }

  // parent@'s Prime Video plan has no BritBox channel (catalog 34).
  const britbox = await movieOnCatalog(page.request, viewer, 34);
  await page.goto(`/watch/${britbox.slug}`);
  const review = page.getByRole('region', { name: checkYourServiceAccount('Prime Video') });
  await expect(review.getByText('Your Prime Video account does not have access to this title.')).toBeVisible();
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/\/watch\//);
});

test('without a plan that can play, the theater goes to the plan page', async ({ page }) => {
  await enterAs(page, DEMO.newbie);
  await page.goto('/watch/harbor-lights');
  await expect(page).toHaveURL(/\/membership\/plan$/);
});

test("at the credits of an episode, 'Next Episode' opens the next one", async ({ page }) => {
  test.setTimeout(90_000);
  const viewer = await enterAs(page, DEMO.parent, 'Sam');
  // An episode of the product's own catalogue whose stream plays Harbor Lights (credits at 190 s).
  const list = await page.request.get(`${API_URL}content/v2/works/?type=episode&catalogs=12&limit=100&episode_number=1`, { headers: viewer.headers });
  const episodes = ((await list.json()) as { results: { id: number; slug: string }[] }).results;
  const episode = episodes.find((e) => e.id % 3 === 0)!;
  const next = await page.request.get(`${API_URL}content/next-episode/?episode_id=${episode.id}`, { headers: viewer.headers });
  const nextSlug = ((await next.json()) as { episode: { slug: string } }).episode.slug;

  await page.goto(`/watch/${episode.slug}`);
  await waitForPlaying(page);
  const nextButton = page.getByRole('link', { name: NEXT_EPISODE });
  await expect(nextButton).toBeHidden();
  await playBetween(page, 188, 192.5);
  await expect(nextButton).toBeVisible();
  await nextButton.click();
  await expect(page).toHaveURL(new RegExp(`/watch/${nextSlug}$`));
});

test('the keys play, pause, skip on the filtered timeline and set a volume the profile keeps', async ({ page }) => {
  test.setTimeout(90_000);
  const viewer = await enterAs(page, DEMO.parent, 'Sam');
  await page.goto('/watch/the-long-road');
  await waitForPlaying(page);
  await page.keyboard.press('Space');
  await expect.poll(() => page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);
  // Paused first, then moved to 80: the keys below start from 80 exactly (the video does not play on meanwhile).
  await page.evaluate(() => {
    document.querySelector('video')!.currentTime = 80;
  });
  await expect.poll(() => page.evaluate(() => document.querySelector('video')!.seeking)).toBe(false);
  await expect.poll(() => videoTime(page)).toBeCloseTo(80, 1);
  // +10 s of what the viewer watches: from 80 over the cut at 90-96 lands at 96 (80 + 10 + the 6 s cut out).
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => videoTime(page)).toBeCloseTo(96, 0);
  // The next key once the picture is there, as a viewer presses it (the seek has finished).
  await expect.poll(() => page.evaluate(() => document.querySelector('video')!.seeking)).toBe(false);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => videoTime(page)).toBeLessThan(90);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('0.9');
  await page.keyboard.press('m');
  await expect(page.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate((key) => localStorage.getItem(key), `sift_player_defaults_${viewer.profileId}`)).toBe('{"captions":false,"volume":0.9}');
  await page.reload();
  await waitForPlaying(page, 0);
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('0.9');
});
