import { checkForm } from '../checkForm';
import { registerForm } from './register';

const valid = {
  first_name: 'منى',
  family_name: 'عادل',
  email: 'mona.adel@example.com',
  phone_number: '01012345678',
  address: '12 شارع النيل',
  city_id: 3,
  password: 'abcdef',
  password_confirmation: 'abcdef',
};
const required = [{ key: 'field_required' }];

describe('register table', () => {
  it('accepts a complete registration; a six-character password; a city id sent as text', () => {
    expect(checkForm(registerForm, valid)).toEqual({});
    expect(checkForm(registerForm, { ...valid, city_id: '3' })).toEqual({});
    expect(checkForm(registerForm, { ...valid, email: ' Mona@Example.COM ' })).toEqual({});
  });

  it('refuses an e-mail of the staff placeholder domain (any case, subdomains too)', () => {
    for (const email of [
      'x@zujaj.invalid',
      'staff-01012345678@ZUJAJ.invalid',
      'a@b.zujaj.invalid',
    ]) {
      expect(checkForm(registerForm, { ...valid, email })).toEqual({
        email: [{ key: 'email_domain_reserved' }],
      });
    }
    expect(checkForm(registerForm, { ...valid, email: 'zujaj.invalid@example.com' })).toEqual({});
  });

  it('reports every field of an empty body as required, in form order', () => {
    const issues = checkForm(registerForm, {});
    expect(issues).toEqual({
      first_name: required,
      family_name: required,
      email: required,
      phone_number: required,
      address: required,
      city_id: required,
      password: required,
      password_confirmation: required,
    });
    expect(Object.keys(issues)).toEqual(Object.keys(valid));
  });

  it('checks e-mail, phone pattern, city id, password minimum 6 and confirmation', () => {
    expect(
      checkForm(registerForm, {
        ...valid,
        first_name: '   ',
        email: 'not-an-email',
        phone_number: '0212345678',
        city_id: 'x',
        password: '12345',
        password_confirmation: '123456',
      }),
    ).toEqual({
      first_name: required,
      email: [{ key: 'invalid_email_format' }],
      phone_number: [{ key: 'phone_invalid' }],
      city_id: [{ key: 'city_invalid' }],
      password: [{ key: 'password_min_length', vars: { min: 6 } }],
      password_confirmation: [{ key: 'passwords_not_matching' }],
    });
  });

  it.each([
    ['01012345678', true],
    ['01512345678', true],
    ['0101234567', false],
    ['010123456789', false],
    ['11012345678', false],
    ['0101234567a', false],
  ])('phone %s valid: %s', (phone_number, ok) => {
    expect(checkForm(registerForm, { ...valid, phone_number })).toEqual(
      ok ? {} : { phone_number: [{ key: 'phone_invalid' }] },
    );
  });

  it('compares the confirmation untrimmed, and even when the password is missing', () => {
    expect(checkForm(registerForm, { ...valid, password_confirmation: 'abcdef ' })).toEqual({
      password_confirmation: [{ key: 'passwords_not_matching' }],
    });
    expect(checkForm(registerForm, { ...valid, password: '' })).toEqual({
      password: required,
      password_confirmation: [{ key: 'passwords_not_matching' }],
    });
  });

  it('leaves the disabled country out of the payload rules', () => {
    expect(checkForm(registerForm, { ...valid, country: 'Egypt' }, { naming: 'form' })).toEqual({});
  });
});
