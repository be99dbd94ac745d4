// Every field a pattern judges is first held to a maximum length, so a long
// crafted value is refused by counting, never by the pattern (the server's JSON Schema refuses it
// even earlier; the table says it on the storefront too).
import { checkForm } from '../checkForm';
import { MAX_LENGTH } from '../constants';
import type { FormTable, Rule } from '../formTable';
import * as validation from '../validation';
import { contactForm, FORM_TABLES, registerForm } from './index';

const PATTERN_RULES: ReadonlyArray<Rule['rule']> = ['email', 'phone', 'contactPhone'];

const patternFields = (table: FormTable) =>
  Object.entries(table.fields).filter(([, field]) =>
    field.rules.some((rule) => PATTERN_RULES.includes(rule.rule)),
  );

afterEach(() => jest.restoreAllMocks());

describe('a length rule before every pattern rule', () => {
  it.each(FORM_TABLES.map((table) => [table.name, table] as const))(
    '%s: each pattern rule follows a maximum length',
    (_name, table) => {
      for (const [field, { rules }] of patternFields(table)) {
        const patternAt = rules.findIndex((rule) => PATTERN_RULES.includes(rule.rule));
        const lengthAt = rules.findIndex(
          (rule) => rule.rule === 'length' && rule.max !== undefined,
        );
        expect({ field, lengthFirst: lengthAt >= 0 && lengthAt < patternAt }).toEqual({
          field,
          lengthFirst: true,
        });
      }
    },
  );

  it('a 300-character e-mail gets the length key and never reaches the pattern', () => {
    const isValidEmail = jest.spyOn(validation, 'isValidEmail');
    // Well formed but for its length: only the length rule can refuse it.
    const long = `${'a'.repeat(288)}@example.com`;
    expect(long).toHaveLength(300);
    expect(
      checkForm(registerForm, {
        first_name: 'Mona',
        family_name: 'Adel',
        email: long,
        phone_number: '01012345678',
        address: '12 Nile St',
        city_id: 3,
        password: 'abcdef',
        password_confirmation: 'abcdef',
      }),
    ).toEqual({ email: [{ key: 'field_too_long', vars: { max: MAX_LENGTH.email } }] });
    expect(
      checkForm(contactForm, {
        full_name: 'Mona',
        contact_email: `${'a@'.repeat(150)}`,
        phone_number: '1'.repeat(21),
        text: 'x'.repeat(20),
      }),
    ).toEqual({
      contact_email: [{ key: 'field_too_long', vars: { max: MAX_LENGTH.email } }],
      phone_number: [{ key: 'field_too_long', vars: { max: MAX_LENGTH.phone } }],
    });
    expect(isValidEmail).not.toHaveBeenCalled();
  });

  it('254 characters still reach the pattern', () => {
    const isValidEmail = jest.spyOn(validation, 'isValidEmail');
    expect(
      checkForm(contactForm, {
        full_name: 'Mona',
        contact_email: `${'a'.repeat(242)}@example.com`,
        phone_number: '0101234567',
        text: 'x'.repeat(20),
      }),
    ).toEqual({});
    expect(isValidEmail).toHaveBeenCalledTimes(1);
  });
});
