import { validateYupSchema, yupToFormErrors } from 'formik';
import { ValidationError } from 'yup';
import en from '../../i18n/locales/en.json';
import ar from '../../i18n/locales/ar.json';
import { createI18n } from '../../i18n';
import { checkForm, translateIssues } from './checkForm';
import type { FormTable, Naming, Vars } from './formTable';
import {
  addressForm,
  bulkOrderForm,
  changePasswordForm,
  checkoutForm,
  contactForm,
  forgotPasswordForm,
  loginForm,
  profileForm,
  registerForm,
  representativeForm,
  resetPasswordForm,
} from './forms';
import { buildYupSchema } from './yupSchema';

// Parity: the storefront's yup schema (real i18next `t`, run the way Formik runs it) and the
// server's checkForm answer the same fields with the same messages for the same input.

const SAMPLES: Array<[FormTable, Naming, object[]]> = [
  [
    registerForm,
    'form',
    [
      {},
      {
        first_name: 'Mona',
        family_name: 'Adel',
        email: 'mona@example.com',
        country: 'Egypt',
        phone_number: '01012345678',
        city_id: '3',
        address: 'Nile St',
        password: 'abcdef',
        password_confirmation: 'abcdef',
      },
      {
        first_name: ' ',
        family_name: '',
        email: 'nope',
        phone_number: '0212345678',
        city_id: 'x',
        address: '',
        password: '12345',
        password_confirmation: '123456',
      },
    ],
  ],
  [
    loginForm,
    'form',
    [
      { phone_number: '', password: '' },
      { phone_number: '010', password: 'x' },
    ],
  ],
  [forgotPasswordForm, 'form', [{ email: '' }, { email: 'a@' }, { email: 'a@b.co' }]],
  [
    resetPasswordForm,
    'form',
    [
      { email: '', code: '', password: '', password_confirmation: '' },
      { email: 'bad', code: '1', password: '12345', password_confirmation: '54321' },
    ],
  ],
  [
    changePasswordForm,
    'form',
    [
      { password: '1234567', passwordConfirmation: '1234567' },
      { password: '12345678', passwordConfirmation: '' },
      { password: '12345678', passwordConfirmation: '12345679' },
    ],
  ],
  [profileForm, 'form', [{ first_name: '', last_name: 'A', phone_number: '123', email: 'x@' }]],
  [
    addressForm,
    'form',
    [
      { addressTitle: '', firstName: '', lastName: '', address: '', phoneNumber: '', cityId: '' },
      {
        addressTitle: 'Home',
        firstName: 'S',
        lastName: 'A',
        address: 'x',
        phoneNumber: '1',
        cityId: 0,
      },
    ],
  ],
  [
    checkoutForm,
    'form',
    [
      {
        first_name: '',
        last_name: '',
        city_id: '',
        address: '',
        note: '',
        payment_method: 'cash',
        terms_accepted: false,
        newsletter_opt_out: false,
        use_alternative_address: true,
        alternative_address_id: '',
      },
    ],
  ],
  [
    contactForm,
    'form',
    [
      { full_name: 'ab', contact_email: 'no', phone_number: '12', text: 'short' },
      { full_name: '', contact_email: '', phone_number: '', text: '' },
    ],
  ],
  [representativeForm, 'form', [{ name: '', phone: '', products: '' }]],
  [bulkOrderForm, 'form', [{ fullName: '', phoneNumber: '', companyName: '', products: '' }]],
  [
    checkoutForm,
    'wire',
    [
      {
        terms_accepted: false,
        billing_address: { first_name: ' ', country_id: 2, city_id: 'x', phone_number: '1' },
      },
      { billing_address: null },
    ],
  ],
  [addressForm, 'wire', [{ address_title: ' ', family_name: 'Ali', phone_number: '02' }]],
];

/** Formik's own path: '' → undefined, abortEarly false, first message per field. */
async function formikErrors(schema: ReturnType<typeof buildYupSchema>, values: object) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return yupToFormErrors(error);
  }
}

/** Every message yup reports, per path (the server answers them all). */
function yupMessages(schema: ReturnType<typeof buildYupSchema>, values: object) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const byPath: Record<string, string[]> = {};
    for (const inner of error.inner) (byPath[inner.path ?? ''] ??= []).push(...inner.errors);
    return byPath;
  }
}

describe.each([
  ['ar', ar],
  ['en', en],
] as const)('yup schema and checkForm agree (%s)', (language, translations) => {
  it.each(
    SAMPLES.flatMap(([table, naming, samples]) =>
      samples.map((v) => [table.name, naming, table, v] as const),
    ),
  )('%s (%s names)', async (_name, naming, table, values) => {
    const i18n = await createI18n(language, translations);
    const t = (key: string, vars?: Vars) => i18n.t(key, vars ?? {});
    const schema = buildYupSchema(table, t, { naming });
    const server = translateIssues(checkForm(table, values, { naming }), t);

    expect(yupMessages(schema, values)).toEqual(server);
    if (naming === 'form') {
      const first = Object.fromEntries(
        Object.entries(server).map(([field, messages]) => [field, messages[0]]),
      );
      expect(await formikErrors(schema, values)).toEqual(first);
    }
  });
});

describe('buildYupSchema', () => {
  it('translates with vars: the minimum is in the message', async () => {
    const i18n = await createI18n('en', en);
    const schema = buildYupSchema(changePasswordForm, (key, vars) => i18n.t(key, vars ?? {}));
    await expect(
      schema.validate({ password: '1234567', passwordConfirmation: '1234567' }),
    ).rejects.toThrow('The password must be at least 8 characters');
    await expect(
      buildYupSchema(registerForm, (key, vars) => i18n.t(key, vars ?? {})).validateAt('password', {
        password: '12345',
      }),
    ).rejects.toThrow('The password must be at least 6 characters');
  });

  it('is a plain yup object schema of the form names', () => {
    const schema = buildYupSchema(addressForm, (key) => key);
    expect(Object.keys(schema.fields)).toEqual([
      'addressTitle',
      'firstName',
      'lastName',
      'address',
      'phoneNumber',
      'cityId',
    ]);
    expect(
      schema.isValidSync({
        addressTitle: 'a',
        firstName: 'b',
        lastName: 'c',
        address: 'd',
        phoneNumber: '01012345678',
        cityId: 3,
      }),
    ).toBe(true);
  });
});
