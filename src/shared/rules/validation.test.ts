import * as validation from './validation';
import {
  charCount,
  isBlank,
  isValidContactPhone,
  isValidEmail,
  isValidPhone,
  meetsPasswordMin,
  toPositiveId,
} from './validation';

describe('shared field rules', () => {
  it('accepts an Egyptian mobile number: 01 followed by 9 digits', () => {
    expect(isValidPhone('01012345678')).toBe(true);
    expect(isValidPhone('0101234567')).toBe(false);
    expect(isValidPhone('02012345678')).toBe(false);
    expect(isValidPhone('010123456789')).toBe(false);
  });

  it('checks e-mail shape', () => {
    expect(isValidEmail('sara@example.com')).toBe(true);
    expect(isValidEmail('sara@example')).toBe(false);
    expect(isValidEmail('sara example.com')).toBe(false);
  });

  it('applies 6 characters at registration and 8 at change', () => {
    expect(meetsPasswordMin('123456', 'register')).toBe(true);
    expect(meetsPasswordMin('123456', 'change')).toBe(false);
    expect(meetsPasswordMin('12345678', 'change')).toBe(true);
  });

  it('contact phone is 10 to 11 digits only', () => {
    expect(isValidContactPhone('0123456789')).toBe(true);
    expect(isValidContactPhone('012345678')).toBe(false);
    expect(isValidContactPhone('01234-56789')).toBe(false);
  });

  it('treats whitespace as blank', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('x')).toBe(false);
  });

  it('reads a record id sent as a number or a digit string', () => {
    expect(toPositiveId(3)).toBe(3);
    expect(toPositiveId(' 3 ')).toBe(3);
    for (const value of [0, '0', -2, 1.5, 'x', '', null, undefined, true, 1234567890]) {
      expect(toPositiveId(value)).toBeNull();
    }
  });

  it('counts the characters of the trimmed text, an Arabic letter or an emoji once', () => {
    expect(charCount('  علي  ')).toBe(3);
    expect(charCount('ab😀')).toBe(3);
  });
});

describe('plain e-mail addresses only', () => {
  it.each([
    'sara@example.com',
    'Sara.Adel+shop@mail.example.eg',
    ' sara@example.com ',
    "o'neil@example.com",
    'منى@example.com',
  ])('accepts %j', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    '<v@x.com>',
    'v@x.com,',
    '"n"<v@x.com>',
    'n <v@x.com>',
    'v@x.com;w@y.com',
    'v@x.com, w@y.com',
    'v(comment)@x.com',
    'v@[127.0.0.1]',
    'v@x:com.eg',
    'v\\w@x.com',
    'v w@x.com',
    'v@x.com\nBcc: w@y.com',
    'v\u0000@x.com',
    'v\u0085@x.com',
    'v@x.com\u007f',
    'v@@x.com',
    'v@x@y.com',
    'v@x',
    'v@.x.com',
    'v@x..com',
    'v@x.com.',
    '@x.com',
    '',
  ])('refuses %j', (address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('refuses more than 254 characters before the pattern runs', () => {
    const test = jest.spyOn(validation.EMAIL_PATTERN, 'test');
    expect(isValidEmail(`${'a'.repeat(242)}@example.com`)).toBe(true);
    expect(test).toHaveBeenCalledTimes(1);
    expect(isValidEmail(`${'a'.repeat(243)}@example.com`)).toBe(false);
    expect(test).toHaveBeenCalledTimes(1);
    test.mockRestore();
  });
});
