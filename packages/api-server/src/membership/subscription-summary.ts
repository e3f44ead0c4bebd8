/**
 * Kept for the catalogue and linking areas, which import this path: the subscription summary is billing's
 * (billing/subscription-summary.ts). They can import from there and this file can go.
 */
export { currentSubscription, planPriceString, subscriptionSummary, type CurrentSubscription } from '../billing/subscription-summary';
