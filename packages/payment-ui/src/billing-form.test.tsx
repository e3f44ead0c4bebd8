import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { ApiError } from '@sift/api-client';
import { PROVIDE_REQUIRED_FIELDS, ZIP_INVALID } from '@sift/contracts';
import { Form, FormSubmit } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { addBillingIssues, billingSchema, billingShape, FormBillingAlert, FormBillingFields } from './billing-form';
import { EMPTY_BILLING } from './billing-rules';

jest.setTimeout(30_000);

function CardUpdate({ onSubmit, withAddress = true }: { onSubmit: (values: unknown) => Promise<unknown>; withAddress?: boolean }) {
  return (
    <Form aria-label="Billing" schema={billingSchema(withAddress)} defaultValues={{ ...EMPTY_BILLING, name: 'Pat Doe' }} onSubmit={onSubmit}>
      <FormBillingFields withAddress={withAddress} />
      <FormBillingAlert />
      <FormSubmit>Save</FormSubmit>
    </Form>
  );
}

async function fillAddress() {
  await userEvent.type(screen.getByLabelText('Address'), '1 Main St');
  await userEvent.type(screen.getByLabelText('City'), 'Provo');
  await userEvent.type(screen.getByLabelText('State'), 'UT');
}

describe('FormBillingFields', () => {
  it("binds the six fields to the Form: 'Please provide all required fields.', then the zip's rule under the zip", async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { container } = render(<CardUpdate onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Name on card')).toHaveValue('Pat Doe');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDE_REQUIRED_FIELDS);
    await fillAddress();
    await userEvent.type(screen.getByLabelText('Zip code'), '8410');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ZIP_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText('Zip code')).toHaveAccessibleDescription(ZIP_INVALID);
    expect(screen.queryByText(PROVIDE_REQUIRED_FIELDS)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    // Outside the US any zip will do.
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Pat Doe',
      address_line1: '1 Main St',
      address_city: 'Provo',
      address_state: 'UT',
      address_zip: '8410',
      address_country: 'CA',
    });
  });

  it('without the address only name, zip and country are asked for', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(<CardUpdate onSubmit={onSubmit} withAddress={false} />);
    expect(screen.queryByLabelText('Address')).toBeNull();
    await userEvent.type(screen.getByLabelText('Zip code'), '84101');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Pat Doe', address_zip: '84101', address_line1: '' }));
  });

  it("the server's field errors go under the billing fields", async () => {
    const onSubmit = jest.fn().mockRejectedValue(new ApiError(400, { address_zip: ['Ensure this field has no more than 20 characters.'] }));
    render(<CardUpdate onSubmit={onSubmit} withAddress={false} />);
    await userEvent.type(screen.getByLabelText('Zip code'), '84101');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ensure this field has no more than 20 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Zip code')).toHaveAccessibleDescription('Ensure this field has no more than 20 characters.');
  });

  it("a page's own schema spreads billingShape and adds the billing rules", () => {
    const page = z.object({ ...billingShape, promo: z.string() }).check(z.superRefine((values, ctx) => addBillingIssues(values, true, ctx)));
    const missing = page.safeParse({ ...EMPTY_BILLING, promo: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['billing_required', PROVIDE_REQUIRED_FIELDS]]);
    // The server's bounds (paymentCustomerRequest) hold too.
    expect(page.safeParse({ ...EMPTY_BILLING, name: 'x'.repeat(201), promo: '' }).success).toBe(false);
  });
});
