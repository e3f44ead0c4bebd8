export type PriceStyle = 'landing' | 'default';

/**
 * US dollars as en-US writes them ("$1,999.00", "-$5.00"), from whole cents. Written out rather than with
 * Intl.NumberFormat: building a currency format costs about 15 ms of a phone's CPU (60 ms on Lighthouse's mobile
 * preset) the first time a page shows a price, in the middle of its first render (issue 19); this is exact for whole
 * cents, and the tests compare it with Intl's.
 */
function dollars(cents: number, fractionDigits: 0 | 2): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const whole = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fractionDigits === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * A price in cents shown in dollars (000 §9, 002 §9): on the landing page a trailing ".00" is dropped ("$10",
 * "$9.99"); everywhere else two decimals ("$10.00").
 */
export function formatPrice(cents: number, { style = 'default' }: { style?: PriceStyle } = {}): string {
  const whole = Math.round(cents);
  const fractionDigits = style === 'landing' && whole % 100 === 0 ? 0 : 2;
  return dollars(whole, fractionDigits);
}
