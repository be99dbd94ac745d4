import { asc, eq } from 'drizzle-orm';
import { cartItems, products } from '../../server/db/schema';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { createCategory, createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { setupTestApp } from '../support/testServer';

const ctx = setupTestApp();

type Payload = Record<string, unknown>;

const request = (
  method: 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Payload,
  lang?: 'en',
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });

const store = (token: string | null, payload: Payload, lang?: 'en') =>
  request('POST', '/cart/store', token, payload, lang);
const lines = () => ctx.db.select().from(cartItems).orderBy(asc(cartItems.id));

describe('POST /cart/store', () => {
  it('adds a line and answers the cart with a translated message', async () => {
    const { user, token } = await createUser(ctx.db);
    const category = await createCategory(ctx.db, { slug: 'cups' });
    const product = await createProduct(ctx.db, {
      categoryId: category.id,
      name: 'كوب شاي',
      nameEn: 'Tea glass',
      slug: 'tea-glass',
      productCode: 'TG-1',
      priceBeforeDiscount: '120.00',
      priceAfterDiscount: '99.50',
    });
    const res = await store(token, { user_id: user.id, product_id: product.id, quantity: 2 }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      success: true,
      message: en.added_to_cart_success,
      data: {
        total_count: 1,
        total_quantity: 2,
        total_price: '240.00',
        discounted_price: '199.00',
        items: [
          {
            id: expect.any(Number),
            product_id: product.id,
            color_id: null,
            quantity: 2,
            product_details: {
              name: 'Tea glass',
              name_ar: 'كوب شاي',
              name_en: 'Tea glass',
              image: product.image,
              product_code: 'TG-1',
              slug: 'tea-glass',
              price_before_discount: '120.00',
              price_after_discount: '99.50',
              currency: 'EGP',
              category_slug: 'cups',
            },
          },
        ],
      },
    });
    expect(await lines()).toHaveLength(1);
  });

  it('adding the same product and colour again grows the line; another colour is a new line', async () => {
    const { token } = await createUser(ctx.db);
    const product = await createProduct(ctx.db, {
      colors: [
        { id: 1, name: 'أحمر', name_en: 'Red', hex: '#c00' },
        { id: 2, name: 'أزرق', name_en: 'Blue', hex: '#00c' },
      ],
    });
    await store(token, { product_id: product.id, quantity: 1, color_id: 1 });
    await store(token, { product_id: product.id, quantity: 3, color_id: 1 });
    await store(token, { product_id: product.id, quantity: 1, color_id: 2 });
    await store(token, { product_id: product.id, quantity: 1 });
    const res = await store(token, { product_id: product.id, quantity: 2 });
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(
      cart.items.map((i: { color_id: number; quantity: number }) => [i.color_id, i.quantity]),
    ).toEqual([
      [1, 4],
      [2, 1],
      [null, 3],
    ]);
    expect(cart.total_count).toBe(3);
    expect(cart.total_quantity).toBe(8);
  });

  it('concurrent adds of the same line both count and never 500', async () => {
    const { token } = await createUser(ctx.db);
    const product = await createProduct(ctx.db);
    const results = await Promise.all(
      [1, 2, 3].map(() => store(token, { product_id: product.id, quantity: 1 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const all = await lines();
    expect(all).toHaveLength(1);
    expect(all[0]?.quantity).toBe(3);
  });

  it('refuses quantities that are not integers ≥ 1 with 422 on the field', async () => {
    const { token } = await createUser(ctx.db);
    const product = await createProduct(ctx.db);
    for (const quantity of [0, -1, 1.5, 'abc', null, 10_001, true, [2], { n: 2 }, '2.5']) {
      const res = await store(token, { product_id: product.id, quantity });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('quantity');
    }
    const missing = await store(token, { product_id: product.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ quantity: [ar.field_required] });
    expect(await lines()).toHaveLength(0);
  });

  it('refuses to grow a line past the maximum with 422', async () => {
    const { token } = await createUser(ctx.db);
    const product = await createProduct(ctx.db);
    expect((await store(token, { product_id: product.id, quantity: 9_999 })).statusCode).toBe(200);
    const res = await store(token, { product_id: product.id, quantity: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ quantity: [ar.cart_quantity_max] });
    expect((await lines())[0]?.quantity).toBe(9_999);
  });

  it('404 for an unknown or unpublished product', async () => {
    const { token } = await createUser(ctx.db);
    const hidden = await createProduct(ctx.db, { status: 'inactive' });
    for (const id of [hidden.id, 999_999]) {
      const res = await store(token, { product_id: id, quantity: 1 }, 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: en.product_not_found });
    }
    expect(await lines()).toHaveLength(0);
  });

  it('409 for a product without a price, unavailable or out of stock', async () => {
    const { token } = await createUser(ctx.db);
    const noPrice = await createProduct(ctx.db, {
      priceAfterDiscount: null,
      priceBeforeDiscount: null,
    });
    const zeroPrice = await createProduct(ctx.db, {
      priceAfterDiscount: '0',
      priceBeforeDiscount: '0',
    });
    const unavailable = await createProduct(ctx.db, { productStatus: 'unavailable' });
    const soldOut = await createProduct(ctx.db, { quantity: 0 });
    for (const product of [noPrice, zeroPrice, unavailable, soldOut]) {
      const res = await store(token, { product_id: product.id, quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ar.product_not_purchasable });
    }
    expect(await lines()).toHaveLength(0);
  });

  it('422 on color_id when the colour is not one of the product’s', async () => {
    const { token } = await createUser(ctx.db);
    const plain = await createProduct(ctx.db);
    const coloured = await createProduct(ctx.db, {
      colors: [{ id: 5, name: 'أخضر', name_en: 'Green', hex: '#0a0' }],
    });
    for (const product of [plain, coloured]) {
      const res = await store(token, { product_id: product.id, quantity: 1, color_id: 6 }, 'en');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: en.validation_failed,
        errors: { color_id: [en.color_invalid] },
      });
    }
    expect(await lines()).toHaveLength(0);
  });
});

describe('POST /cart/get', () => {
  it('totals mixed discounted and undiscounted lines exactly, from current prices', async () => {
    const { user, token } = await createUser(ctx.db);
    const discounted = await createProduct(ctx.db, {
      priceBeforeDiscount: '100.10',
      priceAfterDiscount: '80.20',
    });
    const plain = await createProduct(ctx.db, {
      priceBeforeDiscount: null,
      priceAfterDiscount: '0.10',
    });
    const zeroBefore = await createProduct(ctx.db, {
      priceBeforeDiscount: '0.00',
      priceAfterDiscount: '19.99',
    });
    await store(token, { product_id: discounted.id, quantity: 3 });
    await store(token, { product_id: plain.id, quantity: 7 });
    await store(token, { product_id: zeroBefore.id, quantity: 1 });

    const res = await request('POST', '/cart/get', token, { user_id: user.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status_code).toBe(200);
    expect(body.data).toMatchObject({
      total_count: 3,
      total_quantity: 11,
      // 3 × 100.10 + 7 × 0.10 + 1 × 19.99 (no float drift: 0.1 × 7 is 0.70)
      total_price: '320.99',
      // 3 × 80.20 + 7 × 0.10 + 1 × 19.99
      discounted_price: '261.29',
    });

    // A price change shows on the next read; an unpublished product leaves the cart.
    await ctx.db
      .update(products)
      .set({ priceAfterDiscount: '50.00' })
      .where(eq(products.id, discounted.id));
    await ctx.db.update(products).set({ status: 'inactive' }).where(eq(products.id, plain.id));
    const after = (await request('POST', '/cart/get', token, {})).json().data;
    expect(after).toMatchObject({
      total_count: 2,
      total_quantity: 4,
      total_price: '320.29',
      discounted_price: '169.99',
    });
  });

  it('an empty cart has zero totals', async () => {
    const { token } = await createUser(ctx.db);
    const res = await request('POST', '/cart/get', token, {});
    expect(res.json()).toEqual({
      status_code: 200,
      data: {
        total_count: 0,
        total_quantity: 0,
        total_price: '0.00',
        discounted_price: '0.00',
        items: [],
      },
    });
  });

  it('shows only the caller’s own lines', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const product = await createProduct(ctx.db);
    await store(other.token, { product_id: product.id, quantity: 4 });
    const res = await request('POST', '/cart/get', me.token, {});
    expect(res.json().data.items).toEqual([]);
  });
});

describe('DELETE /cart/delete/{itemId}', () => {
  it('removes the line and answers the remaining cart', async () => {
    const { user, token } = await createUser(ctx.db);
    const a = await createProduct(ctx.db);
    const b = await createProduct(ctx.db);
    await store(token, { product_id: a.id, quantity: 1 });
    await store(token, { product_id: b.id, quantity: 2 });
    const [first] = await lines();
    const res = await request('DELETE', `/cart/delete/${first?.id}`, token, { user_id: user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_code: 200,
      message: ar.cart_item_removed,
      data: { total_count: 1, total_quantity: 2, items: [{ product_id: b.id }] },
    });
    expect(await lines()).toHaveLength(1);
  });

  it('works without a body', async () => {
    const { token } = await createUser(ctx.db);
    const a = await createProduct(ctx.db);
    await store(token, { product_id: a.id, quantity: 1 });
    const [line] = await lines();
    const res = await request('DELETE', `/cart/delete/${line?.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(await lines()).toHaveLength(0);
  });

  it('404 for an unknown line', async () => {
    const { token } = await createUser(ctx.db);
    const res = await request('DELETE', '/cart/delete/424242', token, {}, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: en.cart_item_not_found });
  });
});

describe('ownership', () => {
  it('401 without a token on every cart call', async () => {
    const product = await createProduct(ctx.db);
    const calls = [
      store(null, { product_id: product.id, quantity: 1 }),
      request('POST', '/cart/get', null, {}),
      request('DELETE', '/cart/delete/1', null, {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ar.unauthorized });
    }
  });

  it('403 for a foreign user_id on every cart call, and nothing changes', async () => {
    const owner = await createUser(ctx.db);
    const intruder = await createUser(ctx.db);
    const product = await createProduct(ctx.db);
    await store(owner.token, { product_id: product.id, quantity: 1 });
    const before = await lines();
    const [line] = before;
    const calls = [
      store(intruder.token, { user_id: owner.user.id, product_id: product.id, quantity: 5 }),
      request('POST', '/cart/get', intruder.token, { user_id: owner.user.id }),
      request('DELETE', `/cart/delete/${line?.id}`, intruder.token, { user_id: owner.user.id }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ar.forbidden_user });
    }
    expect(await lines()).toEqual(before);
  });

  it('404 when deleting another user’s line, which stays', async () => {
    const owner = await createUser(ctx.db);
    const intruder = await createUser(ctx.db);
    const product = await createProduct(ctx.db);
    await store(owner.token, { product_id: product.id, quantity: 1 });
    const [line] = await lines();
    const res = await request('DELETE', `/cart/delete/${line?.id}`, intruder.token, {
      user_id: intruder.user.id,
    });
    expect(res.statusCode).toBe(404);
    expect(await lines()).toHaveLength(1);
  });
});

describe('OpenAPI document', () => {
  it('lists the cart, favourites, address and order calls with bearer security', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const expected: Array<[string, string]> = [
      ['/api/v1/all-user-fav-products', 'get'],
      ['/api/v1/user-add-fav', 'post'],
      ['/api/v1/cart/store', 'post'],
      ['/api/v1/cart/get', 'post'],
      ['/api/v1/cart/delete/{itemId}', 'delete'],
      ['/api/v1/user-addresses/all', 'post'],
      ['/api/v1/user-addresses/cities', 'post'],
      ['/api/v1/user-addresses/create', 'post'],
      ['/api/v1/user-addresses/update/{id}', 'post'],
      ['/api/v1/user-addresses/delete/{id}', 'post'],
      ['/api/v1/user-addresses/set-main/{id}', 'post'],
      ['/api/v1/user-orders', 'get'],
      ['/api/v1/user-orders/create', 'post'],
    ];
    for (const [path, method] of expected) {
      expect(doc.paths[path]?.[method]?.security).toEqual([{ bearerAuth: [] }]);
    }
    const cart =
      doc.paths['/api/v1/cart/get'].post.responses['200'].content['application/json'].schema
        .properties.data.properties;
    expect(cart.total_price.description).toMatch(/before discounts/i);
    expect(cart.discounted_price.description).toMatch(/pays/);
  });
});
