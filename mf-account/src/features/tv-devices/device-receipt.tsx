import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  BACK_TO_ACCOUNT,
  DEVICE_CREDIT_FIELDS_REQUIRED,
  DEVICE_CREDIT_REQUEST_RECEIVED,
  DEVICE_RECEIPT_MAX_BYTES,
  DEVICE_RECEIPT_REQUIRED,
  DEVICE_RECEIPT_TYPES,
  TV_OFFER_DEVICES,
  type DeviceCreditRequest,
  type TvOfferDeviceId,
} from '@sift/contracts';
import { href, track } from '@sift/app-kit';
import { Alert, Button, formatPrice, PageSkeleton, SelectField, Spinner, TextAreaField, TextField } from '@sift/ui';
import { api } from '../../api';
import { formErrors } from '../shared/api-errors';
import { formatDate } from '../shared/format';
import { accountCalls, useAccountData } from '../shared/account-data';

type Errors = { fields: Record<string, string[]>; form: string | null };

/** The receipt as the call sends it (base64), or the spec's message when it is missing, of another kind or too big. */
export async function readReceipt(file: File | null): Promise<{ name: string; type: (typeof DEVICE_RECEIPT_TYPES)[number]; data: string } | string> {
  if (!file || file.size === 0 || file.size > DEVICE_RECEIPT_MAX_BYTES || !(DEVICE_RECEIPT_TYPES as readonly string[]).includes(file.type)) return DEVICE_RECEIPT_REQUIRED;
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The receipt could not be read.'));
    reader.readAsDataURL(file);
  });
  return { name: file.name, type: file.type as (typeof DEVICE_RECEIPT_TYPES)[number], data: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}

function RequestStatus({ request }: { request: DeviceCreditRequest }) {
  const sent = formatDate(request.created_at);
  if (request.status === 'approved') {
    return (
      <Alert tone="success" title="Your credit is on your account">
        {formatPrice(request.credit_amount ?? 0)} for your {request.device_name} was added{request.reviewed_at ? ` on ${formatDate(request.reviewed_at)}` : ''}. It pays your next
        renewal first.
      </Alert>
    );
  }
  if (request.status === 'declined') {
    return (
      <Alert tone="warning" title="We could not approve your last receipt">
        Your request for the {request.device_name} (sent {sent}) was declined{request.review_note ? `: ${request.review_note}` : '.'} You can send another receipt below.
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Receipt sent">
      Your request for the {request.device_name} was sent on {sent}. {DEVICE_CREDIT_REQUEST_RECEIVED}
    </Alert>
  );
}

/**
 * The TV device offer's support request (002 §2.5 step 2: "send a copy of the receipt through a support request"; step
 * 3: "$30 credit within 3-5 business days"; docs/decisions/0106): the device, the day of purchase, the order number and
 * the receipt; then its state (pending, approved with the credit, or declined with staff's note and a new form).
 */
export function DeviceReceipt() {
  const requests = useAccountData(accountCalls.deviceCreditRequests);
  const [device, setDevice] = useState('');
  const [purchasedOn, setPurchasedOn] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);

  if (requests.error) {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={() => void requests.reload()}>Try again</Button>}>
        {requests.error.message}
      </Alert>
    );
  }
  if (!requests.data) return <PageSkeleton />;
  const latest = requests.data.results[0] ?? null;
  const open = latest && latest.status !== 'declined';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!device || !purchasedOn) return setErrors({ fields: {}, form: DEVICE_CREDIT_FIELDS_REQUIRED });
    const receipt = await readReceipt(file).catch((failure: Error) => failure.message);
    if (typeof receipt === 'string') return setErrors({ fields: { receipt: [receipt] }, form: null });
    setErrors({ fields: {}, form: null });
    setBusy(true);
    try {
      await api().account.createDeviceCreditRequest({
        device_id: device as TvOfferDeviceId,
        purchased_on: purchasedOn,
        order_number: orderNumber.trim() || undefined,
        description: description.trim() || undefined,
        receipt,
      });
      track('device_receipt_sent', { device });
      await requests.reload();
    } catch (failure) {
      setErrors(formErrors(failure, ['device_id', 'purchased_on', 'order_number', 'receipt']));
    } finally {
      setBusy(false);
    }
  }

  const back = (
    <Link className="ac-link" to={href('offersTvDevices')}>
      Back to the TV device offer
    </Link>
  );
  return (
    <div className="ac-form ac-form--narrow">
      {latest && <RequestStatus request={latest} />}
      {open ? (
        <p className="ac-actions ac-actions--spread">
          {back}
          <Link className="ac-link" to={href('account')}>
            {BACK_TO_ACCOUNT}
          </Link>
        </p>
      ) : (
        <form className="ac-form" aria-label="Send your receipt" noValidate onSubmit={(event) => void submit(event)}>
          <p>Bought an eligible device? Send us a copy of the receipt and we add $30 of credit to your account within 3-5 business days.</p>
          <SelectField
            label="Device"
            placeholder="Choose your device"
            value={device}
            onChange={(e) => setDevice(e.target.value)}
            options={TV_OFFER_DEVICES.map((d) => ({ value: d.id, label: d.name }))}
            errors={errors.fields.device_id}
          />
          <TextField label="Day you bought it" type="date" value={purchasedOn} onChange={(e) => setPurchasedOn(e.target.value)} errors={errors.fields.purchased_on} />
          <TextField label="Order number (optional)" value={orderNumber} maxLength={100} onChange={(e) => setOrderNumber(e.target.value)} errors={errors.fields.order_number} />
          <TextField
            label="Receipt"
            type="file"
            accept={DEVICE_RECEIPT_TYPES.join(',')}
            hint="A photo (JPEG or PNG) or a PDF, up to 700 KB."
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            errors={errors.fields.receipt}
          />
          <TextAreaField label="Anything else we should know? (optional)" value={description} maxLength={2000} onChange={(e) => setDescription(e.target.value)} />
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <div className="ac-actions ac-actions--spread">
            {back}
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner label="Sending" /> : 'Send receipt'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
