import { Link } from 'react-router';
import { z } from 'zod/mini';
import {
  BACK_TO_ACCOUNT,
  DEVICE_CREDIT_FIELDS_REQUIRED,
  DEVICE_CREDIT_REQUEST_RECEIVED,
  DEVICE_RECEIPT_MAX_BYTES,
  DEVICE_RECEIPT_REQUIRED,
  DEVICE_RECEIPT_TYPES,
  deviceCreditRequestBody,
  TV_OFFER_DEVICES,
  type DeviceCreditRequest,
} from '@sift/contracts';
import { href, track } from '@sift/app-kit';
import { Alert, Button, fieldFailure, Form, FormAlert, formatPrice, FormField, FormSelect, FormSubmit, FormTextArea, PageSkeleton, Spinner } from '@sift/ui';
import { api } from '../../api';
import { formatDate } from '../shared/format';
import { accountCalls, useAccountData } from '../shared/account-data';

/**
 * The request's fields with the API's bounds (deviceCreditRequestBody); the device and the day are required
 * (DEVICE_CREDIT_FIELDS_REQUIRED), the receipt is the file picked (read and checked on sending: readReceipt).
 */
const receiptSchema = z.object({
  device_id: z.union([deviceCreditRequestBody.shape.device_id, z.literal('')]),
  purchased_on: z.union([deviceCreditRequestBody.shape.purchased_on, z.literal('')]),
  order_number: deviceCreditRequestBody.shape.order_number.def.innerType.check(z.trim()),
  description: deviceCreditRequestBody.shape.description.def.innerType.check(z.trim()),
  receipt: z.custom<FileList | null | undefined>(),
});

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

  async function send({ device_id, purchased_on, order_number, description, receipt: files }: z.output<typeof receiptSchema>) {
    // One message for the two required fields, above the button; then the receipt's, under its field (002 §5).
    if (!device_id || !purchased_on) throw new Error(DEVICE_CREDIT_FIELDS_REQUIRED);
    const receipt = await readReceipt(files?.[0] ?? null).catch((failure: Error) => failure.message);
    if (typeof receipt === 'string') throw fieldFailure('receipt', receipt);
    await api().account.createDeviceCreditRequest({
      device_id,
      purchased_on,
      order_number: order_number || undefined,
      description: description || undefined,
      receipt,
    });
    track('device_receipt_sent', { device: device_id });
    await requests.reload();
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
        <Form
          className="ac-form"
          aria-label="Send your receipt"
          schema={receiptSchema}
          defaultValues={{ device_id: '', purchased_on: '', order_number: '', description: '', receipt: null }}
          onSubmit={send}
        >
          <p>Bought an eligible device? Send us a copy of the receipt and we add $30 of credit to your account within 3-5 business days.</p>
          <FormSelect name="device_id" label="Device" placeholder="Choose your device" options={TV_OFFER_DEVICES.map((d) => ({ value: d.id, label: d.name }))} />
          <FormField name="purchased_on" label="Day you bought it" type="date" />
          <FormField name="order_number" label="Order number (optional)" maxLength={100} />
          <FormField name="receipt" label="Receipt" type="file" accept={DEVICE_RECEIPT_TYPES.join(',')} hint="A photo (JPEG or PNG) or a PDF, up to 700 KB." />
          <FormTextArea name="description" label="Anything else we should know? (optional)" maxLength={2000} />
          <FormAlert />
          <div className="ac-actions ac-actions--spread">
            {back}
            <FormSubmit pendingLabel={<Spinner label="Sending" />}>Send receipt</FormSubmit>
          </div>
        </Form>
      )}
    </div>
  );
}
