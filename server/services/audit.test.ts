import { changedFields } from './audit';

describe('changedFields', () => {
  it('lists only the fields that differ, as [before, after]', () => {
    const before = { name: 'كوب', price: '10.00', colors: [1, 2], secret: 'x' };
    const after = { name: 'كوب', price: '12.50', colors: [2, 1], secret: 'y' };
    expect(changedFields(before, after, ['name', 'price', 'colors'])).toEqual({
      price: ['10.00', '12.50'],
      colors: [
        [1, 2],
        [2, 1],
      ],
    });
  });

  it('records a creation from null and a deletion to null, missing values as null', () => {
    expect(changedFields(null, { name: 'Vase', note: undefined }, ['name', 'note'])).toEqual({
      name: [null, 'Vase'],
    });
    expect(changedFields({ name: 'Vase' }, null, ['name'])).toEqual({ name: ['Vase', null] });
  });
});
