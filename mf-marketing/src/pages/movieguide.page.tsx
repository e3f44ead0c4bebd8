import { PartnerPage } from './partner-page';

/** `/movieguide` (000 §2.1): the Movieguide® partner page; sets the promo code 'movieguide'. */
export function MovieguidePage() {
  return (
    <PartnerPage
      lead="Movieguide® reviews help families choose what to watch. Sift helps you watch it your way: the scenes you choose are skipped or muted on the services you already use."
      action="Claim the Movieguide® offer"
    />
  );
}
