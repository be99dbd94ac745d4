import { coerceNumericStrings, findUnstorableString } from './validation';

describe('coerceNumericStrings', () => {
  const schema = {
    type: 'object',
    properties: {
      user_id: { type: ['integer', 'null'] },
      price: { type: 'number' },
      name: { type: 'string' },
      either: { type: ['integer', 'string'] },
      products: {
        type: 'array',
        items: { type: 'object', properties: { product_id: { type: 'integer' } } },
      },
    },
  };

  it('reads numeric strings as numbers where the schema wants a number ("12" → 12)', () => {
    const body = coerceNumericStrings(schema, {
      user_id: '12',
      price: '80.50',
      products: [{ product_id: '7' }, { product_id: 8 }],
    });
    expect(body).toEqual({
      user_id: 12,
      price: 80.5,
      products: [{ product_id: 7 }, { product_id: 8 }],
    });
  });

  it('leaves everything else as sent, for the validator to refuse', () => {
    const sent = {
      user_id: ' 12',
      price: '1e3',
      name: '12',
      either: '12',
      products: [{ product_id: '7.5' }, { product_id: true }, { product_id: [9] }],
    };
    expect(coerceNumericStrings(schema, structuredClone(sent))).toEqual(sent);
    expect(coerceNumericStrings(schema, { user_id: '1.5' })).toEqual({ user_id: '1.5' });
  });

  it('walks only as deep as the schema', () => {
    expect(coerceNumericStrings({ type: 'integer' }, { a: { b: '1' } })).toEqual({ a: { b: '1' } });
    expect(coerceNumericStrings(undefined, '1')).toBe('1');
  });
});

describe('findUnstorableString', () => {
  it('finds U+0000 and lone surrogates in values and keys, as a JSON pointer', () => {
    expect(findUnstorableString({ name: 'Mona\u0000' })).toBe('/name');
    expect(findUnstorableString({ a: [{ b: 'x' }, { c: '\ud800' }] })).toBe('/a/1/c');
    expect(findUnstorableString({ a: 'ok', 'k\u0000': 1 })).toBe('/');
    expect(findUnstorableString('\udc00 alone')).toBe('');
  });

  it('accepts ordinary and paired-surrogate text', () => {
    expect(findUnstorableString({ name: 'منى 🏺', n: 1, list: [null, true, 'x'] })).toBeNull();
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableString(deep)).toMatch(/^(\/0){100000}$/);
  });
});
