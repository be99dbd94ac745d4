import type { FavouritesAnswer } from '../../shared/wire/cart';
import { toFavouritesPage, toFavouriteToggle } from './favourites';
import { InvalidResponseError } from './shape';

const product = (id: number) => ({
  id,
  name: `Cup ${id}`,
  name_ar: `كوب ${id}`,
  name_en: `Cup ${id}`,
  slug: `cup-${id}`,
  price_after_discount: '80.00',
});

describe('toFavouritesPage (numeric product ids)', () => {
  it('reads our server page: ids in order, the products and the paging', () => {
    const answer = {
      status_code: 200,
      data: {
        records: [product(4), product(2)],
        pagination: { total: 20, per_page: 2, current_page: 1, last_page: 10 },
      },
    } as unknown as FavouritesAnswer;
    const page = toFavouritesPage(answer, 'en');
    expect(page).toMatchObject({ ids: [4, 2], currentPage: 1, lastPage: 10 });
    expect(page.products.map((p) => [p.id, p.title])).toEqual([
      [4, 'Cup 4'],
      [2, 'Cup 2'],
    ]);
  });

  it("reads the maker's host forms: string ids, { product_id } rows, a bare list, `data` list", () => {
    expect(toFavouritesPage(['3', 5, 'x', null], 'ar')).toEqual({
      ids: [3, 5],
      products: [],
      currentPage: 1,
      lastPage: 1,
    });
    const rows = toFavouritesPage(
      { data: [{ product_id: '8', product: product(8) }, { product_id: 9 }], last_page: '1' },
      'ar',
    );
    expect(rows.ids).toEqual([8, 9]);
    expect(rows.products.map((p) => p.id)).toEqual([8]);
    expect(
      toFavouritesPage(
        { data: { data: [product(1), product(1)], current_page: 2, last_page: 3 } },
        'ar',
      ),
    ).toMatchObject({ ids: [1], currentPage: 2, lastPage: 3 });
  });

  it('refuses an answer with no list in it', () => {
    expect(() => toFavouritesPage({ status_code: 200 }, 'ar')).toThrow(InvalidResponseError);
    expect(() => toFavouritesPage('none', 'ar')).toThrow(InvalidResponseError);
  });
});

describe('toFavouriteToggle (isAdded true, or a message containing "Added")', () => {
  it.each([
    [{ isAdded: true, message: 'تمت الإضافة إلى المفضلة' }, true],
    [{ isAdded: false, message: 'Removed from favorites' }, false],
    [{ isAdded: 1 }, true],
    [{ isAdded: '0', message: 'تمت الإزالة' }, false],
    [{ message: 'Added to favorites' }, true],
    [{ message: 'Removed from favorites' }, false],
    [null, false],
  ])('%j → added %s', (answer, isAdded) => {
    expect(toFavouriteToggle(answer).isAdded).toBe(isAdded);
  });

  it('keeps the server message', () => {
    expect(toFavouriteToggle({ isAdded: true, message: ' Added ' }).message).toBe('Added');
    expect(toFavouriteToggle({ isAdded: true }).message).toBeNull();
  });
});
