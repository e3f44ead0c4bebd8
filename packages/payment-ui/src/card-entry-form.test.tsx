import { createRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import type { CardEntryHandle } from './card-entry';
import { CardEntry } from './card-entry-form';
import { groupCardNumber, parseExpiry } from './sandbox-card-form';

const billing = { name: 'Pat Doe', address_zip: '84101', address_country: 'US' };

function setup() {
  const sandbox = {
    createPaymentMethod: jest.fn(async () => ({ id: 'pm_sbx_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } })),
    authenticate: jest.fn(async () => ({ intent_id: 'pi_1', kind: 'payment' as const, status: 'succeeded' as const, client_secret: null, amount: 999, error_message: null, error_code: null })),
  };
  const ref = createRef<CardEntryHandle>();
  function Form() {
    return (
      <form aria-label="Billing">
        <CardEntry ref={ref} config={{ provider: 'sandbox' }} sandbox={sandbox} />
      </form>
    );
  }
  const view = render(
    <UiProvider>
      <Form />
    </UiProvider>,
  );
  return { ...view, sandbox, ref };
}

it('the sandbox card form tokenizes the card it was given, through the caller’s sandbox calls', async () => {
  const { sandbox, ref, container } = setup();
  await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
  expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
  await userEvent.type(screen.getByLabelText('CVC'), '12a3');
  await expect(ref.current!.createToken(billing)).resolves.toBe('pm_sbx_1');
  expect(sandbox.createPaymentMethod).toHaveBeenCalledWith({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', name: 'Pat Doe', address_zip: '84101', address_country: 'US' });
  await expectNoAxeViolations(container);
});

it('answers a 3-D Secure challenge in its dialog', async () => {
  const { sandbox, ref } = setup();
  let settled = false;
  let confirmed!: Promise<unknown>;
  act(() => {
    confirmed = ref.current!.confirm({ intent_id: 'pi_1', kind: 'payment', status: 'requires_action', client_secret: 'pi_1_secret', amount: 999, error_message: null, error_code: null }).then(() => (settled = true));
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Complete authentication' }));
  await confirmed;
  expect(settled).toBe(true);
  expect(sandbox.authenticate).toHaveBeenCalledWith('pi_1', 'pi_1_secret', 'complete');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('reads card numbers and expiry dates as typed', () => {
  expect(groupCardNumber('4000-0025 0000 3155')).toBe('4000 0025 0000 3155');
  expect(parseExpiry('1/31')).toEqual({ month: 1, year: 2031 });
  expect(parseExpiry('13/31')).toBeNull();
  expect(parseExpiry('12/2030')).toEqual({ month: 12, year: 2030 });
});
