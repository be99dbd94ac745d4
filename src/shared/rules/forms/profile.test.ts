import { checkForm } from '../checkForm';
import { profileForm } from './profile';

const valid = {
  first_name: 'Sara',
  last_name: 'Ali',
  phone_number: '01012345678',
  email: 'sara@example.com',
};

describe('personal info table', () => {
  it('accepts the four fields', () => {
    expect(checkForm(profileForm, valid)).toEqual({});
  });

  it('reports every broken field at once', () => {
    expect(checkForm(profileForm, { first_name: '', phone_number: '123', email: 'x@' })).toEqual({
      first_name: [{ key: 'field_required' }],
      last_name: [{ key: 'field_required' }],
      phone_number: [{ key: 'phone_invalid' }],
      email: [{ key: 'invalid_email_format' }],
    });
  });

  it('takes last_name only (family_name is not its synonym here)', () => {
    const { last_name: _lastName, ...rest } = valid;
    expect(checkForm(profileForm, { ...rest, family_name: 'Ali' })).toEqual({
      last_name: [{ key: 'field_required' }],
    });
  });
});
