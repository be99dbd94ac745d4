import { ValidationError } from 'yup';
import { checkForm } from '../checkForm';
import { toLatinDigits } from '../digits';
import { buildYupSchema } from '../yupSchema';
import { contactForm } from './contact';

const valid = {
  full_name: 'منى إبراهيم',
  contact_email: 'mona@example.com',
  phone_number: '01012345678',
  text: 'أريد عرض سعر لعدد 200 كوب زجاجي.',
};

describe('contact table', () => {
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

describe('contact table at every boundary', () => {
  const fieldIssues = (field: keyof typeof valid, value: string) =>
    checkForm(contactForm, { ...valid, [field]: value })[field];
  const broken = (key: string) => [{ key }];

  it('full_name: 2 characters refused, 3 accepted (Arabic letters counted once each)', () => {
    expect(fieldIssues('full_name', 'Al')).toEqual(broken('contact_full_name_min'));
    expect(fieldIssues('full_name', 'عل')).toEqual(broken('contact_full_name_min'));
    expect(fieldIssues('full_name', 'Ali')).toBeUndefined();
    expect(fieldIssues('full_name', 'علي')).toBeUndefined();
    expect(fieldIssues('full_name', '   ')).toEqual(broken('field_required'));
  });

  it.each(['mona@example.com', 'mona.ali+shop@mail.example.eg', ' mona@example.com '])(
    'contact_email %p accepted',
    (email) => expect(fieldIssues('contact_email', email)).toBeUndefined(),
  );

  it.each(['mona', 'mona@', '@example.com', 'mona@example', 'mona @example.com', 'a@b@c.com'])(
    'contact_email %p refused',
    (email) => expect(fieldIssues('contact_email', email)).toEqual(broken('contact_email_invalid')),
  );

  it.each([
    ['9 digits', '012345678', false],
    ['10 digits', '0123456789', true],
    ['11 digits', '01012345678', true],
    ['12 digits', '010123456789', false],
    ['a letter', '0101234567a', false],
    ['a space inside', '0101 234567', false],
    ['a plus sign', '+2010123456', false],
    ['a dash', '010-1234567', false],
  ])('phone_number with %s: accepted %p', (_, phone, ok) => {
    expect(fieldIssues('phone_number', phone)).toEqual(
      ok ? undefined : broken('contact_phone_invalid'),
    );
  });

  it('phone_number in Arabic-Indic or Persian digits is accepted once made Latin (the form does that)', () => {
    expect(fieldIssues('phone_number', '٠١٠١٢٣٤٥٦٧٨')).toEqual(broken('contact_phone_invalid'));
    expect(fieldIssues('phone_number', toLatinDigits('٠١٠١٢٣٤٥٦٧٨'))).toBeUndefined();
    expect(fieldIssues('phone_number', toLatinDigits('۰۱۰۱۲۳۴۵۶۷'))).toBeUndefined();
    expect(fieldIssues('phone_number', toLatinDigits('٠١٠١٢٣٤٥٦٧٨٩'))).toEqual(
      broken('contact_phone_invalid'),
    );
  });

  it.each([
    [9, false],
    [10, true],
    [500, true],
    [501, false],
  ])('text of %i characters: accepted %p', (length, ok) => {
    for (const letter of ['x', 'ن', '😀']) {
      expect(fieldIssues('text', letter.repeat(length))).toEqual(
        ok ? undefined : broken('contact_text_length'),
      );
    }
  });

  it('the storefront schema (buildYupSchema) answers the same at the edges, translated', async () => {
    const schema = buildYupSchema(contactForm, (key) => `t:${key}`);
    await expect(
      schema.validate(
        { ...valid, full_name: 'Ali', phone_number: '0123456789', text: 'x'.repeat(10) },
        { abortEarly: false },
      ),
    ).resolves.toBeTruthy();
    const error = await schema
      .validate(
        {
          full_name: 'Al',
          contact_email: 'mona@',
          phone_number: '012345678',
          text: 'x'.repeat(501),
        },
        { abortEarly: false },
      )
      .catch((caught: ValidationError) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.sort()).toEqual(
      [
        't:contact_email_invalid',
        't:contact_full_name_min',
        't:contact_phone_invalid',
        't:contact_text_length',
      ].sort(),
    );
  });
});
