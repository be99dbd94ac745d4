import { readReturnToSearch, signInSearch, type ReturnTo } from './returnTo';

const from = { pathname: '/vases/tall-vase', search: '?page=2', hash: '#reviews' };

describe('the way back in a /login address', () => {
  it.each<ReturnTo>([
    { from },
    { from, intent: { kind: 'cart', productId: 12, quantity: 1, colorId: null } },
    { from, intent: { kind: 'cart', productId: 12, quantity: 3, colorId: 7 } },
    { from, intent: { kind: 'favourite', productId: 9 } },
    { from: { pathname: '/بحث', search: '?product_name=كوب', hash: '' } },
  ])('reads back what it wrote: %j', (returnTo) => {
    expect(readReturnToSearch(signInSearch(returnTo))).toEqual(returnTo);
  });

  it('writes a short address for the usual add to cart', () => {
    expect(
      signInSearch({
        from: { pathname: '/vases', search: '', hash: '' },
        intent: { kind: 'cart', productId: 12, quantity: 1, colorId: null },
      }),
    ).toBe('?back=%2Fvases&cart=12');
  });

  it.each([
    ['', 'no way back'],
    ['?cart=12', 'an action without a way back'],
    ['?back=https%3A%2F%2Fevil.example%2F', 'another site'],
    ['?back=%2F%2Fevil.example%2Fx', 'a protocol-relative address'],
    ['?back=vases', 'a relative path'],
    ['?back=%2F%5Cevil.example', 'a path browsers read as another site'],
  ])('refuses %p (%s)', (search) => {
    expect(readReturnToSearch(search)).toBeNull();
  });

  it.each([
    ['?back=%2F&cart=0', 'a zero id'],
    ['?back=%2F&cart=-3', 'a negative id'],
    ['?back=%2F&cart=1.5', 'a fraction'],
    ['?back=%2F&favourite=12abc', 'text'],
  ])('drops the action from %p (%s) and keeps the way back', (search) => {
    expect(readReturnToSearch(search)).toEqual({ from: { pathname: '/', search: '', hash: '' } });
  });

  it('takes a wrong quantity or colour as the defaults', () => {
    expect(readReturnToSearch('?back=%2F&cart=4&quantity=0&color=x')).toEqual({
      from: { pathname: '/', search: '', hash: '' },
      intent: { kind: 'cart', productId: 4, quantity: 1, colorId: null },
    });
  });
});
