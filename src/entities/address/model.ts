// Saved address and city, as the address hooks and forms use them. The domain types are
// made from the server's answers in api/transforms/address.ts.
import type { Address } from '../../api/transforms/address';

export type { Address, City } from '../../api/transforms/address';
export type { AddressInput } from '../../api/addressesApi';

/** 1.5 s: how long the address-saved message shows before moving on. */
export const ADDRESS_SAVED_DELAY_MS = 1500;

/** Formik values of the address form: published names; the city is the <select>'s string value. */
export interface AddressFormValues {
  addressTitle: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  cityId: string;
}

export const emptyAddressValues: AddressFormValues = {
  addressTitle: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  address: '',
  cityId: '',
};

/** An address to edit as form values. */
export function addressFormValues(address: Address): AddressFormValues {
  return {
    addressTitle: address.title,
    firstName: address.firstName,
    lastName: address.lastName,
    phoneNumber: address.phoneNumber,
    address: address.address,
    cityId: address.cityId === null ? '' : String(address.cityId),
  };
}
