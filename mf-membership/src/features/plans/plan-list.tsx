import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type SubscriptionPlan } from '@sift/contracts';
import { href, readBypassPricing, readPromoCode, safeNext } from '@sift/app-kit';
import { Alert, Button, formatPrice, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { writeWizardChoices } from '../wizard/wizard-choices';
import { planBlurb } from './plan-rules';

/** 000 §2.9 / 002 §2.1: the tier-0 plan is hidden while a promo code is active (unless pricing is bypassed). */
export function visiblePlans(plans: readonly SubscriptionPlan[], promoActive: boolean, bypass: boolean): SubscriptionPlan[] {
  return [...plans].filter((p) => bypass || !promoActive || p.tier_level !== 0).sort((a, b) => a.price - b.price || a.id - b.id);
}

const perPeriod = (plan: SubscriptionPlan) => (plan.billing_frequency === 'yearly' ? 'per year' : 'per month');

/**
 * The plans the signed-in user may choose (their upgrade paths). With none it goes on to the return page or
 * /browse (002 §2.1). Choosing one sends the `last_plan_selected` event and opens payment with selected_plan_id.
 */
export function PlanList() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [plans, setPlans] = useState<SubscriptionPlan[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const returnPage = safeNext(params.get('return_page'));

  useEffect(() => {
    let live = true;
    const bypass = readBypassPricing();
    api()
      .membership.mySubscription(bypass)
      .then((summary) => {
        if (!live) return;
        const shown = visiblePlans(summary.upgrade_paths, Boolean(readPromoCode()), Boolean(bypass));
        if (!shown.length) void navigate(returnPage ?? href('browse'), { replace: true });
        else setPlans(shown);
      })
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
    // Once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (plan: SubscriptionPlan) => {
    void api()
      .membership.iterable('last_plan_selected', { plan_id: plan.id, plan_title: plan.title, price: plan.price, billing_frequency: plan.billing_frequency })
      .catch(() => undefined);
    writeWizardChoices({ selectedPlanId: plan.id });
    void navigate(href('membershipPayment', undefined, { selected_plan_id: plan.id, return_page: returnPage ?? undefined }));
  };

  if (error) return <Alert tone="error">{error}</Alert>;
  if (!plans) {
    return (
      <SkeletonGroup>
        <TextSkeleton lines={5} />
      </SkeletonGroup>
    );
  }
  return (
    <ul className="mb-plans">
      {plans.map((plan) => (
        <li key={plan.id} className="card mb-plan" data-plan-id={plan.id}>
          <h2 className="mb-plan__title">{plan.title_display}</h2>
          {plan.highlight_text && <p className="mb-plan__highlight">{plan.highlight_text}</p>}
          <p className="mb-plan__price">
            <span className="mb-plan__amount">{formatPrice(plan.price)}</span> {plan.price > 0 ? perPeriod(plan) : ''}
          </p>
          <p className="mb-plan__blurb">{planBlurb(plan)}</p>
          <Button onClick={() => choose(plan)} aria-label={`Choose ${plan.title_display}`}>
            Choose
          </Button>
        </li>
      ))}
    </ul>
  );
}
