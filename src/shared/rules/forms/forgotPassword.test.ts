import { checkForm } from '../checkForm';
import { forgotPasswordForm } from './forgotPassword';

describe('forgot password table', () => {
  it('accepts an e-mail address', () => {
    expect(checkForm(forgotPasswordForm, { email: 'sara@example.com' })).toEqual({});
  });

  it('requires it, then checks its shape', () => {
    expect(checkForm(forgotPasswordForm, {})).toEqual({ email: [{ key: 'field_required' }] });
    expect(checkForm(forgotPasswordForm, { email: 'no-at-sign' })).toEqual({
      email: [{ key: 'invalid_email_format' }],
    });
  });
});
