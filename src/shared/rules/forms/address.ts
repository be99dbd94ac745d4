import { defineForm } from '../formTable';
import { cityId, maxLength, phone, required } from './common';

/**
 * Address forms: all fields required, plus the phone pattern; POST /user-addresses/create
 * and /update/{id}. The form's names are the published camelCase ones, the payload's snake_case.
 */
export const addressForm = defineForm({
  name: 'address',
  fields: {
    address_title: { form: 'addressTitle', rules: [required] },
    first_name: { form: 'firstName', rules: [required] },
    // The API also takes family_name (the saved address's own name for it) when last_name is blank.
    last_name: { form: 'lastName', alias: 'family_name', rules: [required] },
    address: { rules: [required] },
    phone_number: { form: 'phoneNumber', rules: [required, maxLength('phone'), phone] },
    city_id: { form: 'cityId', rules: [required, cityId] },
  },
});
