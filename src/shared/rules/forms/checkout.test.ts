import { checkForm } from '../checkForm';
import { formFieldName, type FormFieldName, type WireFieldName } from '../formTable';
import { checkoutForm } from './checkout';

const required = [{ key: 'field_required' }];

describe('checkout table', () => {
  describe('the API body', () => {
    const order = { products: [{ product_id: 1, quantity: 1 }], payment_method: 'cash' };

    it('accepts an order without billing address, terms or alternative address', () => {
      expect(checkForm(checkoutForm, order)).toEqual({});
      expect(
        checkForm(checkoutForm, { ...order, terms_accepted: true, billing_address: null }),
      ).toEqual({});
    });

    it('refuses terms explicitly not accepted', () => {
      expect(checkForm(checkoutForm, { ...order, terms_accepted: false })).toEqual({
        terms_accepted: [{ key: 'terms_required' }],
      });
    });

    it('checks a sent billing address field by field', () => {
      expect(
        checkForm(checkoutForm, {
          ...order,
          billing_address: { first_name: ' ', country_id: 2, city_id: 77, phone_number: '123' },
        }),
      ).toEqual({
        'billing_address.first_name': required,
        'billing_address.last_name': required,
        'billing_address.address': required,
        'billing_address.country_id': [{ key: 'country_invalid' }],
        'billing_address.phone_number': [{ key: 'phone_invalid' }],
      });
      expect(
        checkForm(checkoutForm, {
          ...order,
          billing_address: {
            first_name: 'A',
            last_name: 'B',
            address: 'C',
            city_id: 3,
            country_id: 1,
          },
        }),
      ).toEqual({});
      expect(checkForm(checkoutForm, { ...order, billing_address: {} })).toEqual({
        'billing_address.first_name': required,
        'billing_address.last_name': required,
        'billing_address.address': required,
        'billing_address.city_id': required,
      });
    });

    it('never requires the alternative address: its choice is not sent', () => {
      expect(
        checkForm(checkoutForm, {
          ...order,
          use_alternative_address: true,
          alternative_address_id: null,
        }),
      ).toEqual({});
    });
  });

  describe('the storefront form', () => {
    const form = {
      first_name: 'Sara',
      last_name: 'Ali',
      city_id: '3',
      address: '5 Nile St',
      note: '',
      payment_method: 'cash',
      terms_accepted: true,
      newsletter_opt_out: false,
      use_alternative_address: false,
      alternative_address_id: '',
    };
    const check = (values: object) => checkForm(checkoutForm, values, { naming: 'form' });

    it('accepts a filled form', () => {
      expect(check(form)).toEqual({});
      expect(check({ ...form, use_alternative_address: true, alternative_address_id: 4 })).toEqual(
        {},
      );
    });

    it('requires the shipping fields, the terms box and, once chosen, an alternative address', () => {
      expect(
        check({
          ...form,
          first_name: '',
          last_name: ' ',
          city_id: '',
          address: '',
          terms_accepted: false,
          use_alternative_address: true,
        }),
      ).toEqual({
        terms_accepted: [{ key: 'terms_required' }],
        alternative_address_id: required,
        first_name: required,
        last_name: required,
        address: required,
        city_id: required,
      });
    });

    it('maps the server’s billing_address errors to the form fields', () => {
      expect(formFieldName(checkoutForm, 'billing_address.city_id')).toBe('city_id');
      expect(formFieldName(checkoutForm, 'billing_address.country_id')).toBeNull();
    });
  });

  it('types the names of each side', () => {
    const form: Array<FormFieldName<typeof checkoutForm>> = ['city_id', 'use_alternative_address'];
    // @ts-expect-error the storefront has no country field at checkout
    form.push('billing_address.country_id');
    const wire: Array<WireFieldName<typeof checkoutForm>> = ['billing_address.city_id'];
    // @ts-expect-error the choice of an alternative address is never sent
    wire.push('use_alternative_address');
    expect([form, wire]).toHaveLength(2);
  });
});
