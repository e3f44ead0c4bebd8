import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@sift/api-client';
import {
  LOGIN_REQUIRED,
  normalisePromoCode,
  PROMO_REMOVE_AND_CONTINUE,
  promoMonthlyOnly,
  START_MEMBERSHIP,
  type PaymentClientConfig,
  type Promo,
  type SubscribePreview,
  type SubscriptionPlan,
} from '@sift/contracts';
import { clearPromoCode, href, readClickId, readBypassPricing, readPromoCode, refreshUser, safeNext, savePromoCode, track, useUser } from '@sift/app-kit';
import { CardEntry, FormBillingAlert, FormBillingFields, GiftCardDialog, type CardEntryHandle, type CardSandbox } from '@sift/payment-ui';
import { Alert, ConfirmDialog, Form, FormAlert, FormSubmit, formatDiscount, formatPrice, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { visiblePlans } from '../plans/plan-list';
import { referralCodeToSend } from '../signup/referral-code';
import { readWizardChoices, rememberSelectedPlan } from '../wizard/wizard-choices';
import { discountCents, paymentTotal, promoFitsPlan } from './payment-rules';
import { PAYMENT_SERVER_FIELDS, paymentDefaults, paymentSchema, type PaymentValues } from './payment-schema';
import { PromoField } from './promo-field';
import { hasSubscribeInFlight, startMembership } from './start-membership';

export { promoFailureMessage } from './promo-field';

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
  // The Form's first values: the member's name, and a code kept from an earlier page (applied on arrival).
  const [defaults] = useState(() => paymentDefaults(user?.full_name ?? '', normalisePromoCode(readPromoCode() ?? '')));
  const [promo, setPromo] = useState<Promo | null>(null);
  const [monthlyOnlyOpen, setMonthlyOnlyOpen] = useState(false);
  const withoutPromo = useRef(false);
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
    return () => {
      live = false;
    };
    // Once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const plan = loaded?.plans.find((p) => p.id === planId) ?? null;
  const withAddress = plan?.requires_billing_info ?? false;
  const schema = useMemo(() => paymentSchema(withAddress, promo), [withAddress, promo]);

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

  function removePromo() {
    setPromo(null);
    clearPromoCode();
  }

  async function submit(values: PaymentValues) {
    if (!plan) return;
    // 002 §5: paying needs a signed-in user (the session may have ended in another tab); what was entered stays.
    if (!user) throw new Error(LOGIN_REQUIRED);
    // 'Remove Code & Continue' resubmits in the same click that dropped the promo, before the page re-renders.
    const usedPromo = withoutPromo.current ? null : promo;
    withoutPromo.current = false;
    if (usedPromo && !promoFitsPlan(usedPromo, plan)) {
      setMonthlyOnlyOpen(true);
      return;
    }
    const { name, address_line1, address_city, address_state, address_zip, address_country } = values;
    const billing = { name, address_line1, address_city, address_state, address_zip, address_country };
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
    } catch (failure) {
      // A 401 in the product's words; the promo's refusal under the field; the rest above the button (Form).
      if (isApiError(failure) && failure.status === 401) throw new Error(LOGIN_REQUIRED);
      throw failure;
    }
    track('membership_started', { plan_id: plan.id, promo: usedPromo?.code ?? null });
    await finish();
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
    <Form className="mb-payment" aria-label="Payment" schema={schema} defaultValues={defaults} serverFields={PAYMENT_SERVER_FIELDS} onSubmit={submit}>
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
        <FormBillingFields withAddress={plan.requires_billing_info} />
        {needsCard && <PaymentCard cardRef={cardRef} config={loaded.config} sandbox={api().paymentSandbox} onUnavailable={onUnavailable} />}
      </section>

      <section className="card mb-form" aria-labelledby="promo-heading">
        <h2 id="promo-heading" className="mb-section-title">
          Have a code?
        </h2>
        <PromoField
          plan={plan}
          applied={promo}
          onApplied={(found) => {
            setPromo(found);
            savePromoCode(found.code);
          }}
          onRemoved={removePromo}
        />
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
        <FormBillingAlert />
        <FormAlert />
        <FormSubmit size="lg" fullWidth disabled={needsCard && cardUnavailable} pendingLabel="Starting your membership…">
          {START_MEMBERSHIP}
        </FormSubmit>
        {readWizardChoices().servicesDone && <p className="mb-fineprint">Your streaming services and filters are saved to your account.</p>}
      </section>

      <MonthlyOnlyDialog
        open={monthlyOnlyOpen}
        onOpenChange={setMonthlyOnlyOpen}
        code={promo?.code ?? ''}
        onRemoveAndContinue={() => {
          removePromo();
          withoutPromo.current = true;
        }}
      />
    </Form>
  );
}

/** The card (Stripe Elements or the sandbox's form), out of reach while the membership is being started. */
function PaymentCard({ cardRef, ...card }: { cardRef: RefObject<CardEntryHandle | null>; config: PaymentClientConfig; sandbox: CardSandbox; onUnavailable: () => void }) {
  const { isSubmitting } = useFormState();
  return <CardEntry ref={cardRef} {...card} disabled={isSubmitting} />;
}

/**
 * 002 §5: a monthly-only code with the annual plan asks first; 'Remove Code & Continue' drops the code and submits
 * the Form again in the same click.
 */
function MonthlyOnlyDialog({ open, onOpenChange, code, onRemoveAndContinue }: { open: boolean; onOpenChange: (open: boolean) => void; code: string; onRemoveAndContinue: () => void }) {
  const { setValue, clearErrors } = useFormContext<PaymentValues>();
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <>
      <span ref={anchor} hidden />
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={promoMonthlyOnly(code)}
        confirmLabel={PROMO_REMOVE_AND_CONTINUE}
        onConfirm={() => {
          onRemoveAndContinue();
          setValue('promo', '');
          clearErrors('promo');
          anchor.current?.closest('form')?.requestSubmit();
        }}
      />
    </>
  );
}
