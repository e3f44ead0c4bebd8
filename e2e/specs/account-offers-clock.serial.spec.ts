/**
 * The account area's rules by the server's clock (issue 14; spec 002 §2.5, §4; docs/decisions/0030): the TV device
 * offer's deadline (the Thursday at least 7 days out) and support chat in Denver hours (Mon-Fri 11-20, Sat 11-21,
 * never Sunday). This spec moves the server's clock, so it runs alone (the `releases` project).
 */
import { newSubscriberByApi } from '../core/account';
import { expect, test } from '../core/fixtures';
import { API_URL } from '../core/site';

async function setServerClock(request: import('@playwright/test').APIRequestContext, now: string | null) {
  const response = now === null ? await request.delete(`${API_URL}dev/clock/`) : await request.put(`${API_URL}dev/clock/`, { data: { now } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

test("the device offer's deadline is the first Thursday at least 7 days out, by the server's clock", async ({ page, request }) => {
  // Monday 3 March 2025: 7 days out is Monday the 10th, so Thursday the 13th.
  await setServerClock(request, '2025-03-03T15:00:00Z');
  await newSubscriberByApi(page, 'deadline');
  await page.goto('/tvdevices/androidtv');
  await expect(page.getByTestId('device-deadline')).toHaveText('Thursday, March 13');
  // Thursday 6 March: 7 days out is exactly a Thursday.
  await setServerClock(request, '2025-03-06T15:00:00Z');
  await page.goto('/offers/tvdevices');
  await expect(page.getByTestId('device-deadline')).toHaveText('Thursday, March 13');
});

test("chat is offered only in Denver's support hours, never on Sunday", async ({ page, request }) => {
  await setServerClock(request, '2025-06-04T17:00:00Z');
  await newSubscriberByApi(page, 'chat');
  const offers = async () => {
    await page.goto('/membership/cancel');
    await page.getByRole('radio', { name: "I'm switching to another service" }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Get Help, Get Credit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'E-mail us' })).toBeVisible();
  };
  // Wednesday 12:00 in Denver (MDT, UTC-6): open.
  await setServerClock(request, '2025-06-04T18:00:00Z');
  await offers();
  await expect(page.getByTestId('chat-link')).toBeVisible();
  // Wednesday 20:30 in Denver: closed.
  await setServerClock(request, '2025-06-05T02:30:00Z');
  await offers();
  await expect(page.getByTestId('chat-link')).toHaveCount(0);
  // Saturday 20:30 in Denver: open until 21.
  await setServerClock(request, '2025-06-08T02:30:00Z');
  await offers();
  await expect(page.getByTestId('chat-link')).toBeVisible();
  // Sunday noon in Denver: never.
  await setServerClock(request, '2025-06-08T18:00:00Z');
  await offers();
  await expect(page.getByTestId('chat-link')).toHaveCount(0);
});

test("'Get Help, Get Credit' chats at the site's /chat?promobrand=1, which opens the help center's chat keeping it (issue 22)", async ({ page, request }) => {
  // Wednesday 12:00 in Denver: open.
  await setServerClock(request, '2025-06-04T18:00:00Z');
  await newSubscriberByApi(page, 'chatlink');
  await page.route('https://help.sift.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Support chat</title><p>Chat</p>' }));
  await page.goto('/membership/cancel');
  await page.getByRole('radio', { name: "I'm switching to another service" }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const chat = page.getByTestId('chat-link');
  await expect(chat).toHaveAttribute('href', '/chat?promobrand=1');
  await chat.click();
  await expect(page).toHaveURL('https://help.sift.example/chat/?promobrand=1');
});
