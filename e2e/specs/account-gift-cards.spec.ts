import { GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_INVALID, REDEEM_GIFT_CARD } from '@sift/contracts';
import { balanceOf, issueGiftCard, newSubscriberByApi, wrongPinOf } from '../core/account';
import { expect, test } from '../core/fixtures';
import { AccountPage } from '../pages/account.page';

test('a gift card raises the balance once; again it is refused; a wrong PIN reads Invalid Code or PIN', async ({ page }) => {
  const member = await newSubscriberByApi(page, 'giftcard');
  const [card, other] = await Promise.all([issueGiftCard(page.request, 2_500), issueGiftCard(page.request, 2_500)]);
  const account = new AccountPage(page);
  await account.open();
  await expect(account.balance).toHaveText('$0.00');
  const credits = account.section('Credits');
  const dialog = account.dialog(REDEEM_GIFT_CARD);

  // A wrong PIN first (on another card), in lower case: the code is sent uppercased.
  await credits.getByRole('button', { name: REDEEM_GIFT_CARD }).click();
  await dialog.getByLabel('Gift card code').fill(other.code.toLowerCase());
  await expect(dialog.getByLabel('Gift card code')).toHaveValue(other.code);
  await dialog.getByLabel('PIN').fill(wrongPinOf(other));
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(GIFT_CARD_INVALID);

  // The right card: the success shows for 2 s, then the modal closes and the balance is refreshed.
  await dialog.getByLabel('Gift card code').fill(card.code);
  await dialog.getByLabel('PIN').fill(card.pin);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByText('Your gift card was redeemed: $25.00 was added to your credit.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(account.balance).toHaveText('$25.00');
  await expect(credits.getByRole('list', { name: 'Credits added' })).toContainText('+$25.00');

  // Again: refused, and the balance does not move.
  await credits.getByRole('button', { name: REDEEM_GIFT_CARD }).click();
  await dialog.getByLabel('Gift card code').fill(card.code);
  await dialog.getByLabel('PIN').fill(card.pin);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(GIFT_CARD_ALREADY_REDEEMED);
  expect(await balanceOf(page.request, member.token)).toBe(2_500);
});

test("a server failure (500) reads 'Invalid Code or PIN' (002 §8)", async ({ page }) => {
  await newSubscriberByApi(page, 'giftcard500');
  await page.route('**/runa-gift-card/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Gateway trouble"}' }));
  const account = new AccountPage(page);
  await account.open();
  await account.section('Credits').getByRole('button', { name: REDEEM_GIFT_CARD }).click();
  const dialog = account.dialog(REDEEM_GIFT_CARD);
  await dialog.getByLabel('Gift card code').fill('SIFT10KILO');
  await dialog.getByLabel('PIN').fill('1011');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(GIFT_CARD_INVALID);
});
