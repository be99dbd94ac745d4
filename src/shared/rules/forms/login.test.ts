import { checkForm } from '../checkForm';
import { loginForm } from './login';

describe('login table', () => {
  it('needs a phone number and a password, nothing more', () => {
    expect(checkForm(loginForm, { phone_number: '01099998888', password: 'x' })).toEqual({});
    // No pattern here: a malformed number is answered like a wrong one (401), not as a field error.
    expect(checkForm(loginForm, { phone_number: '123', password: 'x' })).toEqual({});
  });

  it('reports blank and missing fields as required', () => {
    expect(checkForm(loginForm, { phone_number: '', password: undefined })).toEqual({
      phone_number: [{ key: 'field_required' }],
      password: [{ key: 'field_required' }],
    });
    expect(checkForm(loginForm, { phone_number: '01099998888', password: '   ' })).toEqual({
      password: [{ key: 'field_required' }],
    });
  });
});
