import { checkForm } from '../checkForm';
import { formFieldName } from '../formTable';
import { addressForm } from './address';

const valid = {
  address_title: 'Home',
  first_name: 'سارة',
  last_name: 'علي',
  address: '5 Nile St',
  phone_number: '01198765432',
  city_id: 3,
};
const required = [{ key: 'field_required' }];

describe('address table (all fields required)', () => {
  it('accepts a complete address', () => {
    expect(checkForm(addressForm, valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(checkForm(addressForm, { address_title: '  ' })).toEqual({
      address_title: required,
      first_name: required,
      last_name: required,
      address: required,
      phone_number: required,
      city_id: required,
    });
    expect(checkForm(addressForm, { ...valid, first_name: null })).toEqual({
      first_name: required,
    });
  });

  it('checks the phone pattern and the city id', () => {
    expect(checkForm(addressForm, { ...valid, phone_number: '0201234567', city_id: 0 })).toEqual({
      phone_number: [{ key: 'phone_invalid' }],
      city_id: [{ key: 'city_invalid' }],
    });
  });

  it('takes family_name on the wire when last_name is blank', () => {
    const { last_name: _lastName, ...rest } = valid;
    expect(checkForm(addressForm, { ...rest, family_name: 'علي' })).toEqual({});
    expect(checkForm(addressForm, { ...rest, last_name: ' ', family_name: 'علي' })).toEqual({});
    expect(checkForm(addressForm, { ...rest, family_name: 'علي' }, { naming: 'form' })).toEqual({
      addressTitle: required,
      firstName: required,
      lastName: required,
      phoneNumber: required,
      cityId: required,
    });
  });

  it('uses the published camelCase form names on the storefront', () => {
    expect(
      checkForm(
        addressForm,
        {
          addressTitle: 'Home',
          firstName: 'Sara',
          lastName: 'Ali',
          address: '5 Nile St',
          phoneNumber: '123',
          cityId: '',
        },
        { naming: 'form' },
      ),
    ).toEqual({ phoneNumber: [{ key: 'phone_invalid' }], cityId: required });
    expect(formFieldName(addressForm, 'city_id')).toBe('cityId');
    expect(formFieldName(addressForm, 'family_name')).toBeNull();
  });
});
