export type PriceStyle = 'landing' | 'default';

const formatters = new Map<number, Intl.NumberFormat>();
function dollars(fractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(fractionDigits, formatter);
  }
  return formatter;
}

/**
 * A price in cents shown in dollars (000 §9, 002 §9): on the landing page a trailing ".00" is dropped ("$10",
 * "$9.99"); everywhere else two decimals ("$10.00").
 */
export function formatPrice(cents: number, { style = 'default' }: { style?: PriceStyle } = {}): string {
  const whole = Math.round(cents);
  const fractionDigits = style === 'landing' && whole % 100 === 0 ? 0 : 2;
  return dollars(fractionDigits).format(whole / 100);
}
