/**
 * POST /dev/gift-cards/ (development only, and only to a caller on this machine, like the clock and the outbox):
 * issues a new gift card, as the gift card provider does when one is bought, and answers its code, PIN and amount.
 * The demo cards redeem once; a test that redeems a card of its own can run again on the same site.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { GIFT_CARD_CODE_MAX_LENGTH, GIFT_CARD_PIN_MAX_LENGTH } from '@sift/contracts';
import type { AppContext } from '../http/context';
import { fieldError } from '../http/errors';
import { onlyLocalCallers } from '../http/local-caller';
import { CODE_ALPHABET, randomCode } from '../security/tokens';
import { createGiftCard } from './credit.service';

/** The amounts a card can carry (cents): $1 to $500. */
export const DEV_GIFT_CARD_AMOUNT = { min: 100, max: 50_000 } as const;
export const DEV_GIFT_CARD_AMOUNT_INVALID = `An amount in cents, a whole number from ${DEV_GIFT_CARD_AMOUNT.min} to ${DEV_GIFT_CARD_AMOUNT.max}.`;

const devGiftCardBody = z.object({ amount: z.int().check(z.gte(DEV_GIFT_CARD_AMOUNT.min), z.lte(DEV_GIFT_CARD_AMOUNT.max)) });

const PREFIX = 'SIFTDEV';

export function registerDevGiftCardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/dev/gift-cards/', { onRequest: onlyLocalCallers }, async function issueDevGiftCard(request, reply) {
    const parsed = devGiftCardBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldError('amount', DEV_GIFT_CARD_AMOUNT_INVALID);
    const { amount } = parsed.data;
    const card = {
      code: PREFIX + randomCode(CODE_ALPHABET, GIFT_CARD_CODE_MAX_LENGTH - PREFIX.length),
      pin: randomCode('0123456789', GIFT_CARD_PIN_MAX_LENGTH),
      amount,
    };
    await createGiftCard(ctx, card);
    return reply.code(201).send(card);
  });
}
