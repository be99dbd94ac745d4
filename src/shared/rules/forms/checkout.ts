import { EGYPT_COUNTRY_ID } from '../constants';
import { defineForm } from '../formTable';
import { cityId, maxLength, phone, required } from './common';

/**
 * Checkout; POST /user-orders/create. The shipping fields are sent in the order payload as
 * billing_address, so the server checks them only when that object is sent; the
 * storefront's form always has them. Whether saved-address ids are the shopper's, cities exist
 * and the cart is not empty is the server's to say (database, JSON schema).
 */
export const checkoutForm = defineForm({
  name: 'checkout',
  fields: {
    // The terms must be agreed: the checkbox starts false; a payload without it passes.
    terms_accepted: { rules: [{ rule: 'notFalse', key: 'terms_required' }] },
    // The shopper's choice to name a saved alternative (backup) address; never sent.
    use_alternative_address: { formOnly: true, rules: [] },
    alternative_address_id: {
      rules: [{ ...required, when: { field: 'use_alternative_address', is: true } }],
    },
    'billing_address.first_name': { form: 'first_name', rules: [required] },
    'billing_address.last_name': { form: 'last_name', rules: [required] },
    'billing_address.address': { form: 'address', rules: [required] },
    'billing_address.city_id': { form: 'city_id', rules: [required, cityId] },
    // Sent by API clients only: the storefront always delivers to Egypt and asks no phone here.
    'billing_address.country_id': {
      form: null,
      rules: [{ rule: 'idEquals', id: EGYPT_COUNTRY_ID, key: 'country_invalid' }],
    },
    'billing_address.phone_number': { form: null, rules: [maxLength('phone'), phone] },
    note: { rules: [] },
    payment_method: { rules: [] },
    newsletter_opt_out: { rules: [] },
  },
});
