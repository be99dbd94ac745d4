// The card payment tests' set-up: one database, the Paymob stand-in (its callbacks delivered to the
// app in process), an app configured with the stand-in's keys and a clock the tests move.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { orders, products } from '../../server/db/schema';
import { outboxDir } from '../../server/mail/mailer';
import { createCities } from './catalogFixtures';
import { bearer } from './fixtures';
import { takeMail } from './outbox';
import { PaymobStandIn, STAND_IN_KEYS } from './paymobStandIn';
import { createTestDb, resetDb, type TestDb } from './testDb';
import { buildTestApp, testConfig } from './testServer';

export const PUBLIC_URL = 'https://zujaj.example';
export const SHOP_EMAIL = 'shop@zujaj.example';
export const START = new Date('2026-11-27T10:00:00.000Z');

export interface CardContext {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly standIn: PaymobStandIn;
  /** The app's clock; tests move it. */
  now: Date;
}

export function setupCardPayments(): CardContext {
  let testDb: TestDb | undefined;
  const ctx = { now: START } as CardContext & {
    app: FastifyInstance;
    db: Db;
    standIn: PaymobStandIn;
  };
  beforeAll(async () => {
    testDb = await createTestDb();
    ctx.db = testDb.db;
    ctx.standIn = new PaymobStandIn(STAND_IN_KEYS, async (url, body) => {
      const target = new URL(url);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${target.pathname}${target.search}`,
        payload: body as object,
      });
      return { status: res.statusCode, body: res.json() as unknown };
    });
    const baseUrl = await ctx.standIn.start();
    ctx.app = buildTestApp(testDb.db, {
      config: testConfig({
        publicUrl: PUBLIC_URL,
        shopEmail: SHOP_EMAIL,
        paymob: { baseUrl, ...STAND_IN_KEYS },
      }),
      clock: () => ctx.now,
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.standIn?.stop();
    await testDb?.close();
  });
  beforeEach(async () => {
    await resetDb(ctx.db);
    await createCities(ctx.db);
    ctx.now = START;
    ctx.standIn.reset();
    takeMail(outboxDir(ctx.app.config.dataDir));
  });
  return ctx;
}

/** GET /user-orders as the token's holder: the orders of the answer. */
export async function ordersOf(app: FastifyInstance, token: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/user-orders',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<Record<string, unknown> & { id: number; number: string }>;
}

/** The order's row as stored. */
export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

export async function stockOf(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, id));
  return row?.quantity ?? -1;
}
