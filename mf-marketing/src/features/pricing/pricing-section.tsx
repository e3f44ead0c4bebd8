import { useId } from 'react';
import type { PlanView, PromoView } from '../landing-data/landing-data';
import { SignupButton } from '../hero/signup-button';
import { DealMessage } from '../promo/deal-message';
import { landingPrice, planDiscount, pricePeriod, visiblePlans } from './pricing-rules';

/**
 * 000 §2.9: every plan by price ascending for a visitor; the tier-0 plan hidden while a promo code is active; prices
 * in dollars without a trailing .00; the promo's deal message and its discount. Choosing a plan goes to the e-mail
 * step of the sign-up wizard carrying the plan (000 §2.1).
 */
export function PricingSection({ plans, promo }: { plans: readonly PlanView[]; promo: PromoView | null }) {
  const headingId = useId();
  return (
    <section className="mk-section mk-pricing" aria-labelledby={headingId} id="pricing">
      <h2 id={headingId}>Plans and pricing</h2>
      <DealMessage promo={promo} />
      <ul className="mk-plans">
        {visiblePlans(plans, promo).map((plan) => {
          const discount = planDiscount(plan, promo);
          return (
            <li key={plan.id} className="mk-plan" data-plan={plan.id} data-tier={plan.tier_level}>
              <h3 className="mk-plan__title">{plan.title_display}</h3>
              {plan.highlight_text && <p className="mk-plan__highlight">{plan.highlight_text}</p>}
              <p className="mk-plan__price">
                <span className="mk-plan__amount">{landingPrice(plan)}</span> <span className="mk-plan__period">{pricePeriod(plan)}</span>
              </p>
              {discount && (
                <p className="mk-plan__discount">
                  {discount} with code {promo!.code}
                </p>
              )}
              <SignupButton planId={plan.id} variant={plan.tier_level === 0 ? 'secondary' : 'primary'} size="md">
                Choose {plan.title_display}
              </SignupButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
