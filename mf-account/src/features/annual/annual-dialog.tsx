import { useCallback, useEffect, useState } from 'react';
import {
  ANNUAL_DIALOG_DEFAULT_HIGHLIGHT,
  ANNUAL_DIALOG_DEFAULT_PRICE_CENTS,
  ANNUAL_UPGRADE_FAILED,
  ANNUAL_UPGRADE_SUCCESS,
  type AnnualPricingPreview,
} from '@sift/contracts';
import { refreshUser } from '@sift/app-kit';
import { Alert, Button, Dialog, formatPrice, Spinner } from '@sift/ui';
import { api } from '../../api';
import { needsCardSetup } from '../shared/api-errors';
import { UpdateBillingForm } from '../billing/update-billing-form';

type View =
  | { kind: 'loading' }
  | { kind: 'confirm'; preview: AnnualPricingPreview }
  | { kind: 'setup'; detail: string }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

export interface AnnualDialogProps {
  subscriptionId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the plan changed (the account reloads its subscription). */
  onUpgraded: () => Promise<void>;
}

/**
 * The annual upgrade preview (002 §4): loading, confirm with the preview's prices, then success or the failure text.
 * An answer 400 with action 'setup' shows the billing form; once the card is saved the dialog returns to confirm.
 * Until the preview answers it shows the spec's defaults (000 §9: $119.88 and 'Get 2 Months Free'), and the claim
 * stays 'Get 2 Months Free' when the preview names no promo.
 */
export function AnnualDialog({ subscriptionId, open, onOpenChange, onUpgraded }: AnnualDialogProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  const loadPreview = useCallback(async () => {
    setView({ kind: 'loading' });
    try {
      setView({ kind: 'confirm', preview: await api().account.previewAnnualPricing(subscriptionId) });
    } catch (failure) {
      // A plan that cannot move to annual says so in the server's words.
      setView(needsCardSetup(failure) ? { kind: 'setup', detail: (failure as Error).message } : { kind: 'error', message: (failure as Error).message });
    }
  }, [subscriptionId]);

  useEffect(() => {
    if (open) void loadPreview();
  }, [open, loadPreview]);

  async function confirm() {
    setBusy(true);
    try {
      await api().account.activateAnnualPricing(subscriptionId);
      await Promise.all([refreshUser(), onUpgraded()]);
      setView({ kind: 'success' });
    } catch (failure) {
      setView(needsCardSetup(failure) ? { kind: 'setup', detail: (failure as Error).message } : { kind: 'error', message: ANNUAL_UPGRADE_FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Upgrade to Annual" dismissible={!busy}>
      {view.kind === 'loading' && (
        <div className="ac-form" aria-busy="true">
          <dl className="ac-totals">
            <dt>12 months of your monthly plan</dt>
            <dd>{formatPrice(ANNUAL_DIALOG_DEFAULT_PRICE_CENTS)}</dd>
            <dt>{`The annual plan (${ANNUAL_DIALOG_DEFAULT_HIGHLIGHT})`}</dt>
            <dd>
              <Spinner label="Loading your annual price" />
            </dd>
          </dl>
        </div>
      )}
      {view.kind === 'confirm' && (
        <div className="ac-form" data-testid="annual-preview">
          <dl className="ac-totals">
            <dt>12 months of your monthly plan</dt>
            <dd>{formatPrice(view.preview.current_plan_annual_price)}</dd>
            <dt>{`The annual plan (${view.preview.promo?.messaging ?? ANNUAL_DIALOG_DEFAULT_HIGHLIGHT})`}</dt>
            <dd>{formatPrice(view.preview.target_plan_annual_price)}</dd>
            <dt className="ac-totals__total">Due today</dt>
            <dd className="ac-totals__total" data-testid="annual-charge">
              {formatPrice(view.preview.charge_estimate)}
            </dd>
          </dl>
          <p className="ac-muted">What is left of this month counts towards the year. Your plan then renews once a year.</p>
          <div className="ac-actions">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Not now
            </Button>
            <Button onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Upgrading…' : 'Confirm'}
            </Button>
          </div>
        </div>
      )}
      {view.kind === 'setup' && (
        <div className="ac-form">
          <Alert tone="warning">{view.detail}</Alert>
          <UpdateBillingForm submitLabel="Save card and continue" onSaved={loadPreview} onCancel={() => onOpenChange(false)} />
        </div>
      )}
      {view.kind === 'success' && (
        <div className="ac-form">
          <Alert tone="success">{ANNUAL_UPGRADE_SUCCESS}</Alert>
          <div className="ac-actions">
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          </div>
        </div>
      )}
      {view.kind === 'error' && (
        <div className="ac-form">
          <Alert tone="error">{view.message}</Alert>
          <div className="ac-actions">
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
