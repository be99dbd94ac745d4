import { checkForm } from '../checkForm';
import { formFieldName } from '../formTable';
import { changePasswordForm } from './changePassword';

describe('change password table (at least 8, equal to the confirmation)', () => {
  it('accepts 8 characters confirmed', () => {
    expect(
      checkForm(changePasswordForm, { password: '12345678', password_confirmation: '12345678' }),
    ).toEqual({});
  });

  it('refuses 7 characters with the minimum 8, and a different confirmation', () => {
    expect(
      checkForm(changePasswordForm, { password: '1234567', password_confirmation: '1234567' }),
    ).toEqual({ password: [{ key: 'password_min_length', vars: { min: 8 } }] });
    expect(
      checkForm(changePasswordForm, { password: '12345678', password_confirmation: '12345679' }),
    ).toEqual({ password_confirmation: [{ key: 'passwords_not_matching' }] });
    expect(checkForm(changePasswordForm, {})).toEqual({
      password: [{ key: 'field_required' }],
      password_confirmation: [{ key: 'field_required' }],
    });
  });

  it('names the confirmation passwordConfirmation on the form', () => {
    expect(formFieldName(changePasswordForm, 'password_confirmation')).toBe('passwordConfirmation');
    expect(
      checkForm(
        changePasswordForm,
        { password: '12345678', passwordConfirmation: '1234567' },
        { naming: 'form' },
      ),
    ).toEqual({ passwordConfirmation: [{ key: 'passwords_not_matching' }] });
  });
});
