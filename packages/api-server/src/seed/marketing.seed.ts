/**
 * Demo data of the landing and promo pages (issue 9): a seasonal promo with a start and an end, so a visitor can see
 * an expired code dropped with a notice (000 §2.1) and a test can bring it back by moving the server's clock
 * (docs/decisions/0030). Deterministic: fixed dates, not relative to today.
 */
import type { Db } from '../db/database';
import { promos } from '../db/schema';

export const SEASONAL_PROMOS = [
  {
    code: 'spring25',
    dealMessage: 'Spring 2025: your first 14 days are free',
    useMessage: 'Spring offer applied',
    trialPeriodDays: 14,
    coupon: null,
    messaging: '14 days free',
    price: null,
    duration: null,
    startsAt: new Date('2025-03-01T00:00:00Z'),
    expiresAt: new Date('2025-06-01T00:00:00Z'),
  },
];

export async function seedMarketingDemo(db: Db): Promise<void> {
  await db.insert(promos).values(SEASONAL_PROMOS);
}
