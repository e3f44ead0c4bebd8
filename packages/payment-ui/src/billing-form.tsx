import { z } from 'zod/mini';
import { paymentCustomerRequest } from '@sift/contracts';
import { FormAlert, FormField, FormSelect, ruleIssues } from '@sift/ui';
import { BILLING_COUNTRIES, billingErrors, type BillingForm } from './billing-rules';

/**
 * The billing form's fields with the server's bounds (POST stripe/customer/, paymentCustomerRequest): spread them
 * into a page's own `z.object` when the page has more fields, and add `addBillingIssues` in its `z.superRefine` check.
 */
const customer = paymentCustomerRequest.shape;
export const billingShape = {
  name: customer.name.def.innerType,
  address_line1: customer.address_line1.def.innerType,
  address_city: customer.address_city.def.innerType,
  address_state: customer.address_state.def.innerType,
  address_zip: customer.address_zip.def.innerType,
  address_country: customer.address_country.def.innerType,
} satisfies Record<keyof BillingForm, z.ZodMiniType<string>>;

/**
 * Where the billing rules put 'Please provide all required fields.' (002 §5): a message for the form, not for one
 * field, shown by `FormBillingAlert`. It is not a field: nothing is registered under this name.
 */
export const BILLING_REQUIRED_ERROR = 'billing_required';

/** The billing rules (billingErrors, 002 §5) as issues of a Form's schema: the form-level one and the zip's. */
export function addBillingIssues(values: BillingForm, withAddress: boolean, ctx: z.core.$RefinementCtx): void {
  ruleIssues((billing: BillingForm) => {
    const found = billingErrors(billing, { requires_billing_info: withAddress });
    return { [BILLING_REQUIRED_ERROR]: found.form, address_zip: found.zip };
  })(values, ctx);
}

/** A Form's schema for the billing fields alone (a card update): their bounds and 002 §5's rules. */
export function billingSchema(withAddress: boolean) {
  return z.object(billingShape).check(z.superRefine((values, ctx) => addBillingIssues(values, withAddress, ctx)));
}

export interface FormBillingFieldsProps {
  /** The address, city and state too (a plan that requires billing info, or a card update). */
  withAddress: boolean;
}

/**
 * The billing form's fields (002 §3) bound to the surrounding `Form` (@sift/ui) by their names, which are the
 * API's (`name`, `address_line1`, `address_city`, `address_state`, `address_zip`, `address_country`): the Form's
 * defaultValues give them (EMPTY_BILLING, with the member's name), its schema checks them (billingSchema or
 * billingShape + addBillingIssues), and the server's field errors for them show under them.
 */
export function FormBillingFields({ withAddress }: FormBillingFieldsProps) {
  return (
    <>
      <FormField name="name" label="Name on card" autoComplete="cc-name" />
      {withAddress && (
        <>
          <FormField name="address_line1" label="Address" autoComplete="address-line1" />
          <div className="pui-row">
            <FormField name="address_city" label="City" autoComplete="address-level2" />
            <FormField name="address_state" label="State" autoComplete="address-level1" />
          </div>
        </>
      )}
      <div className="pui-row">
        <FormField name="address_zip" label="Zip code" autoComplete="postal-code" />
        <FormSelect name="address_country" label="Country" autoComplete="country" options={BILLING_COUNTRIES} />
      </div>
    </>
  );
}

/** 'Please provide all required fields.' after a submission that missed one (inside the Form; nothing otherwise). */
export function FormBillingAlert() {
  return <FormAlert name={BILLING_REQUIRED_ERROR} />;
}
