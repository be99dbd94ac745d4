import { checkForm } from '../checkForm';
import { resetPasswordForm } from './resetPassword';

const valid = {
  email: 'sara@example.com',
  code: '123456',
  password: 'brand-new',
  password_confirmation: 'brand-new',
};

describe('reset password table', () => {
  it('accepts all four fields with a password of at least 6', () => {
    expect(checkForm(resetPasswordForm, valid)).toEqual({});
    expect(
      checkForm(resetPasswordForm, {
        ...valid,
        password: '123456',
        password_confirmation: '123456',
      }),
    ).toEqual({});
  });

  it('requires all four', () => {
    expect(checkForm(resetPasswordForm, {})).toEqual({
      email: [{ key: 'field_required' }],
      code: [{ key: 'field_required' }],
      password: [{ key: 'field_required' }],
      password_confirmation: [{ key: 'field_required' }],
    });
  });

  it('checks the e-mail, the minimum 6 and the confirmation (the code is the server’s to judge)', () => {
    expect(
      checkForm(resetPasswordForm, {
        email: 'bad',
        code: 'not-a-code',
        password: '12345',
        password_confirmation: '54321',
      }),
    ).toEqual({
      email: [{ key: 'invalid_email_format' }],
      password: [{ key: 'password_min_length', vars: { min: 6 } }],
      password_confirmation: [{ key: 'passwords_not_matching' }],
    });
  });
});
