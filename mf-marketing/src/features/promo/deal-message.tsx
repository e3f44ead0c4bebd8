import type { PromoView } from '../landing-data/landing-data';

/** The promo's deal message (000 §2.1: the partner pages show it), read out when it appears. */
export function DealMessage({ promo }: { promo: PromoView | null }) {
  if (!promo?.deal_message) return null;
  return (
    <p className="mk-deal" role="status">
      <span className="mk-deal__code">{promo.code}</span> {promo.deal_message}
    </p>
  );
}
