import { formatPrice } from '@sift/ui';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A date as the account shows it: 'June 3, 2026' (UTC, the server's day), as Intl's en-US long date writes it.
 * Written out because the account's first render formats a dozen dates (credits, receipts, the plan's end) and the
 * page's first Intl format costs about 15 ms of a phone's CPU in the middle of that render (issue 19).
 */
export const formatDate = (iso: string | number) => {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};

/** '9.99' (the spec's plan_price string) -> '$9.99'. */
export const formatPlanPrice = (planPrice: string) => formatPrice(Math.round(Number(planPrice) * 100));
