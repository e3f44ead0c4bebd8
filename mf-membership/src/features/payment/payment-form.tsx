import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@sift/api-client';
import {
  LOGIN_REQUIRED,
  normalisePromoCode,
  PROMO_EMPTY,
  PROMO_MONTHLY_ONLY_SHORT,
  PROMO_REMOVE_AND_CONTINUE,
  PROMO_UNVERIFIED,
  promoMonthlyOnly,
  START_MEMBERSHIP,
  type PaymentClientConfig,
  type Promo,
  type SubscribePreview,
  type SubscriptionPlan,
} from '@sift/contracts';
import { clearPromoCode, href, readClickId, readBypassPricing, readPromoCode, refreshUser, safeNext, savePromoCode, track, useUser } from '@sift/app-kit';
import { BillingFields, billingErrors, CardEntry, EMPTY_BILLING, GiftCardDialog, type BillingForm, type CardEntryHandle } from '@sift/payment-ui';
import { Alert, Button, ConfirmDialog, formatDiscount, formatPrice, SkeletonGroup, TextField, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { visiblePlans } from '../plans/plan-list';
import { referralCodeToSend } from '../signup/referral-code';
import { readWizardChoices, rememberSelectedPlan } from '../wizard/wizard-choices';
import { discountCents, paymentTotal, promoFitsPlan, unappliedPromoError } from './payment-rules';
import { hasSubscribeInFlight, startMembership } from './start-membership';

/**
 * 002 §8 'Promo: server message or 'Unable to verify promo code'': a 404 carries the server's own words ('That promo
 * code is not valid.'), which the generic 404 text of 000 §8 would hide; an answer without words gets the fallback.
 */
export function promoFailureMessage(failure: unknown): string {
  if (isApiError(failure)) {
    const body = failure.body as { detail?: unknown } | undefined;
    if (failure.status === 404) return typeof body?.detail === 'string' && body.detail ? body.detail : PROMO_UNVERIFIED;
    return failure.message || PROMO_UNVERIFIED;
  }
  return (failure as Error)?.message || PROMO_UNVERIFIED;
}

interface Loaded {
  plans: SubscriptionPlan[];
  config: PaymentClientConfig;
}

/**
 * Payment (002 §2.1, §4, §5, §8): plan selector, billing form, promo code, gift card, the card (Stripe Elements when
 * Stripe is configured, the sandbox's card form otherwise), the total (price + discount - gift balance) and Start
 * Membership.
 */
export function PaymentForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  const returnPage = safeNext(params.get('return_page'));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [planId, setPlanId] = useState<number | null>(() => rememberSelectedPlan(params.get('selected_plan_id')));
  const [billing, setBilling] = useState<BillingForm>(() => ({ ...EMPTY_BILLING, name: user?.full_name ?? '' }));
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState<Promo | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ form?: string; zip?: string; promo?: string }>({});
  const [busy, setBusy] = useState(false);
  const [monthlyOnlyOpen, setMonthlyOnlyOpen] = useState(false);
  const [cardUnavailable, setCardUnavailable] = useState(false);
  const cardRef = useRef<CardEntryHandle>(null);
  const onUnavailable = useCallback(() => setCardUnavailable(true), []);
  // The account's gift-card credit (cents): the first payment spends it before the card (002 §9 total).
  const [giftBalance, setGiftBalance] = useState(0);
  const loadBalance = useCallback(async () => {
    const balance = await api().account.balance().catch(() => null);
    if (balance) setGiftBalance(balance.balance);
  }, []);

  const finish = useCallback(async () => {
    await refreshUser();
    const onboarded = (await api().users.flags().catch(() => ({ has_onboarded: false }))).has_onboarded;
    // 002 §4: the stored return page only for a user who has onboarded; otherwise the next step.
    await navigate(onboarded && returnPage ? returnPage : href('membershipSuccess'), { replace: true });
  }, [navigate, returnPage]);

  useEffect(() => {
    let live = true;
    const bypass = readBypassPricing();
    Promise.all([api().membership.mySubscription(bypass), api().membership.paymentConfig()])
      .then(([summary, config]) => {
        if (!live) return;
        // A reload after the membership started (the request was in flight): it is done, go on.
        if (summary.subscription_is_active && hasSubscribeInFlight()) return void finish();
        const plans = visiblePlans(summary.upgrade_paths, Boolean(readPromoCode()), Boolean(bypass));
        if (!plans.length) return void navigate(returnPage ?? href('browse'), { replace: true });
        setLoaded({ plans, config });
        setPlanId((current) => (plans.some((p) => p.id === current) ? current : plans[0].id));
      })
      .catch((failure: Error) => live && setLoadError(failure.message));
    void loadBalance();
    const stored = readPromoCode();
    if (stored) {
      setPromoInput(stored);
      void applyPromo(stored, true);
    }
    return () => {
      live = false;
    };
    // Once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const plan = loaded?.plans.find((p) => p.id === planId) ?? null;

  // "Due today" is the server's figure (docs/decisions/0064): an upgrade's prorated charge, the promo, the credit.
  const [preview, setPreview] = useState<{ key: string; value: SubscribePreview } | null>(null);
  const previewKey = plan ? `${plan.id}:${promo && promoFitsPlan(promo, plan) ? promo.code : ''}:${giftBalance}` : '';
  useEffect(() => {
    if (!plan) return undefined;
    let live = true;
    const code = promo && promoFitsPlan(promo, plan) ? promo.code : null;
    api()
      .membership.previewSubscribe(plan.id, code)
      .then((value) => live && setPreview({ key: previewKey, value }))
      .catch(() => live && setPreview(null));
    return () => {
      live = false;
    };
    // previewKey names everything the preview depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previewKey]);
  const serverPreview = preview?.key === previewKey ? preview.value : null;

  async function applyPromo(raw: string, quiet = false) {
    const code = normalisePromoCode(raw);
    setPromoInput(code);
    if (!code) return setPromoError(PROMO_EMPTY);
    setPromoError(null);
    try {
      const found = await api().promos.find(code);
      if (plan && !promoFitsPlan(found, plan)) {
        setPromoError(PROMO_MONTHLY_ONLY_SHORT);
        return;
      }
      setPromo(found);
      setPromoInput(found.code);
      savePromoCode(found.code);
      setErrors((e) => ({ ...e, promo: undefined }));
    } catch (failure) {
      if (quiet) {
        // A code from an old link that no longer works is dropped, not kept.
        clearPromoCode();
        setPromoInput('');
        return;
      }
      setPromoError(promoFailureMessage(failure));
    }
  }

  function removePromo() {
    setPromo(null);
    setPromoInput('');
    setPromoError(null);
    clearPromoCode();
  }

  /** `withoutPromo`: 'Remove Code & Continue' (the state is cleared in the same click, so it is said explicitly). */
  async function submit(withoutPromo = false) {
    if (!plan) return;
    // 002 §5: paying needs a signed-in user (the session may have ended in another tab); what was entered stays.
    if (!user) return setErrors({ form: LOGIN_REQUIRED });
    const usedPromo = withoutPromo ? null : promo;
    const found = billingErrors(billing, plan);
    const unapplied = withoutPromo ? null : unappliedPromoError(promoInput, promo);
    setErrors({ ...found, promo: unapplied ?? undefined });
    if (unapplied) setPromoError(null);
    if (found.form || found.zip || unapplied) return;
    if (usedPromo && !promoFitsPlan(usedPromo, plan)) {
      setMonthlyOnlyOpen(true);
      return;
    }
    setBusy(true);
    try {
      await startMembership(
        {
          userId: user.id,
          plan,
          promoCode: usedPromo?.code ?? null,
          billing: { ...billing, email: user.email },
          card: cardRef.current,
          rupi: referralCodeToSend(),
          irClickId: readClickId(),
        },
        { api: api() },
      );
      track('membership_started', { plan_id: plan.id, promo: usedPromo?.code ?? null });
      await finish();
    } catch (failure) {
      setBusy(false);
      const fields = isApiError(failure) ? failure.fieldErrors : undefined;
      if (fields?.subscription_promo_code) setErrors({ promo: fields.subscription_promo_code[0] });
      else if (isApiError(failure) && failure.status === 401) setErrors({ form: LOGIN_REQUIRED });
      else setErrors({ form: (failure as Error).message });
    }
  }

  if (loadError) return <Alert tone="error">{loadError}</Alert>;
  if (!loaded || !plan) {
    return (
      <SkeletonGroup>
        <TextSkeleton lines={8} />
      </SkeletonGroup>
    );
  }

  const discount = promo && promoFitsPlan(promo, plan) ? discountCents(promo, plan) : 0;
  const trialDays = promo && promoFitsPlan(promo, plan) ? promo.trial_period_days : 0;
  // Shown only until the server's preview arrives for this choice (002 §9's formula; the server's rules decide).
  const estimate = paymentTotal(plan.price, discount, giftBalance, trialDays);
  const total = serverPreview?.due_today ?? null;
  const creditUsed = serverPreview ? serverPreview.credit_applied : trialDays > 0 ? 0 : Math.min(giftBalance, Math.max(0, plan.price + discount));
  const unusedCredit = serverPreview?.kind === 'upgrade' ? Math.max(0, plan.price - serverPreview.subtotal) : 0;
  const needsCard = plan.requires_billing_info;

  return (
    <form
      className="mb-payment"
      aria-label="Payment"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section className="card mb-form" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="mb-section-title">
          Your plan
        </h2>
        <div className="mb-plan-options" role="radiogroup" aria-labelledby="plan-heading">
          {loaded.plans.map((option) => (
            <label key={option.id} className="mb-tile" data-checked={option.id === plan.id || undefined}>
              <input type="radio" className="mb-tile__input" name="plan" checked={option.id === plan.id} onChange={() => setPlanId(option.id)} />
              <span className="mb-tile__text">
                <span className="mb-tile__label">{option.title_display}</span>
                <span className="mb-tile__description">
                  {formatPrice(option.price)} {option.billing_frequency === 'yearly' ? 'per year' : 'per month'}
                  {option.highlight_text ? ` · ${option.highlight_text}` : ''}
                </span>
              </span>
            </label>
          ))}
        </div>
      </section>

      <section className="card mb-form" aria-labelledby="billing-heading">
        <h2 id="billing-heading" className="mb-section-title">
          Billing
        </h2>
        <BillingFields value={billing} onChange={setBilling} withAddress={plan.requires_billing_info} zipError={errors.zip} />
        {needsCard && <CardEntry ref={cardRef} config={loaded.config} sandbox={api().paymentSandbox} disabled={busy} onUnavailable={onUnavailable} />}
      </section>

      <section className="card mb-form" aria-labelledby="promo-heading">
        <h2 id="promo-heading" className="mb-section-title">
          Have a code?
        </h2>
        <div className="mb-row mb-row--end">
          <TextField
            label="Promo code"
            name="promo"
            value={promoInput}
            readOnly={promo !== null}
            onChange={(event) => {
              setPromoInput(event.target.value);
              setPromoError(null);
            }}
            errors={promoError ? [promoError] : errors.promo ? [errors.promo] : undefined}
          />
          {promo ? (
            <Button variant="secondary" onClick={removePromo}>
              Remove
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void applyPromo(promoInput)}>
              Apply
            </Button>
          )}
        </div>
        {promo && (
          <Alert tone="success">
            {promo.use_message ?? promo.code}
            {promo.deal_message ? ` · ${promo.deal_message}` : ''}
          </Alert>
        )}
      </section>

      <section className="card mb-form" aria-labelledby="gift-heading">
        <h2 id="gift-heading" className="mb-section-title">
          Gift card
        </h2>
        {giftBalance > 0 && (
          <p className="mb-fineprint" data-testid="gift-balance">
            Your credit: {formatPrice(giftBalance)}. It is used before your card is charged.
          </p>
        )}
        <GiftCardDialog redeem={(code, pin) => api().account.redeemGiftCard(code, pin)} onRedeemed={loadBalance} />
      </section>

      <section className="card mb-form mb-summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="mb-section-title">
          Summary
        </h2>
        <dl className="mb-totals">
          <dt>{plan.title_display}</dt>
          <dd>{formatPrice(plan.price)}</dd>
          {unusedCredit > 0 && (
            <>
              <dt>Unused time of your current plan</dt>
              <dd>-{formatPrice(unusedCredit)}</dd>
            </>
          )}
          {discount !== 0 && serverPreview?.kind !== 'upgrade' && (
            <>
              <dt>Discount ({formatDiscount(plan.billing_frequency === 'yearly' ? promo?.coupon?.annual_coupon : promo?.coupon)})</dt>
              <dd>-{formatPrice(-discount)}</dd>
            </>
          )}
          {creditUsed > 0 && (
            <>
              <dt>Gift card credit</dt>
              <dd>-{formatPrice(creditUsed)}</dd>
            </>
          )}
          {trialDays > 0 && (
            <>
              <dt>Free trial</dt>
              <dd>{trialDays} days</dd>
            </>
          )}
          <dt className="mb-totals__total">Due today</dt>
          <dd className="mb-totals__total" data-testid="payment-total" aria-busy={total === null || undefined} data-estimate={total === null ? estimate : undefined}>
            {total === null ? '…' : formatPrice(total)}
          </dd>
        </dl>
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <Button type="submit" size="lg" fullWidth disabled={busy || (needsCard && cardUnavailable)}>
          {busy ? 'Starting your membership…' : START_MEMBERSHIP}
        </Button>
        {readWizardChoices().servicesDone && <p className="mb-fineprint">Your streaming services and filters are saved to your account.</p>}
      </section>

      <ConfirmDialog
        open={monthlyOnlyOpen}
        onOpenChange={setMonthlyOnlyOpen}
        title={promoMonthlyOnly(promo?.code ?? '')}
        confirmLabel={PROMO_REMOVE_AND_CONTINUE}
        onConfirm={() => {
          removePromo();
          void submit(true);
        }}
      />
    </form>
  );
}
