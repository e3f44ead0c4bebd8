import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BACK_TO_ACCOUNT, HELP_REQUESTS_EMPTY, PRIORITY_REQUEST_REQUIRED, PRIORITY_SUPPORT_DEVICES } from '@sift/contracts';
import { href, track } from '@sift/app-kit';
import { Alert, Button, SelectField, SkeletonGroup, Spinner, TextAreaField, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { formErrors } from '../shared/api-errors';
import { formatDate } from '../shared/format';
import { accountCalls, useAccountData } from '../shared/account-data';

/**
 * Help requests (002 §3 "Help request: device type and description", §5 the device list and its message, §7 POST
 * help-requests): ask support for help with a device, and see the requests sent before (docs/decisions/0105). What
 * was typed stays when sending fails.
 */
export function HelpRequests() {
  const sent = useAccountData(accountCalls.helpRequests);
  const [device, setDevice] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ fields: Record<string, string[]>; form: string | null }>({ fields: {}, form: null });
  const [received, setReceived] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setReceived(null);
    if (!device || !description.trim()) return setErrors({ fields: {}, form: PRIORITY_REQUEST_REQUIRED });
    setErrors({ fields: {}, form: null });
    setBusy(true);
    try {
      const answer = await api().account.createHelpRequest({ device_type: device, description: description.trim() });
      track('help_request_sent', { device });
      setReceived(answer.detail);
      setDevice('');
      setDescription('');
      await sent.reload();
    } catch (failure) {
      setErrors(formErrors(failure, ['device_type', 'description']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ac-form ac-form--wide">
      <form className="card ac-section" aria-label="Ask for help" noValidate onSubmit={(event) => void submit(event)}>
        <h2 className="ac-section__title">Ask for help</h2>
        <p className="ac-muted">Tell us where you watch and what is not working; our support team answers by e-mail.</p>
        <SelectField
          label="Device"
          placeholder="Choose a device"
          value={device}
          onChange={(e) => setDevice(e.target.value)}
          options={PRIORITY_SUPPORT_DEVICES.map((d) => ({ value: d, label: d }))}
          errors={errors.fields.device_type}
        />
        <TextAreaField label="What is happening?" value={description} maxLength={2000} onChange={(e) => setDescription(e.target.value)} errors={errors.fields.description} />
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        {received && <Alert tone="success">{received}</Alert>}
        <div className="ac-actions ac-actions--spread">
          <Link className="ac-link" to={href('account')}>
            {BACK_TO_ACCOUNT}
          </Link>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label="Sending" /> : 'Send'}
          </Button>
        </div>
      </form>
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
