/** The billing form's rules (002 §3 Billing form, §5 Payment), for every form that takes a card. */
import { DEFAULT_COUNTRY, PROVIDE_REQUIRED_FIELDS, ZIP_INVALID, type SubscriptionPlan } from '@sift/contracts';
import type { BillingDetails } from './card-entry';

export type BillingForm = Required<Omit<BillingDetails, 'email'>>;

export const EMPTY_BILLING: BillingForm = {
  name: '',
  address_line1: '',
  address_city: '',
  address_state: '',
  address_zip: '',
  address_country: DEFAULT_COUNTRY,
};

export const BILLING_COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
];

/** US zip: 5 digits or 5+4 (002 §5). */
export const isValidUsZip = (zip: string) => /^\d{5}(-\d{4})?$/.test(zip.trim());

/** 002 §5: name, zip and country always; address, city and state when the plan requires billing info. */
export function billingErrors(form: BillingForm, plan: Pick<SubscriptionPlan, 'requires_billing_info'>): { form?: string; zip?: string } {
  const required: (keyof BillingForm)[] = ['name', 'address_zip', 'address_country'];
  if (plan.requires_billing_info) required.push('address_line1', 'address_city', 'address_state');
  if (required.some((field) => !form[field].trim())) return { form: PROVIDE_REQUIRED_FIELDS };
  if (form.address_country === 'US' && !isValidUsZip(form.address_zip)) return { zip: ZIP_INVALID };
  return {};
}
