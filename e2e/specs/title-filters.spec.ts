/** 001 §2 "filters modal" on a title page: 'Filters for' the title, Cancel and Save, on the profile's lineup. */
import { expect, test } from '../core/fixtures';
import { API_URL } from '../core/site';
import { enterAs, signUpByApi, workOf, type Viewer } from '../core/playback';
import { remoteRoot } from '../pages/remote';

async function lineupOf(page: import('@playwright/test').Page, viewer: Viewer, slug: string): Promise<Record<string, boolean>> {
  const tagSetId = (await workOf(page.request, viewer, slug)).offerings[0].tag_set_id;
  const response = await page.request.get(`${API_URL}lineups/get_or_instantiate/?tag_set_id=${tagSetId}`, { headers: viewer.headers });
  return ((await response.json()) as { refmap: Record<string, boolean> }).refmap;
}

test("a member changes a title's filters from its page: Cancel keeps them, Save stores them for the profile", async ({ page, consoleErrors }) => {
  const account = await signUpByApi(page.request);
  const viewer = await enterAs(page, account.email, undefined, account.password);
  const before = await lineupOf(page, viewer, 'harbor-lights');
  const fight = 'A brutal fight on the pier';

  await page.goto('/movie/harbor-lights');
  await expect(remoteRoot(page, 'discovery').getByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeVisible();
  const open = page.getByRole('button', { name: 'Filters for Harbor Lights' });
  await open.click();
  let dialog = page.getByRole('dialog', { name: 'Filters for Harbor Lights' });
  await dialog.getByRole('tab', { name: /^Violence/ }).click();
  const box = dialog.getByRole('checkbox', { name: fight });
  const wasOn = await box.isChecked();
  await box.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await lineupOf(page, viewer, 'harbor-lights')).toEqual(before);

  await open.click();
  dialog = page.getByRole('dialog', { name: 'Filters for Harbor Lights' });
  await dialog.getByRole('tab', { name: /^Violence/ }).click();
  await expect(dialog.getByRole('checkbox', { name: fight })).toBeChecked({ checked: wasOn });
  await dialog.getByRole('checkbox', { name: fight }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await lineupOf(page, viewer, 'harbor-lights'))['hl-v1']).toBe(!wasOn);
  expect(consoleErrors).toEqual([]);
});
