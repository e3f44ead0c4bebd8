import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  BACK_TO_ACCOUNT,
  CANCEL_SAVE_TICKET_PRIORITY,
  CANCEL_SAVE_TICKET_SUBJECT,
  CANCEL_SAVE_TICKET_TRIGGER,
  PRIORITY_REQUEST_REQUIRED,
  PRIORITY_SUPPORT_DEVICES,
  RESCUE_TICKET_FAILED,
} from '@sift/contracts';
import { href, track } from '@sift/app-kit';
import { Alert, Button, PageSkeleton, SelectField, Spinner, TextAreaField } from '@sift/ui';
import { api } from '../../api';
import { cancelSaveNote } from './cancel-rules';
import { readCancelSession, recordHelpPathTaken } from './cancel-session';
import { useCancelableSubscription } from './use-cancel-guard';

type State = 'form' | 'sending' | 'sent';

/**
 * Step 6, priority support by e-mail (002 §2.4, §4, §5, §9): device and description, then a ticket with priority
 * Urgent, trigger 'Cancel Save Offer' and the private note; loading, then the confirmation or the error; afterwards
 * the event user_sent_rescue_email.
 */
export function RescueEmail() {
  const { summary, error } = useCancelableSubscription();
  const [device, setDevice] = useState('');
  const [description, setDescription] = useState('');
  const [state, setState] = useState<State>('form');
  const [problem, setProblem] = useState<string | null>(null);

  if (error) return <Alert tone="error">{error.message}</Alert>;
  if (!summary) return <PageSkeleton />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!device || !description.trim()) return setProblem(PRIORITY_REQUEST_REQUIRED);
    setProblem(null);
    setState('sending');
    const session = readCancelSession();
    const oneMonthFree = Boolean(session?.oneMonthFree);
    try {
      await api().account.createSupportTicket({
        subject: CANCEL_SAVE_TICKET_SUBJECT,
        description: description.trim(),
        private_description: cancelSaveNote(session?.reasonText ?? null, session?.explanation ?? null, oneMonthFree),
        priority: CANCEL_SAVE_TICKET_PRIORITY,
        ticket_trigger_type: CANCEL_SAVE_TICKET_TRIGGER,
        device_type: device as (typeof PRIORITY_SUPPORT_DEVICES)[number],
        cancel_reason_id: session?.reason ?? null,
        cancel_offer_selected: oneMonthFree ? 'one_month_free' : null,
      });
      // The flow ends with the ticket: the session is written with what the offer promised (0104).
      await recordHelpPathTaken({ oneMonthFree }, (body) => api().account.recordCancelingUserReason(body)).catch(() => undefined);
      setState('sent');
      track('user_sent_rescue_email', { reason: session?.reason ?? null, one_month_free: oneMonthFree });
    } catch {
      setState('form');
      setProblem(RESCUE_TICKET_FAILED);
    }
  }

  if (state === 'sent') {
    return (
      <div className="ac-form ac-form--narrow">
        <Alert tone="success" title="We got your message">
          Our priority support team will e-mail you shortly. Your subscription stays as it is in the meantime.
        </Alert>
        <div className="ac-actions ac-actions--start">
          <Button asChild>
            <Link to={href('account')}>{BACK_TO_ACCOUNT}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form className="ac-form ac-form--narrow" aria-label="Priority support" noValidate onSubmit={(event) => void submit(event)}>
      <p>Tell us what is wrong and where you watch; a member of our team answers first thing.</p>
      <SelectField label="Device" placeholder="Choose a device" value={device} onChange={(e) => setDevice(e.target.value)} options={PRIORITY_SUPPORT_DEVICES.map((d) => ({ value: d, label: d }))} />
      <TextAreaField label="What is happening?" value={description} maxLength={5000} onChange={(e) => setDescription(e.target.value)} />
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="ac-actions ac-actions--spread">
        <Button asChild variant="secondary">
          <Link to={href('account')}>{BACK_TO_ACCOUNT}</Link>
        </Button>
        <Button type="submit" disabled={state === 'sending'}>
          {state === 'sending' ? <Spinner label="Sending" /> : 'Send'}
        </Button>
      </div>
    </form>
  );
}
