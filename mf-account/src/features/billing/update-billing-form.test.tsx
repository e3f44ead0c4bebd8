import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@sift/api-client';
import { PROVIDE_REQUIRED_FIELDS, ZIP_INVALID } from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { renderFeature } from '../shared/render-page.test-utils';
import { UpdateBillingForm } from './update-billing-form';

jest.setTimeout(30_000);

const saveCustomer = jest.fn();
const createPaymentMethod = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({
    membership: { paymentConfig: async () => ({ provider: 'sandbox' }), saveCustomer: (body: unknown) => saveCustomer(body) },
    paymentSandbox: { createPaymentMethod: (card: unknown) => createPaymentMethod(card), authenticate: jest.fn() },
  }),
}));

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };

beforeEach(() => {
  saveCustomer.mockReset().mockResolvedValue({ card, past_due_payment: null });
  createPaymentMethod.mockReset().mockResolvedValue({ id: 'pm_sbx_1', card });
});

async function fill({ zip = '84101' } = {}) {
  await userEvent.type(await screen.findByLabelText('Address'), '1 Main St');
  await userEvent.type(screen.getByLabelText('City'), 'Provo');
  await userEvent.type(screen.getByLabelText('State'), 'UT');
  await userEvent.type(screen.getByLabelText('Zip code'), zip);
  await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('update billing (002 §2.3, §5, §8)', () => {
  it("asks for every billing field ('Please provide all required fields.'), then the zip's rule, sending nothing", async () => {
    const onSaved = jest.fn();
    const { container } = renderFeature(<UpdateBillingForm onSaved={onSaved} onCancel={() => undefined} />);
    expect(await screen.findByLabelText('Name on card')).toHaveValue('Pat Parker');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDE_REQUIRED_FIELDS);
    await fill({ zip: '8410' });
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(ZIP_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText('Zip code')).toHaveAccessibleDescription(ZIP_INVALID);
    expect(screen.queryByText(PROVIDE_REQUIRED_FIELDS)).toBeNull();
    expect(createPaymentMethod).not.toHaveBeenCalled();
    expect(saveCustomer).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('saves the card once however often it is submitted, with the billing fields by the API’s names', async () => {
    const onSaved = jest.fn();
    renderFeature(<UpdateBillingForm onSaved={onSaved} />);
    await fill();
    const save = screen.getByRole('button', { name: 'Save card' });
    await userEvent.dblClick(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(card, { paidPastDue: false }));
    expect(saveCustomer).toHaveBeenCalledTimes(1);
    expect(saveCustomer).toHaveBeenCalledWith({
      token: 'pm_sbx_1',
      email: 'parent@sift.example',
      name: 'Pat Parker',
      address_line1: '1 Main St',
      address_city: 'Provo',
      address_state: 'UT',
      address_zip: '84101',
      address_country: 'US',
    });
  });

  it("shows the provider's words above the buttons and the server's field errors under their fields, keeping what was typed", async () => {
    createPaymentMethod.mockRejectedValueOnce(new Error('Your card was declined.'));
    saveCustomer.mockRejectedValueOnce(new ApiError(400, { address_city: ['Ensure this field has no more than 100 characters.'] }));
    const onSaved = jest.fn();
    renderFeature(<UpdateBillingForm onSaved={onSaved} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('City')).toHaveValue('Provo');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Ensure this field has no more than 100 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Ensure this field has no more than 100 characters.');
    expect(screen.queryByText('Your card was declined.')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
