import { Suspense, useState } from 'react';
import { DIALOG_LOAD_FAILED, PAST_DUE_WARNING } from '@sift/contracts';
import { refreshUser } from '@sift/app-kit';
import { Alert, Button, Dialog, LazyPart, lazyPart, Spinner } from '@sift/ui';
import { api } from '../../api';
import { accountChanged } from '../shared/account-data';
import type { TakeoverReason } from './widget-rules';

// The card form (and Stripe's loader) loads only when a member chooses to update: the read step stays small.
const UpdateBillingForm = lazyPart(() => import('../billing/update-billing-form').then((m) => ({ default: m.UpdateBillingForm })));

type Step = 'read' | 'update' | 'success';

const TEXT: Record<TakeoverReason, { title: string; body: string }> = {
  'past-due': { title: 'Your payment did not go through', body: PAST_DUE_WARNING },
  'card-expiring': { title: 'Your card is expiring', body: 'The card on file expires before your next payment. Update it so your filters keep working.' },
};

/**
 * The billing takeover's dialog (002 §4, §9): read, update payment, success; a past-due plan is paid with the new card
 * at once (a refusal keeps the form with the card's message). Loaded by the widget (billing-takeover.tsx) when it is
 * due, not with every page.
 */
export function TakeoverDialog({ reason, onClose }: { reason: TakeoverReason; onClose: () => void }) {
  const [step, setStep] = useState<Step>('read');
  // Each load of the card form (a new one after a failed fetch: 'Try again').
  const [formAttempt, setFormAttempt] = useState(0);
  const text = TEXT[reason];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={step === 'success' ? 'Thank you!' : text.title} size="lg" className="ac-takeover">
      {step === 'read' && (
        <div className="ac-form">
          <p>{text.body}</p>
          <div className="ac-actions">
            <Button variant="secondary" onClick={onClose}>
              Remind me later
            </Button>
            <Button onClick={() => setStep('update')}>Update payment</Button>
          </div>
        </div>
      )}
      {step === 'update' && (
        <LazyPart
          key={formAttempt}
          failed={
            <Alert tone="error" action={<Button variant="secondary" onClick={() => setFormAttempt((n) => n + 1)}>Try again</Button>}>
              {DIALOG_LOAD_FAILED}
            </Alert>
          }
        >
          <Suspense fallback={<Spinner label="Loading the card form" />}>
            <UpdateBillingForm
              submitLabel="Update payment"
              onCancel={onClose}
              onSaved={async (_card, { paidPastDue }) => {
                if (reason === 'past-due' && !paidPastDue) {
                  // Nothing was open any more (paid meanwhile), or the plan was not past due: make sure it is settled.
                  try {
                    await api().account.reactivateSubscription();
                  } catch {
                    // Not past due: nothing to pay.
                  }
                }
                await Promise.all([refreshUser(), accountChanged()]);
                setStep('success');
              }}
            />
          </Suspense>
        </LazyPart>
      )}
      {step === 'success' && (
        <div className="ac-form">
          <Alert tone="success">
            {reason === 'past-due'
              ? 'Your payment method is updated and your subscription is active again. It can take 3-5 minutes to show everywhere.'
              : 'Your payment method is updated.'}
          </Alert>
          <div className="ac-actions">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
