import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_LOAD_FAILED } from '@sift/contracts';
import { href, useActiveProfile, useUser } from '@sift/app-kit';
import { Alert, Button, PageSkeleton } from '@sift/ui';
import { AccountInfoSection } from '../account-info/account-info-section';
import { BillingCardSection } from '../billing/billing-card-section';
import { BillingHistorySection } from '../billing-history/billing-history-section';
import { CreditsSection } from '../credits/credits-section';
import { FilterSummary } from '../filters/filter-summary';
import { ParentalControlsSection } from '../parental-controls/parental-controls-section';
import { accountCalls, accountChanged, useAccountData } from '../shared/account-data';
import { SubscriptionSection } from './subscription-section';

/**
 * /account (002 §2.3): the subscription plan, account and billing info, the billing card, credits, streaming services,
 * default filters, TV devices, parental controls and billing history (docs/decisions/0065); the page's frame adds the tax notice. `?show_annual` opens the annual preview (in the subscription's section). The sections' dialogs load when first opened (lazy-dialogs.tsx).
 */
export function AccountOverview() {
  const user = useUser();
  const profile = useActiveProfile();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Kept in the site's one query client: another screen (or remote) that asks for them finds them (0086).
  const summary = useAccountData(accountCalls.subscription);
  const card = useAccountData(accountCalls.card);
  const balance = useAccountData(accountCalls.balance);
  // A change of plan or card may bill an invoice: Billing history loads again.
  const [billingChanged, setBillingChanged] = useState(0);
  // After a change (plan, card, credit, annual): every account answer shown loads again, the others are forgotten.
  const reloadPlan = useCallback(async () => {
    await accountChanged();
    setBillingChanged((n) => n + 1);
  }, []);
  const { reload: reloadSummary } = summary;
  const { reload: reloadCard } = card;
  const { reload: reloadBalance } = balance;
  const tryAgain = useCallback(async () => {
    await Promise.all([reloadSummary(), reloadCard(), reloadBalance()]);
  }, [reloadSummary, reloadCard, reloadBalance]);

  const showAnnual = params.has('show_annual');
  const setShowAnnual = (open: boolean) =>
    void navigate(open ? href('account', undefined, { show_annual: 1 }) : href('account'), { replace: true, preventScrollReset: true });

  if (!user) return null;
  // Any of the three answers missing would show something untrue (a plan that never loads, 'No card on file'):
  // say so and offer to ask again, for all three.
  if (summary.error || card.error || balance.error) {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={() => void tryAgain()}>Try again</Button>}>
        {ACCOUNT_LOAD_FAILED}
      </Alert>
    );
  }
  if (!summary.data || !card.loaded || !balance.loaded) return <PageSkeleton />;

  return (
    <div className="ac-sections">
      <SubscriptionSection summary={summary.data} onChanged={reloadPlan} annualOpen={showAnnual} onAnnualOpenChange={setShowAnnual} />
      <AccountInfoSection user={user} />
      <BillingCardSection card={card.data} onUpdated={reloadPlan} />
      <CreditsSection balance={balance.data} onChanged={reloadPlan} />
      <section className="card ac-section" aria-labelledby="services-heading">
        <h2 id="services-heading" className="ac-section__title">
          Streaming services
        </h2>
        <p className="ac-muted">Link the streaming services you use, so Sift can filter what you watch on them.</p>
        <Link className="ac-link" to={href('services')}>
          Link Services
        </Link>
      </section>
      <section className="card ac-section" aria-labelledby="filters-heading">
        <h2 id="filters-heading" className="ac-section__title">
          Default filters
        </h2>
        {profile && <FilterSummary filters={profile.global_filters} required={user.required_filters} label={`${profile.name}'s default filters`} />}
        <Link className="ac-link" to={href('defaultFilters')}>
          Edit default filters
        </Link>
      </section>
      <section className="card ac-section" aria-labelledby="devices-heading">
        <h2 id="devices-heading" className="ac-section__title">
          TV devices
        </h2>
        <p className="ac-muted">Watch with filters on Android TV, Apple TV, Fire TV and Google TV.</p>
        <Link className="ac-link" to={href('devices')}>
          TV Devices
        </Link>
      </section>
      <ParentalControlsSection />
      <section className="card ac-section" aria-labelledby="support-heading">
        <h2 id="support-heading" className="ac-section__title">
          Help and promos
        </h2>
        <p className="ac-muted">Ask our support team for help with a device, and see the promo code on your account.</p>
        <p className="ac-actions ac-actions--start">
          <Link className="ac-link" to={href('helpRequests')}>
            Help requests
          </Link>
          <Link className="ac-link" to={href('activePromo')}>
            Your promo
          </Link>
        </p>
      </section>
      <BillingHistorySection reloadKey={billingChanged} />
    </div>
  );
}
