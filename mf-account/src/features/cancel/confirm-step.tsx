import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CANCEL_FAILED, CANCEL_SUBSCRIPTION } from '@sift/contracts';
import { href, refreshUser, track } from '@sift/app-kit';
import { Alert, Button, PageSkeleton } from '@sift/ui';
import { api } from '../../api';
import { accountChanged } from '../shared/account-data';
import { clearCancelSession, recordCancelSessionOnce } from './cancel-session';
import { useCancelableSubscription } from './use-cancel-guard';

/**
 * Step 4 (002 §2.4, §4): confirming ends the session (written once), cancels at the end of the paid period, and goes
 * to the confirmation. A failure shows the spec's text and leaves the plan as it was.
 */
export function ConfirmStep() {
  const navigate = useNavigate();
  const { summary, error } = useCancelableSubscription();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (error) return <Alert tone="error">{error.message}</Alert>;
  if (!summary) return <PageSkeleton />;

  async function confirm() {
    setBusy(true);
    setFailed(false);
    try {
      await recordCancelSessionOnce(false, (body) => api().account.recordCancelingUserReason(body)).catch(() => undefined);
      await api().account.cancelSubscription();
      clearCancelSession();
      track('subscription_cancelled', { subscription: summary!.subscription?.id ?? null });
      // The confirmation and /account show the cancelled plan with its end date, not the plan as it was (0086).
      await Promise.all([refreshUser(), accountChanged()]);
      void navigate(href('cancelConfirmation'), { replace: true });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <div className="ac-form ac-form--narrow">
      <p className="ac-lede">Your plan stays active until the end of the period you paid for. After that, filtering stops for every profile.</p>
      <p>You can reactivate it from your account any time before then.</p>
      {failed && <Alert tone="error">{CANCEL_FAILED}</Alert>}
      <div className="ac-actions ac-actions--spread">
        <Button asChild variant="secondary">
          <Link to={href('account')}>Keep my subscription</Link>
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Cancelling…' : CANCEL_SUBSCRIPTION}
        </Button>
      </div>
    </div>
  );
}
