// The rule tables of the owner's settings forms (src/shared/rules/forms/adminSettings.ts): what the
// server and the back office's form both accept, and their messages in the back office's texts.
import adminAr from '../../src/admin/i18n/ar.json';
import adminEn from '../../src/admin/i18n/en.json';
import { checkForm } from '../../src/shared/rules/checkForm';
import type { FormTable } from '../../src/shared/rules/formTable';
import { isHttpsUrl } from '../../src/shared/rules/validation';
import {
  adminShopDetailsForm,
  adminSocialLinkForm,
} from '../../src/shared/rules/forms/adminSettings';

const keysOf = (issues: ReturnType<typeof checkForm>) =>
  Object.fromEntries(Object.entries(issues).map(([field, list]) => [field, list[0]?.key]));

describe("the owner's shop details", () => {
  it('takes every detail as optional ("" = not given)', () => {
    expect(checkForm(adminShopDetailsForm, { email: '', chat_number: '', fax: '' })).toEqual({});
  });

  it.each(['20100198', '201001986198', '123456789012345'])('takes the chat number %s', (n) => {
    expect(checkForm(adminShopDetailsForm, { chat_number: n })).toEqual({});
  });

  it.each(['2010019', '1234567890123456', '+201001986198', '20 1001986198', '٢٠١٠٠١٩٨٦١٩٨'])(
    'refuses the chat number %j',
    (n) => {
      expect(keysOf(checkForm(adminShopDetailsForm, { chat_number: n }))).toEqual({
        chat_number: expect.stringMatching(/^(admin_chat_number_invalid|field_too_long)$/),
      });
    },
  );

  it('refuses an e-mail that is not a plain address and a text over its limit', () => {
    expect(
      keysOf(checkForm(adminShopDetailsForm, { email: 'a@b', address_en: 'x'.repeat(301) })),
    ).toEqual({ email: 'invalid_email_format', address_en: 'field_too_long' });
  });
});

describe('a social link', () => {
  it.each([
    'https://www.facebook.com/zujaj',
    'https://wa.me/201001986198',
    'https://www.tiktok.com/@zujaj?lang=ar',
  ])('takes %s', (link) => {
    expect(isHttpsUrl(link)).toBe(true);
    expect(checkForm(adminSocialLinkForm, { link })).toEqual({});
  });

  it.each([
    'http://www.facebook.com/zujaj',
    'javascript:alert(1)',
    'www.facebook.com/zujaj',
    'https://localhost/x',
    'https://user:pw@www.facebook.com/',
    ' https://www.facebook.com/zujaj',
    'https://www.facebook.com/zu jaj',
    `https://x.com/${'a'.repeat(500)}`,
  ])('refuses %j', (link) => {
    expect(isHttpsUrl(link)).toBe(false);
    expect(Object.keys(checkForm(adminSocialLinkForm, { link }))).toEqual(['link']);
  });
});

it("every key of the owner's tables is in the back office's texts, in both languages", () => {
  const tables: FormTable[] = [adminShopDetailsForm, adminSocialLinkForm];
  const keys = tables.flatMap((table) =>
    Object.values(table.fields).flatMap((field) => field.rules.map((rule) => rule.key)),
  );
  for (const key of keys) {
    expect({ key, ar: key in adminAr, en: key in adminEn }).toEqual({ key, ar: true, en: true });
  }
});
