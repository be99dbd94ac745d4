import type { CartAnswer } from '../../shared/wire/cart';
import { toCart, toCartItem } from './cart';
import { InvalidResponseError } from './shape';

/** As our server sends it (src/shared/wire/cart.ts), asked in English. */
const answer: CartAnswer = {
  status_code: 200,
  success: true,
  message: 'Product added to cart',
  data: {
    total_count: 2,
    total_quantity: 3,
    total_price: '300.00',
    discounted_price: '240.00',
    items: [
      {
        id: 41,
        product_id: 12,
        color_id: 2,
        quantity: 2,
        product_details: {
          name: 'Tea glass',
          name_ar: 'كوب شاي',
          name_en: 'Tea glass',
          image: '/media/products/tea-glass-640.webp',
          product_code: 'TG-12',
          slug: 'tea-glass',
          price_before_discount: '100.00',
          price_after_discount: '80.00',
          currency: 'EGP',
          category_slug: 'cups',
        },
      },
      {
        id: 42,
        product_id: 13,
        color_id: null,
        quantity: 1,
        product_details: {
          name: 'Vase',
          name_ar: 'فازة',
          name_en: 'Vase',
          image: null,
          product_code: 'V-13',
          slug: 'vase',
          price_before_discount: null,
          price_after_discount: '80.00',
          currency: 'EGP',
          category_slug: 'vases',
        },
      },
    ],
  },
};

describe('toCart', () => {
  it('reads our server answer in the page language', () => {
    expect(toCart(answer, 'ar')).toEqual({
      totalCount: 2,
      totalQuantity: 3,
      totalPrice: '300.00',
      discountedPrice: '240.00',
      items: [
        {
          id: 41,
          productId: 12,
          colorId: 2,
          quantity: 2,
          product: {
            name: 'كوب شاي',
            image: '/media/products/tea-glass-640.webp',
            code: 'TG-12',
            priceBefore: '100.00',
            price: '80.00',
            currency: 'EGP',
            slug: 'tea-glass',
            categorySlug: 'cups',
          },
        },
        {
          id: 42,
          productId: 13,
          colorId: null,
          quantity: 1,
          product: {
            name: 'فازة',
            image: null,
            code: 'V-13',
            priceBefore: null,
            price: '80.00',
            currency: 'EGP',
            slug: 'vase',
            categorySlug: 'vases',
          },
        },
      ],
    });
    expect(toCart(answer, 'en').items[0]?.product.name).toBe('Tea glass');
  });

  it("reads the maker's host forms: a bare cart, strings for numbers, totals counted when missing", () => {
    const cart = toCart(
      {
        items: [
          {
            id: '5',
            product_id: '9',
            color_id: '',
            quantity: '4',
            product_details: { name: 'كوب', code: 'C-9', price_after_discount: 0 },
          },
          { id: 'x', product_id: 3, quantity: 1 },
          'junk',
        ],
      },
      'en',
    );
    expect(cart).toMatchObject({ totalCount: 1, totalQuantity: 4, totalPrice: null });
    expect(cart.items).toEqual([
      {
        id: 5,
        productId: 9,
        colorId: null,
        quantity: 4,
        product: {
          name: 'كوب',
          image: null,
          code: 'C-9',
          priceBefore: null,
          price: null,
          currency: 'EGP',
          slug: null,
          categorySlug: null,
        },
      },
    ]);
  });

  it('reads an empty cart, and refuses an answer with no cart in it', () => {
    expect(toCart({ status_code: 200, data: { total_count: 0, items: [] } }, 'ar')).toEqual({
      totalCount: 0,
      totalQuantity: 0,
      totalPrice: null,
      discountedPrice: null,
      items: [],
    });
    expect(() => toCart({ success: true }, 'ar')).toThrow(InvalidResponseError);
    expect(() => toCart('ok', 'ar')).toThrow(InvalidResponseError);
  });

  it('keeps a quantity of at least 1 on a line', () => {
    expect(toCartItem({ id: 1, product_id: 2, quantity: 0 }, 'ar')?.quantity).toBe(1);
  });
});
