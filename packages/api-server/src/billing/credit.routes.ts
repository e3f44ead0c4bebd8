/** Credit: the balance and gift cards (002 §3, §7, §8; docs/api-paths.md "Account"). */
import { accountBalance as accountBalanceSchema, GIFT_CARD_FIELDS_REQUIRED, giftCardCodeParam, giftCardRedeemBody, giftCardRedeemResponse } from '@sift/contracts';
import { ctxOf, userOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { billingRoute, requireAccountAccess } from './access';
import { accountBalance, redeemGiftCard } from './credit.service';

const getBalanceSchema = {
  summary: "The account's credit at the payment provider (cents) and the credits added (gift cards, referral rewards).",
  tags: ['account'],
  response: { 200: accountBalanceSchema },
};
async function getBalance(request: ZodRequest<typeof getBalanceSchema>) {
  await requireAccountAccess(request);
  return accountBalance(ctxOf(request), userOf(request).id);
}

const redeemGiftCardSchema = {
  summary:
    "Redeem a gift card (code up to 16 characters, PIN up to 4 digits): its amount becomes credit, once. 400 'Invalid Code or PIN'; 400 when already redeemed; 429 after 10 wrong guesses in 15 minutes. While past due, the credit pays the open invoice at once.",
  tags: ['account'],
  params: giftCardCodeParam,
  body: giftCardRedeemBody,
  response: { 200: giftCardRedeemResponse },
};
async function redeemRunaGiftCard(request: ZodRequest<typeof redeemGiftCardSchema>) {
  await requireAccountAccess(request);
  return redeemGiftCard(ctxOf(request), userOf(request).id, request.params.code, request.body.pin);
}

export function creditRoutes(app: ZodApp) {
  app.get('/transactions/balance/', { schema: getBalanceSchema, config: billingRoute }, getBalance);
  app.post(
    '/runa-gift-card/:code/redeem/',
    { schema: redeemGiftCardSchema, config: { ...billingRoute, fieldMessages: { pin: GIFT_CARD_FIELDS_REQUIRED } } },
    redeemRunaGiftCard,
  );
}
