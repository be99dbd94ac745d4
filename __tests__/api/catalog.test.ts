import { categories, favourites, products, type NewProduct } from '../../server/db/schema';
import { seedCities } from '../../server/db/seed';
import { bearer, createUser } from '../support/fixtures';
import { setupTestApp } from '../support/testServer';

const ctx = setupTestApp();

const BASE = new Date('2025-01-01T00:00:00Z').getTime();
const DAY = 24 * 60 * 60 * 1000;

async function category(
  n: number,
  extra: Partial<typeof categories.$inferInsert> = {},
): Promise<number> {
  const [row] = await ctx.db
    .insert(categories)
    .values({
      name: `قسم ${n}`,
      nameEn: `Category ${n}`,
      slug: `category-${n}`,
      sort: n,
      bannerImageAr: `/media/banners/c${n}-ar-640.webp`,
      bannerImageEn: `/media/banners/c${n}-en-640.webp`,
      ...extra,
    })
    .returning();
  return row!.id;
}

let code = 0;
function product(categoryId: number, extra: Partial<NewProduct> = {}): NewProduct {
  code += 1;
  return {
    categoryId,
    name: `فازة زجاج ${code}`,
    nameEn: `Glass vase ${code}`,
    slug: `glass-vase-${code}`,
    productCode: `ZJ-${code}`,
    priceBeforeDiscount: '200.00',
    priceAfterDiscount: '150.00',
    image: `/media/products/p${code}-640.webp`,
    status: 'active',
    productStatus: 'available',
    quantity: 5,
    createdAt: new Date(BASE + code * DAY),
    ...extra,
  };
}

async function insert(rows: NewProduct[]) {
  return ctx.db.insert(products).values(rows).returning();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/get-cities', () => {
  it('lists the 27 governorates with the name in the request language', async () => {
    await seedCities(ctx.db);
    const ar = (await get('/api/v1/get-cities')).json();
    expect(ar.status_code).toBe(200);
    expect(ar.data).toHaveLength(27);
    expect(ar.data[0]).toEqual({ id: 1, name: 'القاهرة', name_ar: 'القاهرة', name_en: 'Cairo' });
    const en = (await get('/api/v1/get-cities?lang=en')).json();
    expect(en.data[0].name).toBe('Cairo');
    const byHeader = (await get('/api/v1/get-cities', { 'accept-language': 'en' })).json();
    expect(byHeader.data[1].name).toBe('Giza');
  });
});

describe('GET /api/v1/all-latest-products', () => {
  it('pages newest first, 12 a page by default, and never lists inactive products', async () => {
    const c = await category(1);
    const rows = await insert(Array.from({ length: 30 }, () => product(c)));
    await insert([product(c, { status: 'inactive', createdAt: new Date(BASE + 999 * DAY) })]);
    const res = await get('/api/v1/all-latest-products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status_code: 200,
      current_page: 1,
      last_page: 3,
      per_page: 12,
      total: 30,
    });
    expect(body.data).toHaveLength(12);
    expect(body.data[0].id).toBe(rows[29]!.id);
    const dates = body.data.map((p: { created_at: string }) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = (await get('/api/v1/all-latest-products?page=3')).json();
    expect(last.data).toHaveLength(6);
    expect(last.data.at(-1).id).toBe(rows[0]!.id);
    const beyond = (await get('/api/v1/all-latest-products?page=9')).json();
    expect(beyond).toMatchObject({ data: [], total: 30, last_page: 3, current_page: 9 });
    const home = (await get('/api/v1/all-latest-products?per_page=50')).json();
    expect(home.data).toHaveLength(30);
    expect(home.data.every((p: { status: string }) => p.status === 'active')).toBe(true);
  });

  it('breaks equal dates by id, newest id first', async () => {
    const c = await category(1);
    const same = new Date(BASE);
    const rows = await insert([product(c, { createdAt: same }), product(c, { createdAt: same })]);
    const body = (await get('/api/v1/all-latest-products')).json();
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([rows[1]!.id, rows[0]!.id]);
  });

  it('answers the product DTO in the request language', async () => {
    const c = await category(1);
    await insert([
      product(c, {
        name: 'فازة كريستال',
        nameEn: 'Crystal vase',
        description: 'وصف',
        descriptionEn: 'Description',
        colors: [{ id: 1, name: 'أزرق', name_en: 'Blue', hex: '#1e5aa8' }],
        moreImages: ['/media/products/a-640.webp', '/media/products/b-640.webp'],
      }),
    ]);
    const [ar] = (await get('/api/v1/all-latest-products')).json().data;
    expect(ar).toMatchObject({
      name: 'فازة كريستال',
      title: 'فازة كريستال',
      name_ar: 'فازة كريستال',
      name_en: 'Crystal vase',
      description: 'وصف',
      currency: 'EGP',
      price_after_discount: '150.00',
      price_before_discount: '200.00',
      product_status: 'available',
      status: 'active',
      is_favourite: false,
      category: { id: c, name: 'قسم 1', name_en: 'Category 1', slug: 'category-1' },
      colors: [{ id: 1, name: 'أزرق', name_en: 'Blue', hex: '#1e5aa8' }],
      more_images: ['/media/products/a-640.webp', '/media/products/b-640.webp'],
    });
    expect(ar.code).toBe(ar.product_code);
    const [en] = (await get('/api/v1/all-latest-products?lang=en')).json().data;
    expect(en).toMatchObject({
      name: 'Crystal vase',
      title: 'Crystal vase',
      description: 'Description',
    });
    expect(en.colors[0].name).toBe('Blue');
    expect(en.category.name).toBe('قسم 1');
  });

  it('searches with product_name and refuses bad paging with 400', async () => {
    const c = await category(1);
    await insert([
      product(c, { nameEn: 'Ruby Lantern', productCode: 'LN-100' }),
      product(c, { nameEn: 'Plain bowl' }),
    ]);
    const body = (await get('/api/v1/all-latest-products?product_name=ruby')).json();
    expect(body.total).toBe(1);
    expect(body.data[0].name_en).toBe('Ruby Lantern');
    for (const q of ['page=0', 'page=x', 'per_page=51', 'per_page=0', 'lang=fr']) {
      const res = await get(`/api/v1/all-latest-products?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('marks the logged-in user’s favourites with is_favourite', async () => {
    const c = await category(1);
    const [a, b] = await insert([product(c), product(c)]);
    const { user, token } = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await ctx.db.insert(favourites).values({ userId: user.id, productId: a!.id });
    await ctx.db.insert(favourites).values({ userId: other.user.id, productId: b!.id });
    const fav = (body: { data: Array<{ id: number; is_favourite: boolean }> }) =>
      Object.fromEntries(body.data.map((p) => [p.id, p.is_favourite]));
    const mine = (await get('/api/v1/all-latest-products', bearer(token))).json();
    expect(fav(mine)).toEqual({ [a!.id]: true, [b!.id]: false });
    const anonymous = (await get('/api/v1/all-latest-products')).json();
    expect(fav(anonymous)).toEqual({ [a!.id]: false, [b!.id]: false });
    const details = (await get(`/api/v1/productsDetails/${a!.id}`, bearer(token))).json();
    expect(details.data.is_favourite).toBe(true);
    const top = (await get('/api/v1/top-products', bearer(token))).json();
    expect(fav(top)[a!.id]).toBe(true);
  });
});

describe('GET /api/v1/top-products', () => {
  it('orders by units sold, 16 by default, limit up to 50', async () => {
    const c = await category(1);
    await insert(
      Array.from({ length: 20 }, (_, i) => product(c, { salesCount: (i * 7) % 20, name: `p${i}` })),
    );
    await insert([product(c, { status: 'inactive', salesCount: 10_000 })]);
    const body = (await get('/api/v1/top-products')).json();
    expect(body.status_code).toBe(200);
    expect(body.data).toHaveLength(16);
    const sales = body.data.map((p: { sales_count: number }) => p.sales_count);
    expect([...sales].sort((x, y) => y - x)).toEqual(sales);
    expect(sales[0]).toBe(19);
    expect((await get('/api/v1/top-products?limit=3')).json().data).toHaveLength(3);
    expect((await get('/api/v1/top-products?limit=50')).json().data).toHaveLength(20);
    expect((await get('/api/v1/top-products?limit=51')).statusCode).toBe(400);
    expect((await get('/api/v1/top-products?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/productsDetails/{id}', () => {
  it('answers one product, 404 product_not_found for unknown or inactive, 404 for a path that is no id', async () => {
    const c = await category(1);
    const [active, inactive] = await insert([
      product(c, { priceAfterDiscount: null, priceBeforeDiscount: null }),
      product(c, { status: 'inactive' }),
    ]);
    const ok = await get(`/api/v1/productsDetails/${active!.id}?lang=en`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status_code: 200,
      data: { id: active!.id, price_after_discount: null, price_before_discount: null },
    });
    for (const id of [inactive!.id, 999999]) {
      const missing = await get(`/api/v1/productsDetails/${id}?lang=en`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Product not found' });
    }
    const ar = await get(`/api/v1/productsDetails/999999`);
    expect(ar.json().message).toBe('المنتج غير موجود');
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999']) {
      const res = await get(`/api/v1/productsDetails/${id}?lang=en`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('keeps a zero price as "0.00" (no price for the storefront)', async () => {
    const c = await category(1);
    const [p] = await insert([product(c, { priceAfterDiscount: '0', priceBeforeDiscount: null })]);
    const body = (await get(`/api/v1/productsDetails/${p!.id}`)).json();
    expect(body.data.price_after_discount).toBe('0.00');
  });
});

describe('GET /api/v1/products/{id}/related', () => {
  it('answers up to 8 other active products of the same category', async () => {
    const c1 = await category(1);
    const c2 = await category(2);
    const [subject, ...others] = await insert(Array.from({ length: 11 }, () => product(c1)));
    await insert([product(c2), product(c1, { status: 'inactive' })]);
    const body = (await get(`/api/v1/products/${subject!.id}/related`)).json();
    expect(body.status_code).toBe(200);
    expect(body.data).toHaveLength(8);
    const ids = body.data.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(subject!.id);
    expect(ids.every((id: number) => others.some((o) => o.id === id))).toBe(true);
    const missing = await get('/api/v1/products/999999/related');
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/v1/products/x/related')).statusCode).toBe(404);
    expect((await get('/api/v1/products/9223372036854775808/related')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/main-categories', () => {
  it('lists categories by sort with banners and active product counts', async () => {
    const second = await category(2);
    const first = await category(1, { bannerImageAr: null, bannerImageEn: null });
    await insert([product(second), product(second), product(second, { status: 'inactive' })]);
    const body = (await get('/api/v1/main-categories?lang=en')).json();
    expect(body.status_code).toBe(200);
    expect(body.data).toEqual([
      {
        id: first,
        name: 'قسم 1',
        name_en: 'Category 1',
        slug: 'category-1',
        banner_image_ar: null,
        banner_image_en: null,
        bannerImage: null,
        products_count: 0,
        sort: 1,
      },
      {
        id: second,
        name: 'قسم 2',
        name_en: 'Category 2',
        slug: 'category-2',
        banner_image_ar: '/media/banners/c2-ar-640.webp',
        banner_image_en: '/media/banners/c2-en-640.webp',
        bannerImage: '/media/banners/c2-ar-640.webp',
        products_count: 2,
        sort: 2,
      },
    ]);
  });
});

describe('GET /api/v1/products/{categoryId}', () => {
  it('answers the messages.records form with Laravel-style pagination', async () => {
    const c = await category(1);
    const other = await category(2);
    await insert(Array.from({ length: 20 }, (_, i) => product(c, { sort: 20 - i })));
    await insert([product(other), product(c, { status: 'inactive' })]);
    const res = await get(`/api/v1/products/${c}?lang=en`);
    expect(res.statusCode).toBe(200);
    const { status_code: status, messages } = res.json();
    expect(status).toBe(200);
    expect(messages).toMatchObject({ total: 20, per_page: 16, current_page: 1, last_page: 2 });
    expect(messages.records).toHaveLength(16);
    expect(messages.records.every((p: { category: { id: number } }) => p.category.id === c)).toBe(
      true,
    );
    const sorts = messages.records.map((p: { sort: number }) => p.sort);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
    expect(messages.pagination_links).toEqual({
      total: 20,
      per_page: 16,
      current_page: 1,
      last_page: 2,
      links: messages.links,
    });
    expect(messages.links).toEqual([
      { url: null, label: '&laquo; Previous', active: false },
      { url: `/api/v1/products/${c}?lang=en&per_page=16&page=1`, label: '1', active: true },
      { url: `/api/v1/products/${c}?lang=en&per_page=16&page=2`, label: '2', active: false },
      {
        url: `/api/v1/products/${c}?lang=en&per_page=16&page=2`,
        label: 'Next &raquo;',
        active: false,
      },
    ]);
    const page2 = (await get(`/api/v1/products/${c}?page=2`)).json().messages;
    expect(page2.records).toHaveLength(4);
    expect(page2.links.at(-1).url).toBeNull();
  });

  it('windows long page lists with a gap', async () => {
    const c = await category(1);
    await insert(Array.from({ length: 40 }, () => product(c)));
    const { messages } = (await get(`/api/v1/products/${c}?per_page=1&page=20`)).json();
    expect(messages.last_page).toBe(40);
    const labels = messages.links.map((l: { label: string }) => l.label);
    expect(labels).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '...',
      '17',
      '18',
      '19',
      '20',
      '21',
      '22',
      '23',
      '...',
      '39',
      '40',
      'Next &raquo;',
    ]);
  });

  it('searches case-insensitively on names, descriptions and code, wildcards literal', async () => {
    const c = await category(1);
    await insert([
      product(c, { nameEn: 'Blue CRYSTAL Vase' }),
      product(c, { name: 'مشكاة نحاسية', nameEn: 'Brass lantern' }),
      product(c, { descriptionEn: 'Hand-blown crystal glass' }),
      product(c, { description: 'زجاج معشق يدويًا' }),
      product(c, { productCode: 'MOS-77' }),
      product(c, { nameEn: '100% recycled bowl' }),
      product(c, { nameEn: '1000 bowl' }),
      product(c, { nameEn: 'crystal but hidden', status: 'inactive' }),
    ]);
    const names = async (q: string) => {
      const { messages } = (
        await get(`/api/v1/products/${c}?lang=en&product_name=${encodeURIComponent(q)}`)
      ).json();
      return messages.records.map((p: { name_en: string }) => p.name_en).sort();
    };
    expect(await names('crystal')).toHaveLength(2);
    expect(await names('مشكاة')).toEqual(['Brass lantern']);
    expect(await names('معشق')).toHaveLength(1);
    expect(await names('mos-77')).toHaveLength(1);
    expect(await names('100%')).toEqual(['100% recycled bowl']);
    expect(await names('   ')).toHaveLength(7);
    expect(await names('_')).toEqual([]);
  });

  it('filters by max_price, leaving out products without a price', async () => {
    const c = await category(1);
    await insert([
      product(c, { priceAfterDiscount: '500.00' }),
      product(c, { priceAfterDiscount: '1500.00' }),
      product(c, { priceAfterDiscount: '1000.00' }),
      product(c, { priceAfterDiscount: null, priceBeforeDiscount: null }),
      product(c, { priceAfterDiscount: '0', priceBeforeDiscount: null }),
    ]);
    const prices = async (q: string) =>
      (await get(`/api/v1/products/${c}?${q}`))
        .json()
        .messages.records.map(
          (p: { price_after_discount: string | null }) => p.price_after_discount,
        )
        .sort();
    expect(await prices('max_price=1000')).toEqual(['1000.00', '500.00']);
    expect(await prices('max_price=100000')).toEqual(['1000.00', '1500.00', '500.00']);
    expect(await prices('')).toHaveLength(5);
    expect((await get(`/api/v1/products/${c}?max_price=-1`)).statusCode).toBe(400);
    expect((await get(`/api/v1/products/${c}?max_price=abc`)).statusCode).toBe(400);
  });

  it('category 0 searches every category', async () => {
    const c1 = await category(1);
    const c2 = await category(2);
    await insert([
      product(c1, { nameEn: 'Gold mirror' }),
      product(c2, { nameEn: 'Gold plate' }),
      product(c2, { nameEn: 'Silver plate' }),
    ]);
    const { messages } = (await get('/api/v1/products/0?product_name=gold')).json();
    expect(messages.total).toBe(2);
    const all = (await get('/api/v1/products/0')).json().messages;
    expect(all.total).toBe(3);
  });

  it('404 category_not_found for an unknown category and for a non-numeric or out-of-range id', async () => {
    const res = await get('/api/v1/products/4242?lang=en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Category not found' });
    for (const bad of ['vases', '-1', '2147483648']) {
      expect((await get(`/api/v1/products/${bad}`)).statusCode).toBe(404);
    }
  });

  it('an empty category answers empty records and one page', async () => {
    const c = await category(1);
    const { messages } = (await get(`/api/v1/products/${c}`)).json();
    expect(messages).toMatchObject({ records: [], total: 0, current_page: 1, last_page: 1 });
  });
});
