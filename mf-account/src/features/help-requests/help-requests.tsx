import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import { BACK_TO_ACCOUNT, HELP_REQUESTS_EMPTY, helpRequestBody, PRIORITY_REQUEST_REQUIRED, PRIORITY_SUPPORT_DEVICES } from '@sift/contracts';
import { href, track } from '@sift/app-kit';
import { Alert, Button, Form, FormAlert, FormSelect, FormSubmit, FormTextArea, SkeletonGroup, Spinner, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { formatDate } from '../shared/format';
import { accountCalls, useAccountData } from '../shared/account-data';

/** The request's fields with the API's bounds (helpRequestBody); both are required (PRIORITY_REQUEST_REQUIRED). */
const helpRequestSchema = z.object({
  device_type: z.union([helpRequestBody.shape.device_type, z.literal('')]),
  description: helpRequestBody.shape.description.check(z.trim()),
});

/**
 * Help requests (002 §3 "Help request: device type and description", §5 the device list and its message, §7 POST
 * help-requests): ask support for help with a device, and see the requests sent before (docs/decisions/0105). What
 * was typed stays when sending fails.
 */
export function HelpRequests() {
  const sent = useAccountData(accountCalls.helpRequests);
  const [received, setReceived] = useState<{ detail: string; count: number } | null>(null);

  async function send({ device_type, description }: z.output<typeof helpRequestSchema>) {
    setReceived((before) => before && { ...before, detail: '' });
    // One message for both fields, above the button (002 §5).
    if (!device_type || !description) throw new Error(PRIORITY_REQUEST_REQUIRED);
    const answer = await api().account.createHelpRequest({ device_type, description });
    track('help_request_sent', { device: device_type });
    // A new, empty form (its key) with the server's answer.
    setReceived((before) => ({ detail: answer.detail, count: (before?.count ?? 0) + 1 }));
    await sent.reload();
  }

  return (
    <div className="ac-form ac-form--wide">
      <Form
        key={received?.count ?? 0}
        className="card ac-section"
        aria-label="Ask for help"
        schema={helpRequestSchema}
        defaultValues={{ device_type: '', description: '' }}
        onSubmit={send}
      >
        <h2 className="ac-section__title">Ask for help</h2>
        <p className="ac-muted">Tell us where you watch and what is not working; our support team answers by e-mail.</p>
        <FormSelect name="device_type" label="Device" placeholder="Choose a device" options={PRIORITY_SUPPORT_DEVICES.map((d) => ({ value: d, label: d }))} />
        <FormTextArea name="description" label="What is happening?" maxLength={2000} />
        <FormAlert />
        {received?.detail && <Alert tone="success">{received.detail}</Alert>}
        <div className="ac-actions ac-actions--spread">
          <Link className="ac-link" to={href('account')}>
            {BACK_TO_ACCOUNT}
          </Link>
          <FormSubmit pendingLabel={<Spinner label="Sending" />}>Send</FormSubmit>
        </div>
      </Form>
      <section className="card ac-section" aria-labelledby="help-sent-heading">
        <h2 id="help-sent-heading" className="ac-section__title">
          Your requests
        </h2>
        {sent.error && (
          <Alert tone="error" action={<Button variant="secondary" onClick={() => void sent.reload()}>Try again</Button>}>
            {sent.error.message}
          </Alert>
        )}
        {!sent.data && !sent.error && (
          <SkeletonGroup>
            <TextSkeleton lines={3} />
          </SkeletonGroup>
        )}
        {sent.data && sent.data.results.length === 0 && <p className="ac-muted">{HELP_REQUESTS_EMPTY}</p>}
        {sent.data && sent.data.results.length > 0 && (
          <ul className="ac-list" aria-label="Help requests sent">
            {sent.data.results.map((r) => (
              <li key={r.id} className="ac-list__item" data-testid="help-request">
                <p>
                  <strong>{r.device_type}</strong> <span className="ac-muted">{formatDate(r.created_at)}</span>
                </p>
                <p>{r.description}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
