import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DISCOUNT_OFFER_MONTHS, DISCOUNT_OFFER_PERCENT_OFF, RETENTION_DISCOUNT_OFFER, SUBSCRIPTION_MODIFY_FAILED } from '@sift/contracts';
import { href, track } from '@sift/app-kit';
import { Alert, Button, formatPrice, PageSkeleton } from '@sift/ui';
import { api } from '../../api';
import { accountChanged } from '../shared/account-data';
import { formatDate } from '../shared/format';
import { clearCancelSession, markOfferShown, recordCancelSessionOnce } from './cancel-session';
import { useCancelableSubscription } from './use-cancel-guard';

/**
 * Step 3 (002 §2.4, §4, §9): 50% off for 3 months, only when the subscription may take it (else on to confirm).
 * Redeeming ends the flow in success and closes the session; a failure shows the spec's alert.
 */
export function DiscountStep() {
  const navigate = useNavigate();
  const { offer_id: offerId } = useParams();
  const { summary, error } = useCancelableSubscription();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [redeemed, setRedeemed] = useState<{ price: string | null; until: string | null; per: string } | null>(null);

  useEffect(() => {
    if (summary && !summary.subscription_discount_eligible && !redeemed) void navigate(href('cancelConfirm'), { replace: true });
  }, [summary, redeemed, navigate]);
  // Shown is recorded whether it is taken or declined (offers_shown; included_promotion says which, 002 §3).
  const eligible = Boolean(summary?.subscription_discount_eligible);
  useEffect(() => {
    if (eligible) markOfferShown('discount');
  }, [eligible]);

  if (error) return <Alert tone="error">{error.message}</Alert>;
  if (redeemed) {
    return (
      <div className="ac-form ac-form--narrow">
        <Alert tone="success" title="You're all set">
          {RETENTION_DISCOUNT_OFFER} is on your plan{redeemed.price ? `: ${formatPrice(Math.round(Number(redeemed.price) * 100))} ${redeemed.per}` : ''}
          {redeemed.until ? ` until ${formatDate(redeemed.until)}` : ''}. Thanks for staying with us.
        </Alert>
        <div className="ac-actions ac-actions--start">
          <Button asChild>
            <Link to={href('account')}>Back to Account</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (!summary?.subscription) return <PageSkeleton />;
  const subscription = summary.subscription;
  const price = Math.round(Number(subscription.plan_price) * 100);
  const discounted = price - Math.round((price * DISCOUNT_OFFER_PERCENT_OFF) / 100);
  // A yearly price is a year's: never 'a month' (the discount then halves a renewal inside the 3 months).
  const yearly = subscription.plan_type === 'yearly';

  async function redeem() {
    setBusy(true);
    setFailed(false);
    try {
      const id = Number(offerId) || subscription.id;
      const updated = await api().account.redeemDiscount(id);
      // The flow ends here: its session is written once and closed (002 §4).
      await recordCancelSessionOnce(true, (body) => api().account.recordCancelingUserReason(body)).catch(() => undefined);
      clearCancelSession();
      track('cancel_discount_redeemed', { subscription: id });
      // The plan carries the discount now: /account shows it, not the plan as it was (0086).
      await accountChanged();
      setRedeemed({ price: updated.promo_price, until: updated.promo_expires, per: updated.plan_type === 'yearly' ? 'per year' : 'per month' });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ac-form ac-form--narrow">
      <div className="card ac-offer ac-offer--hero">
        <p className="ac-offer__big">{RETENTION_DISCOUNT_OFFER}</p>
        {yearly ? (
          <p>
            Stay with Sift and a renewal in the next {DISCOUNT_OFFER_MONTHS} months costs {formatPrice(discounted)} a year instead of {formatPrice(price)}. After
            that your plan goes back to its usual price; cancel any time.
          </p>
        ) : (
          <p>
            Stay with Sift for {formatPrice(discounted)} a month instead of {formatPrice(price)}, for your next {DISCOUNT_OFFER_MONTHS} months. After that
            your plan goes back to its usual price; cancel any time.
          </p>
        )}
      </div>
      {failed && <Alert tone="error">{SUBSCRIPTION_MODIFY_FAILED}</Alert>}
      <div className="ac-actions ac-actions--spread">
        <Button asChild variant="secondary">
          <Link to={href('cancelConfirm')}>No thanks, continue to cancel</Link>
        </Button>
        <Button onClick={() => void redeem()} disabled={busy}>
          {busy ? 'Applying…' : 'Redeem offer'}
        </Button>
      </div>
    </div>
  );
}
