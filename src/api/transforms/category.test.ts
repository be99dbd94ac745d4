import { toMainCategories } from './category';

describe('toMainCategories (SPEC §3 Main category)', () => {
  const dto = {
    id: 2,
    name: 'فازات',
    name_en: 'Vases',
    slug: 'vases',
    banner_image_ar: 'https://cdn/b.jpg',
    products: [{ id: 9, name: 'فازة' }],
  };

  it('reads a wrapped or bare list, localizes the name and maps the banner', () => {
    const [category] = toMainCategories({ status_code: 200, data: [dto] }, 'en');
    expect(category).toMatchObject({
      id: 2,
      name: 'Vases',
      slug: 'vases',
      bannerImage: 'https://cdn/b.jpg',
    });
    expect(category?.products.map((p) => p.id)).toEqual([9]);
    expect(toMainCategories([{ ...dto, products: undefined }], 'ar')[0]).toMatchObject({
      name: 'فازات',
      products: [],
    });
  });

  it('drops entries without id or name and rejects unreadable answers', () => {
    expect(toMainCategories([{ id: 1 }, { name: 'x' }], 'ar')).toEqual([]);
    expect(() => toMainCategories({ message: 'x' }, 'ar')).toThrow('invalid response format');
  });
});
