import { invoiceStatusText, paidWithText } from './invoice-text';

describe('invoice text', () => {
  it('says the status, with the next retry of a failed payment', () => {
    expect(invoiceStatusText({ status: 'paid', next_payment_attempt: null })).toBe('Paid');
    expect(invoiceStatusText({ status: 'open', next_payment_attempt: '2027-04-13T00:00:00.000Z' })).toBe('Payment failed, retrying April 13, 2027');
    expect(invoiceStatusText({ status: 'open', next_payment_attempt: null })).toBe('Payment due');
    expect(invoiceStatusText({ status: 'uncollectible', next_payment_attempt: null })).toBe('Not paid');
  });

  it('says how a paid invoice was paid', () => {
    expect(paidWithText({ credit_applied: 0, amount_paid: 999, card: { brand: 'visa', last4: '4242' } })).toBe('Visa •••• 4242');
    expect(paidWithText({ credit_applied: 999, amount_paid: 0, card: null })).toBe('Paid with credit');
    expect(paidWithText({ credit_applied: 5, amount_paid: 994, card: { brand: 'visa', last4: '4242' } })).toBe('$0.05 credit, $9.94 Visa •••• 4242');
  });
});
