import { checkForm, translateIssues } from './checkForm';
import { defineForm } from './formTable';
import { checkoutForm, contactForm, registerForm } from './forms';

// The engine's own behaviour, on small tables; every real table has its test in forms/.
const table = defineForm({
  name: 'engine',
  fields: {
    name: { rules: [{ rule: 'required', key: 'field_required' }] },
    age: {
      form: 'ageYears',
      rules: [
        { rule: 'required', key: 'field_required' },
        { rule: 'id', key: 'field_invalid' },
        { rule: 'idEquals', id: 30, key: 'age_thirty', vars: { age: 30 } },
      ],
    },
    pin: { rules: [{ rule: 'length', min: 4, max: 4, key: 'pin_length' }] },
    opt_in: { formOnly: true, rules: [] },
    newsletter_email: {
      rules: [
        { rule: 'required', key: 'field_required', when: { field: 'opt_in', is: true } },
        { rule: 'email', key: 'invalid_email_format' },
      ],
    },
  },
});

describe('checkForm', () => {
  it('answers {} when every rule holds, one issue per broken field otherwise', () => {
    expect(checkForm(table, { name: 'x', age: 30 })).toEqual({});
    expect(checkForm(table, {})).toEqual({
      name: [{ key: 'field_required' }],
      age: [{ key: 'field_required' }],
    });
  });

  it('stops at the first broken rule of a field and keeps its vars', () => {
    expect(checkForm(table, { name: 'x', age: 'abc' })).toEqual({
      age: [{ key: 'field_invalid' }],
    });
    expect(checkForm(table, { name: 'x', age: 31 })).toEqual({
      age: [{ key: 'age_thirty', vars: { age: 30 } }],
    });
  });

  it('judges optional fields only when present', () => {
    expect(checkForm(table, { name: 'x', age: 30, pin: '' })).toEqual({});
    expect(checkForm(table, { name: 'x', age: 30, pin: '123' })).toEqual({
      pin: [{ key: 'pin_length' }],
    });
  });

  it('applies a conditional rule only while its condition holds (form values)', () => {
    const form = { name: 'x', ageYears: 30 };
    expect(checkForm(table, { ...form, opt_in: false }, { naming: 'form' })).toEqual({});
    expect(checkForm(table, { ...form, opt_in: true }, { naming: 'form' })).toEqual({
      newsletter_email: [{ key: 'field_required' }],
    });
    expect(
      checkForm(table, { ...form, opt_in: true, newsletter_email: 'a@' }, { naming: 'form' }),
    ).toEqual({ newsletter_email: [{ key: 'invalid_email_format' }] });
    // A form-only field is never read from an API body.
    expect(checkForm(table, { name: 'x', age: 30, opt_in: true })).toEqual({});
  });

  it('reads the form names with naming "form" and the wire names otherwise', () => {
    expect(checkForm(table, { name: 'x', ageYears: 30 }, { naming: 'form' })).toEqual({});
    expect(checkForm(table, { name: 'x', ageYears: 30 })).toEqual({
      age: [{ key: 'field_required' }],
    });
  });

  it.each([
    ['a number for a text', { ...{ full_name: 12345 } }],
    ['a boolean', { full_name: true, text: false }],
    ['an object', { full_name: { a: 1 }, contact_email: ['x@y.z'] }],
    ['null everywhere', { full_name: null, contact_email: null, phone_number: null, text: null }],
  ])('never throws on JSON of the wrong type (%s)', (_case, values) => {
    expect(() => checkForm(contactForm, values)).not.toThrow();
    expect(Object.keys(checkForm(contactForm, values)).length).toBeGreaterThan(0);
  });

  it('reads a number sent for a text field as its digits', () => {
    expect(
      checkForm(contactForm, {
        full_name: 'Mona',
        contact_email: 'm@example.com',
        phone_number: 1012345678,
        text: 'x'.repeat(12),
      }),
    ).toEqual({});
  });

  it('treats a body that is no object as an empty one', () => {
    for (const values of [undefined, null, 'text', 42, ['a']]) {
      expect(Object.keys(checkForm(registerForm, values))).toHaveLength(8);
    }
  });

  it('reports a nested object sent as something else on the object itself', () => {
    expect(checkForm(checkoutForm, { billing_address: 'Cairo' })).toEqual({
      billing_address: [{ key: 'field_invalid' }],
    });
  });
});

describe('translateIssues', () => {
  it('translates every issue with its vars, field by field', () => {
    const t = (key: string, vars?: Readonly<Record<string, string | number>>) =>
      vars ? `${key}(${Object.values(vars).join(',')})` : key;
    expect(
      translateIssues(
        checkForm(registerForm, { password: '123', password_confirmation: '123' }),
        t,
      ),
    ).toMatchObject({ first_name: ['field_required'], password: ['password_min_length(6)'] });
  });
});
