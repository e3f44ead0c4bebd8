/**
 * Kept for the catalogue area's landing plans, which import this path: plans are billing's (billing/plans.ts). The
 * catalogue can import from there and this file can go.
 */
export { planView } from '../billing/plans';
