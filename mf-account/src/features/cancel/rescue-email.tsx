import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import {
  BACK_TO_ACCOUNT,
  CANCEL_SAVE_TICKET_PRIORITY,
  CANCEL_SAVE_TICKET_SUBJECT,
  CANCEL_SAVE_TICKET_TRIGGER,
  PRIORITY_REQUEST_REQUIRED,
  PRIORITY_SUPPORT_DEVICES,
  RESCUE_TICKET_FAILED,
  supportTicketBody,
} from '@sift/contracts';
import { href, track } from '@sift/app-kit';
import { Alert, Button, Form, FormAlert, FormSelect, FormSubmit, FormTextArea, PageSkeleton, Spinner } from '@sift/ui';
import { api } from '../../api';
import { cancelSaveNote } from './cancel-rules';
import { readCancelSession, recordHelpPathTaken } from './cancel-session';
import { useCancelableSubscription } from './use-cancel-guard';

/** The ticket's two fields with the API's bounds (supportTicketBody); both are required (PRIORITY_REQUEST_REQUIRED). */
const rescueSchema = z.object({
  device_type: z.union([supportTicketBody.shape.device_type.def.innerType.def.innerType, z.literal('')]),
  description: supportTicketBody.shape.description.check(z.trim()),
});

/**
 * Step 6, priority support by e-mail (002 §2.4, §4, §5, §9): device and description, then a ticket with priority
 * Urgent, trigger 'Cancel Save Offer' and the private note; loading, then the confirmation or the error; afterwards
 * the event user_sent_rescue_email.
 */
export function RescueEmail() {
  const { summary, error } = useCancelableSubscription();
  const [sent, setSent] = useState(false);

  if (error) return <Alert tone="error">{error.message}</Alert>;
  if (!summary) return <PageSkeleton />;

  async function send({ device_type, description }: z.output<typeof rescueSchema>) {
    // One message for both fields, above the buttons (002 §5).
    if (!device_type || !description) throw new Error(PRIORITY_REQUEST_REQUIRED);
    const session = readCancelSession();
    const oneMonthFree = Boolean(session?.oneMonthFree);
    try {
      await api().account.createSupportTicket({
        subject: CANCEL_SAVE_TICKET_SUBJECT,
        description,
        private_description: cancelSaveNote(session?.reasonText ?? null, session?.explanation ?? null, oneMonthFree),
        priority: CANCEL_SAVE_TICKET_PRIORITY,
        ticket_trigger_type: CANCEL_SAVE_TICKET_TRIGGER,
        device_type,
        cancel_reason_id: session?.reason ?? null,
        cancel_offer_selected: oneMonthFree ? 'one_month_free' : null,
      });
      // The flow ends with the ticket: the session is written with what the offer promised (0104).
      await recordHelpPathTaken({ oneMonthFree }, (body) => api().account.recordCancelingUserReason(body)).catch(() => undefined);
      setSent(true);
      track('user_sent_rescue_email', { reason: session?.reason ?? null, one_month_free: oneMonthFree });
    } catch {
      throw new Error(RESCUE_TICKET_FAILED);
    }
  }

  if (sent) {
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
    <Form className="ac-form ac-form--narrow" aria-label="Priority support" schema={rescueSchema} defaultValues={{ device_type: '', description: '' }} onSubmit={send}>
      <p>Tell us what is wrong and where you watch; a member of our team answers first thing.</p>
      <FormSelect name="device_type" label="Device" placeholder="Choose a device" options={PRIORITY_SUPPORT_DEVICES.map((d) => ({ value: d, label: d }))} />
      <FormTextArea name="description" label="What is happening?" maxLength={5000} />
      <FormAlert />
      <div className="ac-actions ac-actions--spread">
        <Button asChild variant="secondary">
          <Link to={href('account')}>{BACK_TO_ACCOUNT}</Link>
        </Button>
        <FormSubmit pendingLabel={<Spinner label="Sending" />}>Send</FormSubmit>
      </div>
    </Form>
  );
}
