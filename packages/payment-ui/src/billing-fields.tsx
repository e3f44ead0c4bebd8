import { SelectField, TextField } from '@sift/ui';
import { BILLING_COUNTRIES, type BillingForm } from './billing-rules';

export interface BillingFieldsProps {
  value: BillingForm;
  onChange: (next: BillingForm) => void;
  /** The address, city and state too (a plan that requires billing info, or a card update). */
  withAddress: boolean;
  /** The zip code's message (billingErrors().zip). */
  zipError?: string;
}

/** The billing form's fields (002 §3): name on card, address, city, state, zip and country (US by default). */
export function BillingFields({ value, onChange, withAddress, zipError }: BillingFieldsProps) {
  const set = (field: keyof BillingForm) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  return (
    <>
      <TextField label="Name on card" name="name" autoComplete="cc-name" value={value.name} onChange={set('name')} />
      {withAddress && (
        <>
          <TextField label="Address" name="address-line1" autoComplete="address-line1" value={value.address_line1} onChange={set('address_line1')} />
          <div className="pui-row">
            <TextField label="City" name="city" autoComplete="address-level2" value={value.address_city} onChange={set('address_city')} />
            <TextField label="State" name="state" autoComplete="address-level1" value={value.address_state} onChange={set('address_state')} />
          </div>
        </>
      )}
      <div className="pui-row">
        <TextField label="Zip code" name="zip" autoComplete="postal-code" value={value.address_zip} onChange={set('address_zip')} errors={zipError ? [zipError] : undefined} />
        <SelectField label="Country" name="country" autoComplete="country" options={BILLING_COUNTRIES} value={value.address_country} onChange={set('address_country')} />
      </div>
    </>
  );
}
