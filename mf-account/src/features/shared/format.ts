import { formatPrice } from '@sift/ui';

/** A date as the account shows it: 'June 3, 2026' (UTC, the server's day). */
export const formatDate = (iso: string | number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** '9.99' (the spec's plan_price string) -> '$9.99'. */
export const formatPlanPrice = (planPrice: string) => formatPrice(Math.round(Number(planPrice) * 100));
