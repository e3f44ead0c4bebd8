import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_CREDIT_FIELDS_REQUIRED, DEVICE_CREDIT_REQUEST_RECEIVED, DEVICE_RECEIPT_REQUIRED } from '@sift/contracts';
import { ApiError } from '@sift/api-client';
import { renderFeature } from '../shared/render-page.test-utils';
import { DeviceReceipt } from './device-receipt';

const deviceCreditRequests = jest.fn();
const createDeviceCreditRequest = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({ account: { deviceCreditRequests: () => deviceCreditRequests(), createDeviceCreditRequest: (body: unknown) => createDeviceCreditRequest(body) } }),
}));

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
const request = {
  id: 7,
  device_id: 'fire-tv-stick-4k',
  device_name: 'Fire TV Stick 4K',
  purchased_on: '2026-06-01',
  order_number: null,
  receipt_name: 'receipt.png',
  status: 'pending',
  credit_amount: null,
  review_note: null,
  created_at: '2026-06-02T12:00:00Z',
  reviewed_at: null,
};

beforeEach(() => {
  deviceCreditRequests.mockReset().mockResolvedValue(page([]));
  createDeviceCreditRequest.mockReset().mockResolvedValue(request);
});

it('sends the device, the day and the receipt (base64), then shows the request as received', async () => {
  renderFeature(<DeviceReceipt />);
  await userEvent.click(await screen.findByRole('button', { name: 'Send receipt' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(DEVICE_CREDIT_FIELDS_REQUIRED);
  await userEvent.selectOptions(screen.getByLabelText('Device'), 'Fire TV Stick 4K');
  await userEvent.type(screen.getByLabelText('Day you bought it'), '2026-06-01');
  await userEvent.type(screen.getByLabelText('Order number (optional)'), '112-7');
  await userEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
  expect(await screen.findByText(DEVICE_RECEIPT_REQUIRED)).toBeVisible();
  await userEvent.upload(screen.getByLabelText('Receipt'), new File(['<html>'], 'receipt.html', { type: 'text/html' }), { applyAccept: false });
  await userEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
  expect(await screen.findByText(DEVICE_RECEIPT_REQUIRED)).toBeVisible();
  await userEvent.upload(screen.getByLabelText('Receipt'), new File([new Uint8Array(701 * 1024)], 'big.png', { type: 'image/png' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
  expect(await screen.findByText(DEVICE_RECEIPT_REQUIRED)).toBeVisible();
  expect(createDeviceCreditRequest).not.toHaveBeenCalled();

  await userEvent.upload(screen.getByLabelText('Receipt'), new File(['receipt'], 'receipt.png', { type: 'image/png' }));
  deviceCreditRequests.mockResolvedValue(page([request]));
  await userEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
  expect(await screen.findByText(/was sent on June 2, 2026/)).toHaveTextContent(DEVICE_CREDIT_REQUEST_RECEIVED);
  expect(createDeviceCreditRequest).toHaveBeenCalledWith({
    device_id: 'fire-tv-stick-4k',
    purchased_on: '2026-06-01',
    order_number: '112-7',
    description: undefined,
    receipt: { name: 'receipt.png', type: 'image/png', data: btoa('receipt') },
  });
  expect(screen.queryByRole('button', { name: 'Send receipt' })).not.toBeInTheDocument();
});

it('shows the $30 credit once staff approved it', async () => {
  deviceCreditRequests.mockResolvedValue(page([{ ...request, status: 'approved', credit_amount: 3000, reviewed_at: '2026-06-04T12:00:00Z' }]));
  renderFeature(<DeviceReceipt />);
  expect(await screen.findByText(/\$30\.00 for your Fire TV Stick 4K was added on June 4, 2026/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Send receipt' })).not.toBeInTheDocument();
});

it('declined, shows staff’s note and the form again', async () => {
  deviceCreditRequests.mockResolvedValue(page([{ ...request, status: 'declined', review_note: 'The receipt is unreadable.' }]));
  renderFeature(<DeviceReceipt />);
  expect(await screen.findByText(/declined: The receipt is unreadable\./)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Send receipt' })).toBeVisible();
});

it("puts the server's messages under their fields (the description's too), keeping what was typed", async () => {
  createDeviceCreditRequest.mockRejectedValue(new ApiError(400, { purchased_on: ['The day cannot be in the future.'], description: ['Too long.'] }));
  renderFeature(<DeviceReceipt />);
  await userEvent.selectOptions(await screen.findByLabelText('Device'), 'Fire TV Stick 4K');
  await userEvent.type(screen.getByLabelText('Day you bought it'), '2030-06-01');
  await userEvent.upload(screen.getByLabelText('Receipt'), new File(['receipt'], 'receipt.png', { type: 'image/png' }));
  await userEvent.type(screen.getByLabelText('Anything else we should know? (optional)'), 'Box lost.');
  await userEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
  expect(await screen.findByText('The day cannot be in the future.')).toHaveClass('ui-field__error');
  expect(screen.getByLabelText('Anything else we should know? (optional)')).toHaveAccessibleDescription('Too long.');
  expect(screen.getByLabelText('Day you bought it')).toHaveValue('2030-06-01');
  expect(screen.queryByRole('alert')).toBeNull();
});
