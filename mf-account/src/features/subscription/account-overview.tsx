import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_LOAD_FAILED } from '@sift/contracts';
import { href, useActiveProfile, useUser } from '@sift/app-kit';
import { Alert, Button } from '@sift/ui';
import { AccountInfoSection, AccountInfoSectionLoading } from '../account-info/account-info-section';
import { BillingCardSection, BillingCardSectionLoading } from '../billing/billing-card-section';
import { BillingHistorySection } from '../billing-history/billing-history-section';
import { CreditsSection } from '../credits/credits-section';
import { FilterSummary, FilterSummarySkeleton } from '../filters/filter-summary';
import { ParentalControlsSection } from '../parental-controls/parental-controls-section';
import { accountCalls, accountChanged, useAccountData } from '../shared/account-data';
import { ACCOUNT_SECTIONS, SectionHeading, sectionClass } from '../shared/account-sections';
import { SubscriptionSection, SubscriptionSectionLoading } from './subscription-section';

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

  // Any of the three answers missing would show something untrue (a plan that never loads, 'No card on file'):
  // say so and offer to ask again, for all three.
  if (summary.error || card.error || balance.error) {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={() => void tryAgain()}>Try again</Button>}>
        {ACCOUNT_LOAD_FAILED}
      </Alert>
    );
  }

  // Every section stands in its place from the first paint, each filling in when its answer comes: the page the
  // release pre-renders for members (documents.ts, with no session) is this one while it loads (0146).
  return (
    <div className="ac-sections">
      {summary.data ? (
        <SubscriptionSection summary={summary.data} onChanged={reloadPlan} annualOpen={showAnnual} onAnnualOpenChange={setShowAnnual} />
      ) : (
        <SubscriptionSectionLoading />
      )}
      {user ? <AccountInfoSection user={user} /> : <AccountInfoSectionLoading />}
      {card.loaded ? <BillingCardSection card={card.data} onUpdated={reloadPlan} /> : <BillingCardSectionLoading />}
      <CreditsSection balance={balance.loaded ? balance.data : null} onChanged={reloadPlan} />
      <section className="card ac-section" aria-labelledby="services-heading">
        <h2 id="services-heading" className="ac-section__title">
          Streaming services
        </h2>
        <p className="ac-muted">Link the streaming services you use, so Sift can filter what you watch on them.</p>
        <Link className="ac-link" to={href('services')}>
          Link Services
        </Link>
      </section>
      <section className={sectionClass('filters', !user || !profile)} aria-labelledby={ACCOUNT_SECTIONS.filters.id}>
        <SectionHeading section="filters" />
        {user && profile ? (
          <FilterSummary filters={profile.global_filters} required={user.required_filters} label={`${profile.name}'s default filters`} />
        ) : (
          <FilterSummarySkeleton />
        )}
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
