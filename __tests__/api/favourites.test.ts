import { eq } from 'drizzle-orm';
import { favourites, products } from '../../server/db/schema';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { setupTestApp } from '../support/testServer';

const ctx = setupTestApp();

const toggle = (token: string | null, payload: Record<string, unknown>, lang?: 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user-add-fav',
    headers: { ...(token ? bearer(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });

const list = (token: string | null, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/all-user-fav-products${query}`,
    headers: token ? bearer(token) : {},
  });

const rows = () => ctx.db.select().from(favourites).orderBy(favourites.id);

describe('POST /user-add-fav (favourite toggle)', () => {
  it('adds, then removes on the second call', async () => {
    const { user, token } = await createUser(ctx.db);
    const product = await createProduct(ctx.db);

    const added = await toggle(token, { user_id: user.id, product_id: product.id }, 'en');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      success: true,
      status_code: 200,
      isAdded: true,
      message: en.add_to_favorites,
    });
    // The storefront also accepts "a message containing 'Added'".
    expect(added.json().message).toContain('Added');
    expect(await rows()).toHaveLength(1);

    const removed = await toggle(token, { product_id: String(product.id) });
    expect(removed.json()).toEqual({
      success: true,
      status_code: 200,
      isAdded: false,
      message: ar.remove_from_favorites,
    });
    expect(await rows()).toHaveLength(0);
  });

  it('404 for an unknown or unpublished product; an unpublished favourite can still be removed', async () => {
    const { token } = await createUser(ctx.db);
    const product = await createProduct(ctx.db);
    await toggle(token, { product_id: product.id });
    await ctx.db.update(products).set({ status: 'inactive' }).where(eq(products.id, product.id));

    const hidden = await createProduct(ctx.db, { status: 'inactive' });
    for (const id of [hidden.id, 999_999]) {
      const res = await toggle(token, { product_id: id }, 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: en.product_not_found });
    }
    const removed = await toggle(token, { product_id: product.id });
    expect(removed.json().isAdded).toBe(false);
    expect(await rows()).toHaveLength(0);
  });

  it('422 on product_id without one', async () => {
    const { token } = await createUser(ctx.db);
    const res = await toggle(token, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('product_id');
  });

  it('two concurrent toggles never 500 and the answers match what is stored', async () => {
    const { token } = await createUser(ctx.db);
    const product = await createProduct(ctx.db);
    const results = await Promise.all([1, 2].map(() => toggle(token, { product_id: product.id })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const added = results.map((r) => r.json().isAdded as boolean);
    // Both "added" (the second insert met the first: ON CONFLICT DO NOTHING) → one row;
    // one added and one removed (they ran one after the other) → none.
    expect(await rows()).toHaveLength(added.every(Boolean) ? 1 : 0);
  });
});

describe('GET /all-user-fav-products', () => {
  it('lists product DTOs with is_favourite true, newest favourite first, paginated', async () => {
    const { user, token } = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await createProduct(ctx.db));
    for (const product of made) await toggle(token, { product_id: product.id });
    await toggle(other.token, { product_id: made[0]!.id });
    // An unpublished favourite is not listed.
    await ctx.db.update(products).set({ status: 'inactive' }).where(eq(products.id, made[4]!.id));

    const first = await list(token, `?user_id=${user.id}&per_page=3&lang=en`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.status_code).toBe(200);
    expect(body.data.pagination).toEqual({ total: 4, per_page: 3, current_page: 1, last_page: 2 });
    expect(body.data.records.map((p: { id: number }) => p.id)).toEqual([
      made[3]!.id,
      made[2]!.id,
      made[1]!.id,
    ]);
    const [record] = body.data.records;
    expect(record).toMatchObject({
      id: made[3]!.id,
      name: made[3]!.nameEn,
      name_en: made[3]!.nameEn,
      price_after_discount: '80.00',
      price_before_discount: '100.00',
      is_favourite: true,
      category: { id: made[3]!.categoryId },
    });

    const second = await list(token, '?page=2&per_page=3');
    expect(second.json().data.records.map((p: { id: number }) => p.id)).toEqual([made[0]!.id]);
    expect(second.json().data.pagination.current_page).toBe(2);
  });

  it('defaults to 16 per page and answers an empty first page', async () => {
    const { token } = await createUser(ctx.db);
    const res = await list(token);
    expect(res.json()).toEqual({
      status_code: 200,
      data: { records: [], pagination: { total: 0, per_page: 16, current_page: 1, last_page: 1 } },
    });
  });

  it('400 for page 0 or per_page above 50', async () => {
    const { token } = await createUser(ctx.db);
    expect((await list(token, '?page=0')).statusCode).toBe(400);
    expect((await list(token, '?per_page=51')).statusCode).toBe(400);
  });
});

describe('ownership', () => {
  it('401 without a token', async () => {
    const product = await createProduct(ctx.db);
    expect((await list(null)).statusCode).toBe(401);
    const res = await toggle(null, { product_id: product.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ar.unauthorized });
  });

  it('403 for a foreign user_id, and nothing changes', async () => {
    const owner = await createUser(ctx.db);
    const intruder = await createUser(ctx.db);
    const product = await createProduct(ctx.db);
    const other = await createProduct(ctx.db);
    await toggle(owner.token, { product_id: product.id });
    const before = await rows();

    const listed = await list(intruder.token, `?user_id=${owner.user.id}`);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toEqual({ message: ar.forbidden_user });
    for (const id of [product.id, other.id]) {
      const res = await toggle(intruder.token, { user_id: owner.user.id, product_id: id });
      expect(res.statusCode).toBe(403);
    }
    expect(await rows()).toEqual(before);
  });
});
