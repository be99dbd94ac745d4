import { checkForm } from '../checkForm';
import { contactForm } from './contact';

const valid = {
  full_name: 'منى إبراهيم',
  contact_email: 'mona@example.com',
  phone_number: '01012345678',
  text: 'أريد عرض سعر لعدد 200 كوب زجاجي.',
};

describe('contact table (SPEC §5 Contact form)', () => {
  it('accepts a message and the edge lengths', () => {
    expect(checkForm(contactForm, valid)).toEqual({});
    expect(
      checkForm(contactForm, {
        ...valid,
        full_name: 'علي',
        text: 'x'.repeat(10),
        phone_number: '0123456789',
      }),
    ).toEqual({});
    expect(checkForm(contactForm, { ...valid, text: 'ن'.repeat(500) })).toEqual({});
  });

  it('answers one key per broken field', () => {
    expect(
      checkForm(contactForm, {
        full_name: 'ab',
        contact_email: 'not-mail',
        phone_number: '12345',
        text: 'short',
      }),
    ).toEqual({
      full_name: [{ key: 'contact_full_name_min' }],
      contact_email: [{ key: 'contact_email_invalid' }],
      phone_number: [{ key: 'contact_phone_invalid' }],
      text: [{ key: 'contact_text_length' }],
    });
    expect(checkForm(contactForm, { ...valid, text: 'x'.repeat(501) })).toEqual({
      text: [{ key: 'contact_text_length' }],
    });
    expect(checkForm(contactForm, { ...valid, phone_number: '01012345a78' })).toEqual({
      phone_number: [{ key: 'contact_phone_invalid' }],
    });
  });

  it('requires all four and counts trimmed characters', () => {
    expect(checkForm(contactForm, {})).toEqual({
      full_name: [{ key: 'field_required' }],
      contact_email: [{ key: 'field_required' }],
      phone_number: [{ key: 'field_required' }],
      text: [{ key: 'field_required' }],
    });
    expect(
      checkForm(contactForm, { ...valid, full_name: '  ab  ', text: ` ${'x'.repeat(9)}  ` }),
    ).toEqual({
      full_name: [{ key: 'contact_full_name_min' }],
      text: [{ key: 'contact_text_length' }],
    });
  });
});
