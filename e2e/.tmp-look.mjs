// Throwaway: screenshots of the account pages for a look (not committed).
import { chromium } from '@playwright/test';
const SITE = 'http://localhost:3600';
const API = 'http://localhost:4600/';
const [email, paths, width, height, prefix] = [process.argv[2], process.argv[3].split(','), Number(process.argv[4] || 1280), Number(process.argv[5] || 800), process.argv[6] || 'd'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const context = await browser.newContext({ viewport: { width, height } });
const page = await context.newPage();
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(e.message));
const res = await page.request.post(`${API}api-token-auth/`, { data: { username: email, password: 'watchtogether' } });
const { token } = await res.json();
await context.addCookies([{ name: 'sift_token', value: token, url: SITE, secure: true, sameSite: 'Lax' }]);
for (const p of paths) {
  await page.goto(SITE + p);
  await page.waitForTimeout(2500);
  if (page.url().includes('/profiles?')) { await page.getByRole('button').first().click(); await page.waitForTimeout(2500); }
  const name = `/tmp/shots/${prefix}-${p.replace(/[/?=&]/g, '_')}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log('shot', name, page.url());
}
console.log('errors', JSON.stringify(errors, null, 1));
await browser.close();
