import type { ProductDto } from '../../shared/wire/catalog';
import { cleanDescriptionImage, toProduct, toProductPage } from './product';

/** As our server sends it (src/shared/wire/catalog.ts), asked in English. */
const wireDto: ProductDto = {
  id: 12,
  name: 'Tea glass',
  name_ar: 'كوب شاي',
  name_en: 'Tea glass',
  title: 'Tea glass',
  slug: 'tea-glass',
  product_code: 'TG-12',
  code: 'TG-12',
  price_after_discount: '80.00',
  price_before_discount: '100.00',
  currency: 'EGP',
  image: '/media/products/tea-glass-640.webp',
  more_images: ['/media/products/tea-glass-2-640.webp'],
  description: 'Clear glass',
  description_ar: 'زجاج شفاف',
  description_en: 'Clear glass',
  description_image: null,
  product_status: 'available',
  status: 'active',
  quantity: 10,
  sort: 0,
  colors: [{ id: 2, name: 'Clear', name_ar: 'شفاف', name_en: 'Clear', hex: '#ffffff' }],
  category: { id: 1, name: 'أكواب', name_en: 'Cups', slug: 'cups' },
  is_favourite: false,
  sales_count: 3,
  created_at: '2025-01-01T00:00:00.000Z',
};

/** The maker's own host: numbers as strings, image objects, 0/1 flags. */
const dto = {
  id: 7,
  name: 'فازة',
  name_en: 'Vase',
  slug: 'vase',
  product_code: 'V-7',
  price_after_discount: '150',
  price_before_discount: '200',
  currency: null,
  image: 'https://cdn/v.jpg',
  more_images: ['https://cdn/v2.jpg', { image: 'https://cdn/v.jpg' }, ''],
  product_status: 'New',
  category: { id: 3, name: 'فازات', name_en: 'Vases', slug: 'vases' },
  quantity: '4',
  description_image: 'https://admin.example/public/',
  colors: [{ id: 1, name: 'أزرق', hex: '#00f' }, { name: 'no id' }],
  is_favourite: 1,
};

describe('toProduct', () => {
  it("reads our server's product in the page language", () => {
    expect(toProduct(wireDto, 'en')).toEqual({
      id: 12,
      title: 'Tea glass',
      slug: 'tea-glass',
      code: 'TG-12',
      price: '80.00',
      priceBefore: '100.00',
      discountPercent: 20,
      currency: 'EGP',
      image: '/media/products/tea-glass-640.webp',
      images: ['/media/products/tea-glass-640.webp', '/media/products/tea-glass-2-640.webp'],
      status: 'available',
      category: { id: 1, name: 'Cups', nameEn: 'Cups', slug: 'cups' },
      quantity: 10,
      description: 'Clear glass',
      descriptionImage: null,
      colors: [{ id: 2, name: 'Clear', value: '#ffffff' }],
      isFavourite: false,
    });
    // name_ar wins over `name` (the request language) when the page is Arabic.
    expect(toProduct(wireDto, 'ar')?.title).toBe('كوب شاي');
  });

  it('reads "0.00", our server\'s no price, as no price', () => {
    expect(
      toProduct({ ...wireDto, price_after_discount: '0.00', price_before_discount: '0.00' }, 'ar'),
    ).toMatchObject({ price: null, priceBefore: null, discountPercent: null });
    expect(
      toProduct({ ...wireDto, price_after_discount: null, price_before_discount: '500.00' }, 'ar'),
    ).toMatchObject({ price: null, priceBefore: '500.00', discountPercent: null });
  });

  it('maps the server shape to the domain in the requested language', () => {
    expect(toProduct(dto, 'ar')).toEqual({
      id: 7,
      title: 'فازة',
      slug: 'vase',
      code: 'V-7',
      price: '150',
      priceBefore: '200',
      discountPercent: 25,
      currency: 'EGP',
      image: 'https://cdn/v.jpg',
      images: ['https://cdn/v.jpg', 'https://cdn/v2.jpg'],
      status: 'new',
      category: { id: 3, name: 'فازات', nameEn: 'Vases', slug: 'vases' },
      quantity: 4,
      description: null,
      descriptionImage: null,
      colors: [{ id: 1, name: 'أزرق', value: '#00f' }],
      isFavourite: true,
    });
    expect(toProduct(dto, 'en')).toMatchObject({
      title: 'Vase',
      category: { name: 'Vases' },
    });
  });

  it("treats '0' and empty prices as no price and shows no discount", () => {
    const product = toProduct(
      { ...dto, price_after_discount: '0', price_before_discount: '' },
      'ar',
    );
    expect(product).toMatchObject({ price: null, priceBefore: null, discountPercent: null });
  });

  it('turns a missing category into null (the Uncategorized label) and keeps a plain string', () => {
    expect(toProduct({ ...dto, category: undefined }, 'ar')?.category).toBeNull();
    expect(toProduct({ ...dto, category: 'ديكور' }, 'ar')?.category).toEqual({
      id: null,
      name: 'ديكور',
      nameEn: null,
      slug: null,
    });
  });

  it('falls back between languages and drops records without an id', () => {
    expect(toProduct({ id: 1, name_en: 'Only English' }, 'ar')?.title).toBe('Only English');
    expect(toProduct({ id: 1, title: 'عنوان' }, 'en')?.title).toBe('عنوان');
    expect(toProduct({ name: 'x' }, 'ar')).toBeNull();
    expect(toProduct('nope', 'ar')).toBeNull();
  });

  it('ignores a description image that is empty or the bare public folder', () => {
    expect(cleanDescriptionImage('https://admin.example/public')).toBeNull();
    expect(cleanDescriptionImage('')).toBeNull();
    expect(cleanDescriptionImage('https://admin.example/public/d.png')).toBe(
      'https://admin.example/public/d.png',
    );
  });
});

describe('toProductPage (list forms)', () => {
  it("reads our server's latest answer and category answer", () => {
    expect(
      toProductPage(
        {
          status_code: 200,
          data: [wireDto],
          current_page: 2,
          last_page: 4,
          per_page: 12,
          total: 40,
        },
        'en',
      ),
    ).toMatchObject({ products: [{ id: 12 }], total: 40, currentPage: 2, lastPage: 4 });
    const numbers = { total: 17, per_page: 16, current_page: 1, last_page: 2 };
    expect(
      toProductPage(
        {
          status_code: 200,
          messages: {
            records: [wireDto],
            ...numbers,
            links: [],
            pagination_links: { ...numbers, links: [] },
          },
        },
        'en',
      ),
    ).toMatchObject({ products: [{ id: 12 }], total: 17, currentPage: 1, lastPage: 2 });
  });

  it('reads a bare list', () => {
    expect(toProductPage([dto], 'ar')).toMatchObject({ total: 1, currentPage: 1, lastPage: 1 });
  });

  it('reads the data-list form with pagination', () => {
    const page = toProductPage(
      { status_code: 200, data: [dto, { bad: true }], total: 30, current_page: 2, last_page: 3 },
      'ar',
    );
    expect(page.products.map((p) => p.id)).toEqual([7]);
    expect(page).toMatchObject({ total: 30, currentPage: 2, lastPage: 3 });
  });

  it('reads the messages.records form and derives the last page', () => {
    const page = toProductPage({ messages: { records: [dto], total: 25, per_page: 12 } }, 'ar');
    expect(page).toMatchObject({ total: 25, currentPage: 1, lastPage: 3 });
  });

  it('reads the data.records form', () => {
    const page = toProductPage(
      { data: { records: [dto], pagination: { total: 1, per_page: 10 } } },
      'en',
    );
    expect(page.products[0]?.title).toBe('Vase');
  });

  it('rejects an answer it cannot read', () => {
    expect(() => toProductPage({ status_code: 200 }, 'ar')).toThrow('invalid response format');
    expect(() => toProductPage('html', 'ar')).toThrow('invalid response format');
  });
});
