// A load balancer asks /healthz whether the process answers and /readyz whether it should get
// traffic: database reachable, every migration of this build applied, not stopping.
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/testServer';
import { createTestDb, type TestDb } from '../support/testDb';

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  app = buildTestApp(testDb.db);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await testDb.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

it('answers /healthz and /readyz with 200, never cached', async () => {
  for (const [url, status] of [
    ['/healthz', 'ok'],
    ['/readyz', 'ready'],
  ] as const) {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status });
    expect(answer.headers['cache-control']).toBe('no-store');
  }
});

it('is not ready while a migration of this build is missing from the database', async () => {
  const newest = `select id from drizzle.__drizzle_migrations order by created_at desc limit 1`;
  await testDb.db.execute(
    `create temp table saved_migration as select * from drizzle.__drizzle_migrations where id = (${newest})`,
  );
  await testDb.db.execute(`delete from drizzle.__drizzle_migrations where id = (${newest})`);
  try {
    const answer = await get('/readyz');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'migrations pending' });
    expect((await get('/healthz')).statusCode).toBe(200);
  } finally {
    await testDb.db.execute(
      `insert into drizzle.__drizzle_migrations select * from saved_migration`,
    );
  }
  expect((await get('/readyz')).statusCode).toBe(200);
});

it('is not ready once it has been told to stop, while it still answers', async () => {
  app.draining = true;
  try {
    const answer = await get('/readyz');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'draining' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await get('/healthz')).statusCode).toBe(200);
  } finally {
    app.draining = false;
  }
});

it('is not ready when the database does not answer', async () => {
  const other = await createTestDb();
  const unreachable = buildTestApp(other.db);
  await unreachable.ready();
  await other.close();
  try {
    const answer = await unreachable.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'database unreachable' });
  } finally {
    await unreachable.close();
  }
});
