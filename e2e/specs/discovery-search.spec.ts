/** 001 §2 the navbar search panel and 'Help Us Find Your Title!' (issue 11, item 3). */
import { expect, test } from '../core/fixtures';
import { API_URL } from '../core/site';
import { SearchPanel, signUpByApi } from '../pages/discovery';

test('typing shows results with their fields; arrows and Enter open one; Escape closes; nonsense finds nothing', async ({ page, consoleErrors }) => {
  await signUpByApi(page);
  await page.goto('/browse');
  const search = new SearchPanel(page);
  await search.open();
  await expect(search.dialog.getByText('Type to Search')).toBeVisible();

  await search.input.pressSequentially('harbor lig', { delay: 30 });
  const results = search.dialog.locator('.discovery-result');
  await expect(results.first()).toContainText('Harbor Lights');
  const first = results.first();
  await expect(first).toContainText('2021');
  await expect(first).toContainText('PG-13');
  await expect(first).toContainText('4m');
  await expect(first).toContainText('A lighthouse keeper counts the seconds');
  await expect(first.getByRole('list', { name: 'Where to watch' })).toContainText('subscription: sift');
  await expect(first).toHaveAttribute('data-selected', 'true');

  // Down then up comes back to the first; Enter opens the selected watchable result.
  await search.input.press('ArrowDown');
  await search.input.press('ArrowUp');
  await expect(first).toHaveAttribute('data-selected', 'true');
  await search.input.press('Enter');
  await expect(page).toHaveURL(/\/movie\/harbor-lights$/);
  await expect(search.dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeVisible();

  // Leaving search mode cleared the query; Escape closes.
  await search.open();
  await expect(search.input).toHaveValue('');
  await search.input.press('Escape');
  await expect(search.dialog).toBeHidden();

  await search.open();
  await search.input.fill('qqzzxxnothing');
  await expect(search.dialog.getByText('No Results Found')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unavailable result can be requested once; the Request tab validates and sends a title request', async ({ page }) => {
  const { token } = await signUpByApi(page);
  const unavailable = (await (await page.request.get(`${API_URL}content/v2/works/?offering_status=unavailable&limit=1`)).json()).results[0] as { id: number; title: string };
  await page.goto('/browse');
  const search = new SearchPanel(page);
  await search.open();
  await search.input.fill(unavailable.title);
  const row = search.dialog.locator('.discovery-result[data-watchable="false"]', { hasText: unavailable.title }).first();
  await row.getByRole('button', { name: `Request ${unavailable.title}` }).click();
  await expect(row.getByRole('button', { name: `Requested: ${unavailable.title}` })).toBeDisabled();
  const requests = await (await page.request.get(`${API_URL}work-requests/?work_id=${unavailable.id}`, { headers: { authorization: `Token ${token}` } })).json();
  expect(requests.results).toHaveLength(1);

  await search.dialog.getByRole('tab', { name: 'Request' }).click();
  const form = search.dialog.getByRole('form', { name: 'Help Us Find Your Title!' });
  await form.getByLabel('Full Title').fill('A Movie We Do Not Have');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByRole('alert')).toHaveText('A type, title and year, or any public link to the title you have in mind are required.');
  await form.getByLabel('Type').selectOption('movie');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByLabel('Year Released').fill('1700');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText('Year released must be a valid four-digit year. (e.g. 2017)')).toBeVisible();
  await form.getByLabel('Year Released').fill('2017');
  // The product's own service is not offered; appletv reads 'Apple TV+'.
  await expect(form.getByLabel('Available On').locator('option', { hasText: 'Sift' })).toHaveCount(0);
  await form.getByLabel('Available On').selectOption({ label: 'Apple TV+' });
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText('Your request has been received!')).toBeVisible();
  await expect(form.getByLabel('Full Title')).toHaveValue('');
});
