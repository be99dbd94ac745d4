import { amountCents, AmountError, linesCents } from './amount';

describe('amounts for the gateway, in whole piasters', () => {
  it.each([
    ['1250.50', 125050],
    ['1250.5', 125050],
    ['1250', 125000],
    ['0.01', 1],
    ['0.10', 10],
    ['0.00', 0],
    // Floating point would make these 1.1 * 100 = 110.00000000000001 and 19.99 * 100 = 1998.9999.
    ['1.10', 110],
    ['19.99', 1999],
    ['4.35', 435],
    ['9999999999.99', 999999999999],
  ])('%s → %i', (text, cents) => {
    expect(amountCents(text)).toBe(cents);
    expect(Number.isInteger(amountCents(text))).toBe(true);
  });

  it.each([null, undefined, '', 'abc', '-5.00', '1e3', '12,50'])('refuses %j', (value) => {
    expect(() => amountCents(value)).toThrow(AmountError);
  });

  it('adds quantity × unit price without drift', () => {
    expect(
      linesCents([
        { unit: '19.99', quantity: 3 },
        { unit: '0.10', quantity: 7 },
      ]),
    ).toBe(5997 + 70);
  });
});
