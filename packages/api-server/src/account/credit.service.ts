/**
 * Kept for the catalogue area's sharing page, which imports this path: credit is billing's (billing/credit.service.ts).
 * The catalogue can import from there and this file can go.
 */
export { creditDueReferralRewards, referralSummary } from '../billing/credit.service';
