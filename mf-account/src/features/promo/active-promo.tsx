import { Link } from 'react-router';
import { BACK_TO_ACCOUNT, NO_ACTIVE_PROMO, START_SUBSCRIPTION, type Promo } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Button, formatPrice, PageSkeleton } from '@sift/ui';
import { accountCalls, useAccountData } from '../shared/account-data';

/** What a promo gives, in words: the trial, the coupon and how long it lasts, the annual coupon. */
export function promoTerms(promo: Promo): string[] {
  const terms: string[] = [];
  if (promo.trial_period_days > 0) terms.push(`${promo.trial_period_days} days free before your first payment`);
  const coupon = promo.coupon;
  if (coupon && (coupon.percent_off || coupon.amount_off)) {
    const off = coupon.percent_off ? `${coupon.percent_off}% off` : `${formatPrice(coupon.amount_off!)} off`;
    const howLong =
      promo.duration === 'once'
        ? 'your first payment'
        : promo.duration === 'repeating' && promo.duration_in_months
          ? `your payments for ${promo.duration_in_months} months`
          : 'every payment while you keep your plan';
    terms.push(`${off} ${howLong}`);
  }
  if (coupon?.annual_coupon?.messaging) terms.push(`On the annual plan: ${coupon.annual_coupon.messaging}`);
  return terms;
}

/**
 * The active promo (002 §3 Promo code, §7 'active code': GET subscription-promos/active; docs/decisions/0105): the
 * promo on the member's plan, else the code they signed up with while it is still valid, with what it gives.
 */
export function ActivePromo() {
  const promo = useAccountData(accountCalls.activePromo);
  // The same answer /account shows: found there if it was just loaded.
  const summary = useAccountData(accountCalls.subscription);
  const back = (
    <Link className="ac-link" to={href('account')}>
      {BACK_TO_ACCOUNT}
    </Link>
  );
  const failed = promo.error ?? summary.error;
  if (failed) {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={() => void Promise.all([promo.reload(), summary.reload()])}>Try again</Button>}>
        {failed.message}
      </Alert>
    );
  }
  if (!promo.loaded || !summary.loaded) return <PageSkeleton />;
  if (!promo.data) {
    return (
      <div className="ac-form ac-form--narrow">
        <p className="ac-lede" data-testid="no-promo">
          {NO_ACTIVE_PROMO}
        </p>
        <p className="ac-muted">A promo code you enter on the payment page when you start or change your plan shows here.</p>
        {back}
      </div>
    );
  }
  const code = promo.data;
  const onPlan = Boolean(summary.data?.subscription_is_active && summary.data.subscription?.promo?.toLowerCase() === code.code.toLowerCase());
  return (
    <div className="ac-form ac-form--narrow">
      <section className="card ac-section" aria-labelledby="promo-heading" data-testid="active-promo">
        <h2 id="promo-heading" className="ac-section__title">
          {code.code.toUpperCase()}
        </h2>
        {(code.deal_message ?? code.messaging) && <p className="ac-lede">{code.deal_message ?? code.messaging}</p>}
        <ul className="ac-bullets">
          {promoTerms(code).map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <p className="ac-muted">
          {onPlan
            ? `${code.use_message ?? 'This promo is applied'}: it is on your plan.`
            : summary.data?.subscription_is_active
              ? 'You signed up with this code. It applies when you change your plan on the payment page.'
              : 'You signed up with this code. It applies when you start your subscription.'}
        </p>
        {!summary.data?.subscription_is_active && (
          <Button asChild>
            <Link to={href('membershipPlan')}>{START_SUBSCRIPTION}</Link>
          </Button>
        )}
      </section>
      {back}
    </div>
  );
}
