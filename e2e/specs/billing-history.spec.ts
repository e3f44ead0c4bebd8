/**
 * Billing history (docs/decisions/0065) on /account: parent@'s first payment and two renewals, newest first, with
 * amount, status and date; a child's profile (no account access) sees no billing (the account pages send it to
 * /browse, and the API refuses it).
 */
import { PROFILE_ACCOUNT_ACCESS_REQUIRED } from '@sift/contracts';
import { authHeaders } from '../core/account';
import { seriousAxeViolations } from '../core/axe';
import { expect, test } from '../core/fixtures';
import { enterAs } from '../core/playback';
import { API_URL, DEMO } from '../core/site';

test('Billing history lists the receipts: date, description, amount, status', async ({ page }) => {
  await enterAs(page, DEMO.parent);
  await page.goto('/account');
  const history = page.getByRole('region', { name: 'Billing history' });
  const rows = history.getByTestId('invoice-row');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    await expect(row).toContainText('$9.99');
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(/Monthly plan, \w{3} \d{1,2}, \d{4} - \w{3} \d{1,2}, \d{4}/);
  }
  // Newest first.
  const dates = await rows.locator('td:first-child').allTextContents();
  expect(dates.map((d) => Date.parse(d))).toEqual([...dates.map((d) => Date.parse(d))].sort((a, b) => b - a));
  await expect(history.getByRole('columnheader')).toHaveText(['Date', 'Description', 'Amount', 'Status']);
  expect(await seriousAxeViolations(page, ['#billing-history-heading', '.ac-table'])).toEqual([]);
  // On a phone each invoice is a block that fits the screen (no sideways scrolling).
  await page.setViewportSize({ width: 390, height: 844 });
  const row = await rows.first().boundingBox();
  expect(row!.width).toBeLessThanOrEqual(390);
});

test('a profile without account access gets no billing from the API', async ({ request }) => {
  const login = await (await request.post(`${API_URL}api-token-auth/`, { data: { username: DEMO.parent, password: 'watchtogether' } })).json();
  const profiles = (await (await request.get(`${API_URL}profiles/`, { headers: authHeaders(login.token) })).json()) as { results: { id: number; name: string }[] };
  const sam = profiles.results.find((p) => p.name === 'Sam')!;
  const res = await request.get(`${API_URL}billing/invoices/`, { headers: { ...authHeaders(login.token), 'x-sift-profile-id': String(sam.id) } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ detail: PROFILE_ACCOUNT_ACCESS_REQUIRED });
});
