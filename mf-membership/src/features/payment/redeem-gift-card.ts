import { normaliseGiftCardCode, type GiftCardRedeemResponse } from '@sift/contracts';
import { api } from '../../api';

/** Redeem Gift Card (002 §3): the code normalised as the server compares it (the contracts' normaliseGiftCardCode). */
export const redeemGiftCard = (code: string, pin: string): Promise<GiftCardRedeemResponse> =>
  api().account.redeemGiftCard(normaliseGiftCardCode(code), pin);
