import { asc, eq } from 'drizzle-orm';
import { addresses } from '../../server/db/schema';
import { createCities } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { setupTestApp } from '../support/testServer';
import { ar, en } from '../support/texts';

const ctx = setupTestApp();
beforeEach(async () => {
  await createCities(ctx.db);
});

const form = (overrides: Record<string, unknown> = {}) => ({
  address_title: 'البيت',
  first_name: 'سارة',
  last_name: 'حسن',
  address: '12 شارع النيل، الدقي',
  city_id: 2,
  phone_number: '01012345678',
  ...overrides,
});

const post = (url: string, token: string | null, payload: object = {}, lang?: 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });

async function create(token: string, overrides: Record<string, unknown> = {}) {
  const res = await post('/user-addresses/create', token, form(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; main_address: number };
}

const rows = () => ctx.db.select().from(addresses).orderBy(asc(addresses.id));
const mains = async (userId: number) =>
  (await rows()).filter((row) => row.userId === userId && row.mainAddress).map((row) => row.id);

describe('POST /user-addresses/create', () => {
  it('saves the address, answers 201 with the address DTO; the first one is main', async () => {
    const { user, token } = await createUser(ctx.db);
    const res = await post('/user-addresses/create', token, { user_id: user.id, ...form() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      status_code: 201,
      message: ar.address_created,
      data: {
        id: expect.any(Number),
        address_title: 'البيت',
        first_name: 'سارة',
        family_name: 'حسن',
        last_name: 'حسن',
        phone_number: '01012345678',
        address: '12 شارع النيل، الدقي',
        city_id: 2,
        city: { id: 2, name: 'الجيزة', name_ar: 'الجيزة', name_en: 'Giza' },
        country_id: 1,
        main_address: 1,
      },
    });
    const [row] = await rows();
    expect(row).toMatchObject({ userId: user.id, familyName: 'حسن', mainAddress: true });
  });

  it('later addresses are not main; city name follows the language', async () => {
    const { token } = await createUser(ctx.db);
    await create(token);
    const res = await post(
      '/user-addresses/create',
      token,
      form({ city_id: '3', address_title: 'Work' }),
      'en',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: en.address_created,
      data: { main_address: 0, city_id: 3, city: { name: 'Alexandria', name_en: 'Alexandria' } },
    });
  });

  it('422 per field: every field required, phone 01 + 9 digits, an existing city', async () => {
    const { token } = await createUser(ctx.db);
    const empty = await post('/user-addresses/create', token, { address_title: '  ' }, 'en');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: en.validation_failed,
      errors: {
        address_title: [en.field_required],
        first_name: [en.field_required],
        last_name: [en.field_required],
        address: [en.field_required],
        phone_number: [en.field_required],
        city_id: [en.field_required],
      },
    });

    const bad = await post(
      '/user-addresses/create',
      token,
      form({ phone_number: '0201234567', city_id: 99 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      phone_number: [ar.phone_invalid],
      city_id: [ar.city_invalid],
    });
    const notANumber = await post('/user-addresses/create', token, form({ city_id: 'x' }));
    expect(notANumber.json().errors).toEqual({ city_id: [ar.field_invalid] });
    expect(await rows()).toHaveLength(0);
  });

  it('accepts family_name in place of last_name', async () => {
    const { token } = await createUser(ctx.db);
    const res = await post(
      '/user-addresses/create',
      token,
      form({ last_name: undefined, family_name: 'علي' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ family_name: 'علي', last_name: 'علي' });
  });

  it('concurrent first addresses leave exactly one main and no 500', async () => {
    const { user, token } = await createUser(ctx.db);
    const results = await Promise.all(
      [1, 2, 3].map(() => post('/user-addresses/create', token, form())),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await mains(user.id)).toHaveLength(1);
  });
});

describe('POST /user-addresses/all and /cities', () => {
  it('lists only the user’s addresses, main first', async () => {
    const { user, token } = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const first = await create(token, { address_title: 'A' });
    const second = await create(token, { address_title: 'B' });
    await create(other.token, { address_title: 'Other' });
    await post(`/user-addresses/set-main/${second.id}`, token, { user_id: user.id });

    const res = await post('/user-addresses/all', token, { user_id: user.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status_code).toBe(200);
    expect(body.data.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
    expect(body.data.map((a: { main_address: number }) => a.main_address)).toEqual([1, 0]);
  });

  it('answers an empty list for a user without addresses', async () => {
    const { token } = await createUser(ctx.db);
    const res = await post('/user-addresses/all', token);
    expect(res.json()).toEqual({ status_code: 200, data: [] });
  });

  it('lists the cities in the request language', async () => {
    const { token } = await createUser(ctx.db);
    const res = await post('/user-addresses/cities', token, {}, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toEqual({
      id: 1,
      name: 'Cairo',
      name_ar: 'القاهرة',
      name_en: 'Cairo',
    });
    const arabic = await post('/user-addresses/cities', token);
    expect(arabic.json().data).toHaveLength(3);
    expect(arabic.json().data[0].name).toBe('القاهرة');
  });
});

describe('POST /user-addresses/update/{id}', () => {
  it('replaces the fields and keeps the main flag', async () => {
    const { token } = await createUser(ctx.db);
    const saved = await create(token);
    const res = await post(
      `/user-addresses/update/${saved.id}`,
      token,
      form({ address_title: 'Office', city_id: 1, phone_number: '01198765432' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_code: 200,
      message: ar.address_updated,
      data: { id: saved.id, address_title: 'Office', city_id: 1, main_address: 1 },
    });
    const [row] = await rows();
    expect(row).toMatchObject({ addressTitle: 'Office', phoneNumber: '01198765432' });
  });

  it('422 on invalid fields and nothing changes', async () => {
    const { token } = await createUser(ctx.db);
    const saved = await create(token);
    const res = await post(`/user-addresses/update/${saved.id}`, token, form({ first_name: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ first_name: [ar.field_required] });
    expect((await rows())[0]?.firstName).toBe('سارة');
  });
});

describe('set-main and delete', () => {
  it('set-main switches the main address; the DB never holds two', async () => {
    const { user, token } = await createUser(ctx.db);
    const a = await create(token);
    const b = await create(token);
    const res = await post(`/user-addresses/set-main/${b.id}`, token, { user_id: user.id }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_code: 200,
      message: en.address_set_main,
      data: { id: b.id, main_address: 1 },
    });
    expect(await mains(user.id)).toEqual([b.id]);

    // Setting the main one again changes nothing; a call without any body works too.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/user-addresses/set-main/${b.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(200);
    expect(await mains(user.id)).toEqual([b.id]);
    expect(a.id).not.toBe(b.id);
  });

  it('concurrent set-main calls leave exactly one main and no 500', async () => {
    const { user, token } = await createUser(ctx.db);
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await create(token)).id);
    const results = await Promise.all(
      ids.map((id) => post(`/user-addresses/set-main/${id}`, token)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await mains(user.id)).toHaveLength(1);
  });

  it('refuses to delete the main address with 409, deletes another one', async () => {
    const { user, token } = await createUser(ctx.db);
    const main = await create(token);
    const other = await create(token);

    const refused = await post(`/user-addresses/delete/${main.id}`, token, {}, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: en.main_address_delete_refused });
    expect(await rows()).toHaveLength(2);

    const deleted = await post(`/user-addresses/delete/${other.id}`, token, { user_id: user.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status_code: 200, message: ar.address_deleted });
    expect((await rows()).map((r) => r.id)).toEqual([main.id]);

    // Still refused when it is the only address left.
    const only = await post(`/user-addresses/delete/${main.id}`, token);
    expect(only.statusCode).toBe(409);
  });

  it('after another becomes main the old main can be deleted', async () => {
    const { user, token } = await createUser(ctx.db);
    const first = await create(token);
    const second = await create(token);
    await post(`/user-addresses/set-main/${second.id}`, token);
    const res = await post(`/user-addresses/delete/${first.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(await mains(user.id)).toEqual([second.id]);
  });
});

describe('ownership', () => {
  const routes = (id: number) => [
    '/user-addresses/all',
    '/user-addresses/cities',
    '/user-addresses/create',
    `/user-addresses/update/${id}`,
    `/user-addresses/delete/${id}`,
    `/user-addresses/set-main/${id}`,
  ];

  it('401 without a token on every address call', async () => {
    for (const url of routes(1)) {
      const res = await post(url, null, form());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ar.unauthorized });
    }
  });

  it('403 for a foreign user_id on every call, and nothing changes', async () => {
    const owner = await createUser(ctx.db);
    const intruder = await createUser(ctx.db);
    const main = await create(owner.token);
    const second = await create(owner.token);
    const before = await rows();
    for (const url of routes(second.id)) {
      const res = await post(url, intruder.token, { ...form(), user_id: owner.user.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ar.forbidden_user });
    }
    expect(await rows()).toEqual(before);
    expect(await mains(owner.user.id)).toEqual([main.id]);
  });

  it('404 for another user’s address id on update, delete and set-main', async () => {
    const owner = await createUser(ctx.db);
    const intruder = await createUser(ctx.db);
    await create(owner.token);
    const second = await create(owner.token);
    await create(intruder.token);
    const before = await rows();
    for (const url of routes(second.id).slice(3)) {
      const res = await post(url, intruder.token, { ...form(), user_id: intruder.user.id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ar.address_not_found });
    }
    expect(await rows()).toEqual(before);
    const missing = await post('/user-addresses/set-main/999999', intruder.token);
    expect(missing.statusCode).toBe(404);
  });

  it('404 for an address id that is no id (text, beyond the integer range)', async () => {
    const { token } = await createUser(ctx.db);
    for (const id of ['abc', '2147483648']) {
      expect((await post(`/user-addresses/set-main/${id}`, token)).statusCode).toBe(404);
    }
  });
});

describe('DB invariant', () => {
  it('the partial unique index refuses a second main address', async () => {
    const { user, token } = await createUser(ctx.db);
    await create(token);
    const second = await create(token);
    await expect(
      ctx.db.update(addresses).set({ mainAddress: true }).where(eq(addresses.id, second.id)),
    ).rejects.toThrow();
    expect(await mains(user.id)).toHaveLength(1);
  });
});
