import { PROVIDE_REQUIRED_FIELDS, ZIP_INVALID } from '@sift/contracts';
import { billingErrors, EMPTY_BILLING, isValidUsZip } from './billing-rules';

const monthly = { requires_billing_info: true };

describe('billing form rules (002 §5)', () => {
  const filled = { ...EMPTY_BILLING, name: 'Pat', address_zip: '84101', address_line1: '1 Main', address_city: 'Provo', address_state: 'UT' };

  it('needs name, zip and country always, and the address when the plan requires billing info', () => {
    expect(billingErrors({ ...filled, name: ' ' }, monthly)).toEqual({ form: PROVIDE_REQUIRED_FIELDS });
    expect(billingErrors({ ...filled, address_city: '' }, monthly)).toEqual({ form: PROVIDE_REQUIRED_FIELDS });
    expect(billingErrors({ ...filled, address_city: '' }, { requires_billing_info: false })).toEqual({});
    expect(billingErrors(filled, monthly)).toEqual({});
  });

  it('takes a US zip of 5 digits or 5+4 only, and defaults the country to US', () => {
    expect(EMPTY_BILLING.address_country).toBe('US');
    expect(isValidUsZip('84101')).toBe(true);
    expect(isValidUsZip('84101-1234')).toBe(true);
    for (const zip of ['8410', '841011', '84101-12', 'ABCDE']) expect(billingErrors({ ...filled, address_zip: zip }, monthly)).toEqual({ zip: ZIP_INVALID });
    expect(billingErrors({ ...filled, address_zip: 'SW1A 1AA', address_country: 'GB' }, monthly)).toEqual({});
  });
});
