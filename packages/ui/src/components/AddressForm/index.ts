export { AddressForm, type AddressFormProps } from './AddressForm';
export type {
  AddressFormLabels,
  AddressFormRule,
  AddressFormValues,
  Friend,
  Region,
} from './addressFormTypes';
