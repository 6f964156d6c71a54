import { rules, useFormFields } from '../../private/forms';
import type { AddressFormValues } from './addressFormTypes';

/** Values the form may start from: the friend chosen on their profile, the last address. */
export type AddressFormDefaults = Partial<{ friendUserId: number } & AddressFormValues['address']>;

/** The address form's fields and the rules they follow (see AddressFormRule). */
export function useAddressForm(defaults: AddressFormDefaults) {
  return useFormFields(
    {
      friendUserId: defaults.friendUserId ?? null,
      receiverName: defaults.receiverName ?? '',
      phone: defaults.phone ?? '',
      region: defaults.region ?? '',
      detail: defaults.detail ?? '',
      postcode: defaults.postcode ?? '',
      message: '',
    },
    (values) => ({
      friendUserId: rules.friend(values.friendUserId),
      receiverName: rules.receiverName(values.receiverName),
      phone: rules.phone(values.phone),
      region: rules.region(values.region),
      detail: rules.address(values.detail),
    }),
  );
}
