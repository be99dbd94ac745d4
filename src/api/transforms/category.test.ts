import type { MainCategoryDto } from '../../shared/wire/catalog';
import { toMainCategories } from './category';

describe('toMainCategories', () => {
  /** As our server sends it (src/shared/wire/catalog.ts): no embedded products. */
  const wireDto: MainCategoryDto = {
    id: 2,
    name: 'فازات',
    name_en: 'Vases',
    slug: 'vases',
    banner_image_ar: '/media/banners/vases-ar.webp',
    banner_image_en: '/media/banners/vases-en.webp',
    bannerImage: '/media/banners/vases-ar.webp',
    products_count: 4,
    sort: 1,
  };

  it("reads our server's answer, localizes the name and the banner", () => {
    const { categories, products } = toMainCategories({ status_code: 200, data: [wireDto] }, 'en');
    expect(categories).toEqual([
      {
        id: 2,
        name: 'Vases',
        slug: 'vases',
        bannerImage: '/media/banners/vases-en.webp',
        productIds: [],
      },
    ]);
    expect(products).toEqual([]);
    expect(
      toMainCategories({ status_code: 200, data: [wireDto] }, 'ar').categories[0],
    ).toMatchObject({ name: 'فازات', bannerImage: '/media/banners/vases-ar.webp' });
  });

  it('shows the Arabic banner on an English page only when there is no English one', () => {
    const arabicOnly = { ...wireDto, banner_image_en: null };
    const { categories } = toMainCategories({ status_code: 200, data: [arabicOnly] }, 'en');
    expect(categories[0]?.bannerImage).toBe('/media/banners/vases-ar.webp');
  });

  it("reads the maker's host's bare list with embedded products, split into ids and products", () => {
    const { categories, products } = toMainCategories(
      [{ id: 2, name: 'فازات', slug: 'vases', products: [{ id: 9, name: 'فازة' }, { bad: 1 }] }],
      'en',
    );
    expect(categories[0]).toMatchObject({ name: 'فازات', bannerImage: null, productIds: [9] });
    expect(products.map((product) => product.id)).toEqual([9]);
  });

  it('drops entries without id or name and rejects unreadable answers', () => {
    expect(toMainCategories([{ id: 1 }, { name: 'x' }], 'ar').categories).toEqual([]);
    expect(() => toMainCategories({ message: 'x' }, 'ar')).toThrow('invalid response format');
  });
});
