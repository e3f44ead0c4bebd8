import { PartnerPage } from './partner-page';

/** `/affiliate-signup` (000 §2.1): the VIP pass of our affiliates; sets the promo code 'affiliatevippass'. */
export function AffiliateSignupPage() {
  return (
    <PartnerPage
      lead="You were invited by one of our partners: your VIP pass gives your family Sift free for 30 days, with every filter and every profile."
      action="Start my VIP pass"
    />
  );
}
