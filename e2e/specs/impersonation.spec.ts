import { expect, test } from '../core/fixtures';
import { API_URL, DEMO, DEMO_PASSWORD } from '../core/site';
import { Navbar } from '../pages/navbar';

async function tokenFor(request: import('@playwright/test').APIRequestContext, email: string) {
  const response = await request.post(`${API_URL}api-token-auth/`, { data: { username: email, password: DEMO_PASSWORD } });
  return (await response.json()) as { token: string; id: number };
}

test('a staff impersonation token signs in once, and the next load drops the session, revoking its token and clearing its cookie (000 §4.6)', async ({ page }) => {
  const staff = await tokenFor(page.request, DEMO.staff);
  const parent = await tokenFor(page.request, DEMO.parent);
  const issued = await page.request.post(`${API_URL}impersonation-tokens/`, {
    headers: { Authorization: `Token ${staff.token}` },
    data: { user_id: parent.id },
  });
  expect(issued.status()).toBe(201);
  const { impersonation_token } = (await issued.json()) as { impersonation_token: string };

  await page.goto(`/?impersonation_token=${impersonation_token}`);
  await expect(page).toHaveURL(/\/profiles\?redirect=%2Fbrowse$/);
  const navbar = new Navbar(page);
  await expect(navbar.root).toHaveAttribute('data-impersonating', 'true');
  await expect(page.getByRole('button', { name: 'Parker' })).toBeVisible();

  const sessionToken = (await page.context().cookies()).find((c) => c.name === 'sift_token')?.value;
  expect(sessionToken, 'the impersonation session has its token cookie').toBeTruthy();
  const current = () => page.request.get(`${API_URL}users/current/`, { headers: { Authorization: `Token ${sessionToken}` } });
  expect((await current()).status()).toBe(200);

  await page.reload();
  await expect(navbar.root).toHaveAttribute('data-variant', 'visitor');
  // The dropped session's token is revoked on the server, and its cookie is gone.
  await expect.poll(async () => (await current()).status()).toBe(401);
  expect((await page.context().cookies()).find((c) => c.name === 'sift_token')).toBeUndefined();

  // The token was used once: a second use is refused.
  const again = await page.request.post(`${API_URL}api-token-auth/impersonate/`, { data: { impersonation_token } });
  expect(again.ok()).toBe(false);
});
