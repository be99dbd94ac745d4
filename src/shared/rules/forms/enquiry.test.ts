import { checkForm } from '../checkForm';
import { bulkOrderForm, representativeForm } from './enquiry';

describe('enquiry tables', () => {
  it('representative: all three fields required', () => {
    expect(
      checkForm(
        representativeForm,
        { name: 'Omar', phone: '01012345678', products: 'cups' },
        { naming: 'form' },
      ),
    ).toEqual({});
    expect(
      checkForm(representativeForm, { name: ' ', phone: '', products: '' }, { naming: 'form' }),
    ).toEqual({
      name: [{ key: 'field_required' }],
      phone: [{ key: 'field_required' }],
      products: [{ key: 'field_required' }],
    });
  });

  it('bulk order: nothing required', () => {
    expect(
      checkForm(
        bulkOrderForm,
        { fullName: '', phoneNumber: '', companyName: '', products: '' },
        { naming: 'form' },
      ),
    ).toEqual({});
  });
});
