import { and, eq, sql } from 'drizzle-orm';
import {
  addresses,
  cartItems,
  categories,
  cities,
  favourites,
  products,
  settings,
  users,
} from '../../server/db/schema';
import { seedIfEmpty, SEEDERS } from '../../server/db/seed';
import { createUser } from '../support/fixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb?.close());
beforeEach(() => resetDb(testDb.db));

const rows = async <T>(query: string) =>
  ((await testDb.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The PostgreSQL error code of a failed statement (drizzle wraps the driver error). */
async function failureCode(action: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await action();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code ?? 'unknown';
  }
  return undefined;
}

async function product(code: string) {
  const [category] = await testDb.db
    .insert(categories)
    .values({ name: 'مزهريات', nameEn: 'Vases', slug: `vases-${code}` })
    .returning();
  const [row] = await testDb.db
    .insert(products)
    .values({
      categoryId: category!.id,
      name: 'مزهرية',
      nameEn: 'Vase',
      slug: `vase-${code}`,
      productCode: code,
      priceAfterDiscount: '250.00',
      colors: [{ id: 1, name: 'أزرق', name_en: 'Blue', hex: '#1e40af' }],
    })
    .returning();
  return row!;
}

describe('migrations on a fresh database', () => {
  it('create every table of the product', async () => {
    const tables = (
      await rows<{ tablename: string }>(
        "select tablename from pg_tables where schemaname = 'public' order by tablename",
      )
    ).map((r) => r.tablename);
    expect(tables).toEqual(
      [
        'about_us',
        'addresses',
        'audit_log',
        'cache_versions',
        'cart_items',
        'catalogs',
        'categories',
        'cities',
        'common_questions',
        'contact_messages',
        'favourites',
        'header_images',
        'idempotency_keys',
        'identity_changes',
        'login_devices',
        'order_items',
        'order_status_events',
        'orders',
        'password_resets',
        'payment_transactions',
        'policy_pages',
        'products',
        'rate_limits',
        'sessions',
        'settings',
        'shop_details',
        'social_platforms',
        'staff_invites',
        'team_members',
        'users',
        'videos',
      ].sort(),
    );
  });

  it('are recorded, so running them again changes nothing', async () => {
    await testDb.database.migrate();
    const applied = await rows<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(applied[0]?.count).toBeGreaterThanOrEqual(1);
  });

  it('give products their defaults and round-trip Arabic text and jsonb', async () => {
    const row = await product('GL-001');
    expect(row).toMatchObject({
      currency: 'EGP',
      status: 'inactive',
      productStatus: 'available',
      quantity: 0,
      salesCount: 0,
      moreImages: [],
      name: 'مزهرية',
      priceAfterDiscount: '250.00',
      priceBeforeDiscount: null,
    });
    expect(row.colors[0]?.name).toBe('أزرق');
    expect(row.createdAt).toBeInstanceOf(Date);
  });
});

describe('constraints the database enforces', () => {
  it('product quantity never below zero, product codes unique', async () => {
    const row = await product('GL-002');
    expect(
      await failureCode(() =>
        testDb.db.update(products).set({ quantity: -1 }).where(eq(products.id, row.id)),
      ),
    ).toBe('23514');
    expect(await failureCode(() => product('GL-002'))).toBe('23505');
  });

  it('one account per e-mail whatever its case, and per phone number', async () => {
    await createUser(testDb.db, { email: 'Mona@Example.com', phoneNumber: '01012345678' });
    expect(await failureCode(() => createUser(testDb.db, { email: 'mona@example.COM' }))).toBe(
      '23505',
    );
    expect(await failureCode(() => createUser(testDb.db, { phoneNumber: '01012345678' }))).toBe(
      '23505',
    );
  });

  it('one cart line per user, product and colour, a missing colour included', async () => {
    const { user } = await createUser(testDb.db);
    const row = await product('GL-003');
    const line = { userId: user.id, productId: row.id, quantity: 1 };
    await testDb.db.insert(cartItems).values({ ...line, colorId: null });
    await testDb.db.insert(cartItems).values({ ...line, colorId: 1 });
    expect(
      await failureCode(() => testDb.db.insert(cartItems).values({ ...line, colorId: null })),
    ).toBe('23505');
    expect(
      await failureCode(() => testDb.db.insert(cartItems).values({ ...line, colorId: 1 })),
    ).toBe('23505');
    // The unique constraint is usable as an upsert target (add to cart twice = more quantity).
    await testDb.db
      .insert(cartItems)
      .values({ ...line, colorId: null, quantity: 2 })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.colorId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      });
    const [merged] = await testDb.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, user.id), sql`${cartItems.colorId} is null`));
    expect(merged?.quantity).toBe(3);
    expect(
      await failureCode(() =>
        testDb.db.insert(cartItems).values({ ...line, colorId: 2, quantity: 0 }),
      ),
    ).toBe('23514');
  });

  it('one favourite per user and product', async () => {
    const { user } = await createUser(testDb.db);
    const row = await product('GL-004');
    await testDb.db.insert(favourites).values({ userId: user.id, productId: row.id });
    expect(
      await failureCode(() =>
        testDb.db.insert(favourites).values({ userId: user.id, productId: row.id }),
      ),
    ).toBe('23505');
  });

  it('at most one main address per user', async () => {
    await seedIfEmpty(testDb.db);
    const first = await createUser(testDb.db);
    const second = await createUser(testDb.db);
    const address = (userId: number, mainAddress: boolean) => ({
      userId,
      addressTitle: 'البيت',
      firstName: 'سارة',
      familyName: 'حسن',
      phoneNumber: '01012345678',
      address: '12 شارع النيل',
      cityId: 1,
      mainAddress,
    });
    await testDb.db.insert(addresses).values(address(first.user.id, true));
    await testDb.db.insert(addresses).values(address(first.user.id, false));
    await testDb.db.insert(addresses).values(address(second.user.id, true));
    expect(
      await failureCode(() => testDb.db.insert(addresses).values(address(first.user.id, true))),
    ).toBe('23505');
  });

  it('a single settings row', async () => {
    await testDb.db.insert(settings).values({});
    expect(await failureCode(() => testDb.db.insert(settings).values({ id: 2 }))).toBe('23514');
  });
});

describe('seedIfEmpty', () => {
  it('loads the settings and the 27 governorates once', async () => {
    expect(await seedIfEmpty(testDb.db)).toBe(true);
    expect(await seedIfEmpty(testDb.db)).toBe(false);
    const all = await testDb.db.select().from(cities).orderBy(cities.id);
    expect(all).toHaveLength(27);
    expect(all[0]).toEqual({ id: 1, name: 'القاهرة', nameAr: 'القاهرة', nameEn: 'Cairo' });
    expect(new Set(all.map((c) => c.nameEn)).size).toBe(27);
    expect(await testDb.db.select().from(settings)).toHaveLength(1);
  });

  it('is all or nothing', async () => {
    const failing = async () => {
      throw new Error('demo catalogue broken');
    };
    await expect(seedIfEmpty(testDb.db, [...SEEDERS, failing])).rejects.toThrow(
      'demo catalogue broken',
    );
    expect(await testDb.db.select().from(settings)).toHaveLength(0);
    expect(await testDb.db.select().from(cities)).toHaveLength(0);
  });

  it('keeps what is there on later starts', async () => {
    await seedIfEmpty(testDb.db);
    await testDb.db.update(settings).set({ isMaintenanceActive: true });
    await testDb.db.delete(users);
    expect(await seedIfEmpty(testDb.db)).toBe(false);
    const [row] = await testDb.db.select().from(settings);
    expect(row?.isMaintenanceActive).toBe(true);
  });
});

/**
 * A bare PGlite and `apply(file)`, which runs one migration file on it: a database as an older
 * release left it, to test what a migration does to existing rows.
 */
async function bareDatabase() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { MIGRATIONS_DIR } = await import('../../server/db/client');
  const pg = await PGlite.create();
  const apply = async (file: string) => {
    const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await pg.exec(statement);
  };
  return { pg, apply };
}

describe('0001: orders keep their addresses', () => {
  it('copies the saved addresses of existing orders, keeps their terms, drops unanswered keys', async () => {
    const { pg, apply } = await bareDatabase();
    try {
      await apply('0000_init.sql');
      await pg.exec(`
        INSERT INTO cities (id, name, name_ar, name_en) VALUES (1, 'القاهرة', 'القاهرة', 'Cairo');
        INSERT INTO users (id, first_name, family_name, email, phone_number, password_hash)
          VALUES (1, 'سارة', 'حسن', 's@x.com', '01012345678', 'h');
        INSERT INTO addresses (id, user_id, address_title, first_name, family_name, phone_number, address, city_id, main_address)
          VALUES (7, 1, 'البيت', 'سارة', 'حسن', '01012345678', '12 شارع النيل', 1, true);
        INSERT INTO orders (id, number, user_id, shipping_address_id, terms_accepted, total_price)
          VALUES (1, 'ZJ-000001', 1, 7, true, 10), (2, 'ZJ-000002', 1, NULL, true, 10);
        INSERT INTO idempotency_keys (key, user_id, request_hash, status, response_status, response_body)
          VALUES ('done', 1, 'h', 'done', 201, '{}'), ('stuck', 1, 'h', 'running', NULL, NULL);
      `);
      await apply('0001_order_address_copies.sql');
      const orders = await pg.query<{
        id: number;
        shipping_address: unknown;
        terms_accepted: boolean;
      }>('SELECT id, shipping_address, terms_accepted FROM orders ORDER BY id');
      expect(orders.rows).toEqual([
        {
          id: 1,
          terms_accepted: true,
          shipping_address: {
            id: 7,
            address_title: 'البيت',
            first_name: 'سارة',
            family_name: 'حسن',
            phone_number: '01012345678',
            address: '12 شارع النيل',
            city_id: 1,
            country_id: 1,
            main_address: 1,
            city: { id: 1, name_ar: 'القاهرة', name_en: 'Cairo' },
          },
        },
        { id: 2, terms_accepted: true, shipping_address: null },
      ]);
      const keys = await pg.query<{ key: string }>('SELECT key FROM idempotency_keys');
      expect(keys.rows).toEqual([{ key: 'done' }]);
    } finally {
      await pg.close();
    }
  });
});

describe('0002: reset codes belong to the account', () => {
  it('runs on a database holding codes: drops them, then ties new ones to a user (cascade)', async () => {
    const { pg, apply } = await bareDatabase();
    try {
      await apply('0000_init.sql');
      await apply('0001_order_address_copies.sql');
      await pg.exec(`
        INSERT INTO users (id, first_name, family_name, email, phone_number, password_hash)
          VALUES (1, 'سارة', 'حسن', 's@x.com', '01012345678', 'h');
        INSERT INTO password_resets (email, code_hash, expires_at)
          VALUES ('s@x.com', 'h', now() + interval '10 minutes'), ('gone@x.com', 'h', now());
      `);
      await apply('0002_reset_codes_per_account.sql');
      const left = await pg.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM password_resets',
      );
      expect(left.rows).toEqual([{ count: 0 }]);
      await pg.exec(
        `INSERT INTO password_resets (user_id, code_hash, expires_at) VALUES (1, 'h', now())`,
      );
      await expect(
        pg.exec(`INSERT INTO password_resets (code_hash, expires_at) VALUES ('h', now())`),
      ).rejects.toThrow(/null value/);
      await pg.exec('DELETE FROM users WHERE id = 1');
      const afterDelete = await pg.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM password_resets',
      );
      expect(afterDelete.rows).toEqual([{ count: 0 }]);
    } finally {
      await pg.close();
    }
  });
});

describe('0011: the shop keeps its contact details', () => {
  /** A database as the release before 0011 left it (migrations 0000–0010 applied). */
  async function before0011() {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { MIGRATIONS_DIR, createPglite } = await import('../../server/db/client');
    const pg = await createPglite();
    const run = async (file: string) => {
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) await pg.exec(statement);
    };
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d{4}_.*\.sql$/.test(f))
      .sort();
    for (const file of files.filter((f) => f < '0011')) await run(file);
    return { pg, run };
  }

  it('a running shop gets the details its storefront showed; a new database gets none here', async () => {
    for (const running of [true, false]) {
      const { pg, run } = await before0011();
      try {
        if (running) await pg.exec('INSERT INTO settings (id) VALUES (1)');
        await run('0011_storefront_settings.sql');
        const rows = await pg.query<{ chat_number: string; phones: string[] }>(
          'SELECT chat_number, phones FROM shop_details',
        );
        expect(rows.rows).toEqual(
          running ? [{ chat_number: '201001986198', phones: ['02 2576 1986'] }] : [],
        );
      } finally {
        await pg.close();
      }
    }
  });
});
