import { redeemGiftCard } from './redeem-gift-card';

const redeem = jest.fn(async (_code: string, _pin: string) => ({ message: 'ok', amount: 2500, balance: 2500 }));
jest.mock('../../api', () => ({ api: () => ({ account: { redeemGiftCard: (code: string, pin: string) => redeem(code, pin) } }) }));

it("sends the gift card code as the server compares it (the contracts' normaliseGiftCardCode)", async () => {
  await redeemGiftCard(' sift-25_alpha. ', '2501');
  expect(redeem).toHaveBeenCalledWith('SIFT25ALPHA', '2501');
});
