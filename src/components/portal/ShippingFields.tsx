import type { FieldBinding } from '../form/use-form';
import TextField from '../form/TextField';

/** The shipping contact and address fields, named as the checkout bodies name them. */
export type ShippingField =
  'shipping_name' | 'shipping_phone' | 'address1' | 'address2' | 'city' | 'state' | 'postal_code' | 'country';

interface Props {
  bind: (field: ShippingField) => FieldBinding;
  /** The referee checkout requires the phone; registrations take it as optional. */
  phoneRequired?: boolean;
  /** The address line 2 warning, shown as that field's hint. */
  warning?: string | null;
  stateHint?: string;
}

/** Shipping contact name and phone, then the address, in a field grid (registrations, referee sign-up). */
export default function ShippingFields({ bind, phoneRequired = false, warning, stateHint }: Props) {
  return (
    <div className="field-grid">
      <TextField {...bind('shipping_name')} label="Shipping contact name" autoComplete="name" />
      <TextField
        {...bind('shipping_phone')}
        label="Shipping contact phone"
        {...(phoneRequired ? {} : { labelNote: 'optional' })}
        type="tel"
        autoComplete="tel"
      />
      <TextField {...bind('address1')} label="Address line 1" autoComplete="address-line1" />
      <TextField
        {...bind('address2')}
        label="Address line 2"
        labelNote="optional"
        autoComplete="address-line2"
        hint={warning ?? undefined}
      />
      <TextField {...bind('city')} label="City" autoComplete="address-level2" />
      <TextField
        {...bind('state')}
        label="State"
        autoComplete="address-level1"
        hint={stateHint ?? '2-letter code, e.g. MS'}
      />
      <TextField {...bind('postal_code')} label="ZIP or postal code" autoComplete="postal-code" />
      <TextField {...bind('country')} label="Country" autoComplete="country" />
    </div>
  );
}
