import { useState } from 'react';
import { Link } from 'react-router';
import {
  ANNUAL_DIALOG_DEFAULT_HIGHLIGHT,
  CANCEL_SUBSCRIPTION,
  managedBy,
  PAST_DUE_WARNING,
  REACTIVATE_SUBSCRIPTION,
  START_SUBSCRIPTION,
  UPGRADE_TO_ANNUAL,
  type Subscription,
  type SubscriptionSummary,
} from '@sift/contracts';
import { href, refreshUser } from '@sift/app-kit';
import { Alert, Button } from '@sift/ui';
import { api } from '../../api';
import { AnnualDialog, DialogFailed, UpdateBillingDialog } from '../lazy-dialogs';
import { formatDate, formatPlanPrice } from '../shared/format';
import { annualEligible, planState } from './plan-state';
import { ACCOUNT_SECTIONS, Ghost, LoadingSection, SectionHeading, sectionClass } from '../shared/account-sections';

/**
 * What the promo fields say about the next invoice (docs/decisions/0064): a discount's price until it ends, or a trial
 * (the next invoice at the full price) until the trial's end.
 */
export function promoText(subscription: Pick<Subscription, 'promo_message' | 'promo_price' | 'promo_expires' | 'plan_price'>, per: string): string {
  const until = subscription.promo_expires ? formatDate(subscription.promo_expires) : null;
  const price = subscription.promo_price ? formatPlanPrice(subscription.promo_price) : null;
  if (price && subscription.promo_price === subscription.plan_price) {
    return `${subscription.promo_message}${until ? ` until ${until}` : ''}, then ${price} ${per}`;
  }
  return `${subscription.promo_message}${price ? `: ${price} ${per}` : ''}${until ? ` until ${until}` : ''}`;
}

function PlanLine({ subscription }: { subscription: Subscription }) {
  const yearly = subscription.plan_type === 'yearly';
  return (
    <p className="ac-plan" data-testid="plan">
      <strong>{yearly ? 'Annual plan' : 'Monthly plan'}</strong>{' '}
      <span className="ac-muted">
        {formatPlanPrice(subscription.plan_price)} {yearly ? 'per year' : 'per month'}
      </span>
      {subscription.promo && subscription.promo_message && (
        <span className="ac-plan__promo" data-testid="plan-promo">
          {promoText(subscription, yearly ? 'per year' : 'per month')}
        </span>
      )}
    </p>
  );
}

export interface SubscriptionSectionProps {
  summary: SubscriptionSummary;
  /** Reloads the summary (and the card) after a change. */
  onChanged: () => Promise<void>;
  /** The annual preview is open (the page's `?show_annual`). */
  annualOpen: boolean;
  onAnnualOpenChange: (open: boolean) => void;
}

/**
 * The subscription plan and its state (002 §2.3, §4). Its dialogs (the annual preview, a past-due plan's card form)
 * load when first opened (lazy-dialogs.tsx); pointing at 'Upgrade to Annual' fetches the preview's code ahead.
 */
export function SubscriptionSection({ summary, onChanged, annualOpen, onAnnualOpenChange }: SubscriptionSectionProps) {
  const state = planState(summary);
  const subscriptionId = summary.subscription?.id;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [billingOpen, setBillingOpen] = useState(false);

  async function reactivate() {
    setBusy(true);
    setFailure(null);
    try {
      await api().account.reactivateSubscription();
      await Promise.all([refreshUser(), onChanged()]);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={sectionClass('plan', false)} aria-labelledby={ACCOUNT_SECTIONS.plan.id} data-plan-state={state.kind}>
      <SectionHeading section="plan" />
      {state.kind === 'none' && (
        <>
          <p>You have no active subscription.</p>
          <div className="ac-actions ac-actions--start">
            <Button asChild>
              <Link to={href('membershipPlan')}>{START_SUBSCRIPTION}</Link>
            </Button>
          </div>
        </>
      )}
      {state.kind !== 'none' && <PlanLine subscription={state.subscription} />}
      {state.kind === 'active' && (
        <>
          <p className="ac-muted">Renews automatically.</p>
          <div className="ac-actions ac-actions--start">
            {annualEligible(summary) && (
              <Button onClick={() => onAnnualOpenChange(true)} onPointerEnter={AnnualDialog.prefetch} onFocus={AnnualDialog.prefetch}>
                {UPGRADE_TO_ANNUAL} <span className="ac-highlight">{ANNUAL_DIALOG_DEFAULT_HIGHLIGHT}</span>
              </Button>
            )}
            {state.canCancel && (
              <Button asChild variant="link">
                <Link to={href('cancel')}>{CANCEL_SUBSCRIPTION}</Link>
              </Button>
            )}
          </div>
        </>
      )}
      {state.kind === 'canceled' && (
        <>
          <p data-testid="plan-end-date">
            Cancelled. You can keep watching until {state.endDate ? formatDate(state.endDate) : 'the end of this period'}.
          </p>
          <div className="ac-actions ac-actions--start">
            <Button onClick={() => void reactivate()} disabled={busy}>
              {REACTIVATE_SUBSCRIPTION}
            </Button>
          </div>
        </>
      )}
      {state.kind === 'past-due' && (
        <>
          <Alert tone="warning">{PAST_DUE_WARNING}</Alert>
          <UpdateBillingDialog
            open={billingOpen}
            onOpenChange={setBillingOpen}
            title="Update payment method"
            trigger={<Button>{REACTIVATE_SUBSCRIPTION}</Button>}
            failed={<DialogFailed />}
            submitLabel="Save card and reactivate"
            onSaved={async (_card, { paidPastDue }) => {
              setBillingOpen(false);
              // The new card paid the open invoice at once; otherwise ask for the payment.
              if (paidPastDue) await Promise.all([refreshUser(), onChanged()]);
              else await reactivate();
            }}
          />
        </>
      )}
      {state.kind === 'in-app' && <p data-testid="managed-by">{managedBy(state.store)}</p>}
      {/* Mounted while open too: after the upgrade the plan is no longer eligible, and the success must stay. */}
      {subscriptionId !== undefined && (annualOpen || annualEligible(summary)) && (
        <AnnualDialog subscriptionId={subscriptionId} open={annualOpen} onOpenChange={onAnnualOpenChange} onUpgraded={onChanged} failed={<DialogFailed />} />
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}

/** The plan's section until the summary comes: a monthly plan that can go annual, the usual case (0146). */
export function SubscriptionSectionLoading() {
  return (
    <LoadingSection section="plan">
      <Ghost>
        <p className="ac-plan">
          <strong>
            <Ghost.Text>Monthly plan</Ghost.Text>
          </strong>
          <span>
            <Ghost.Text>$9.99 per month</Ghost.Text>
          </span>
        </p>
        <p className="ac-muted">
          <Ghost.Text>Renews automatically.</Ghost.Text>
        </p>
        <div className="ac-actions ac-actions--start">
          <Ghost.Button>
            {UPGRADE_TO_ANNUAL} <span className="ac-highlight">{ANNUAL_DIALOG_DEFAULT_HIGHLIGHT}</span>
          </Ghost.Button>
          <Ghost.Button variant="link">{CANCEL_SUBSCRIPTION}</Ghost.Button>
        </div>
      </Ghost>
    </LoadingSection>
  );
}
