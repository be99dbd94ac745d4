import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createCities } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';
import { loggableError } from '../../server/lib/logging';

// Errors log their code, constraint and route, never query parameters, bodies,
// tokens or the Authorization header.

let testDb: TestDb;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  app = buildTestApp(testDb.db, {
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await resetDb(testDb.db);
  await createCities(testDb.db);
  lines.length = 0;
});
afterEach(async () => {
  await testDb.db.execute(sql`alter table addresses drop constraint if exists log_probe_refuses`);
});

describe('logs of a failing insert', () => {
  it('name the code, constraint and route, and hold none of the values sent', async () => {
    const { user, token } = await createUser(testDb.db);
    // Every insert into addresses now fails inside PostgreSQL (check_violation, 23514).
    await testDb.db.execute(
      sql`alter table addresses add constraint log_probe_refuses check (false) not valid`,
    );
    const values = {
      address_title: 'SecretTitleQq',
      first_name: 'Zubaidaqq',
      last_name: 'Farfourqq',
      address: '77 PrivateLaneQq',
      city_id: 2,
      phone_number: '01098765432',
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user-addresses/create?probe_query=QueryValueQq',
      headers: { ...bearer(token), 'x-probe-header': 'HeaderValueQq' },
      payload: { user_id: user.id, ...values },
    });
    expect(res.statusCode).toBe(500);

    const log = lines.join('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = entries.find((entry) => entry.msg === 'unhandled error');
    expect(failure).toMatchObject({
      level: 50,
      route: '/api/v1/user-addresses/create',
      method: 'POST',
      error: { code: '23514', constraint: 'log_probe_refuses' },
    });
    for (const value of [
      ...Object.values(values).filter((value) => typeof value === 'string'),
      'QueryValueQq',
      'HeaderValueQq',
      token,
      'Bearer',
      String(user.email),
      'SELECT',
      'insert into',
      'params',
    ]) {
      expect(log.toLowerCase()).not.toContain(value.toLowerCase());
    }
  });
});

describe('the server code', () => {
  const serverDir = path.join(__dirname, '..', '..', 'server');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    });

  it('has no log call that prints a whole error, a body, query parameters or headers', () => {
    const logCall = /\b(?:log|logger)\.(?:trace|debug|info|warn|error|fatal)\(([^;]*)/g;
    const offending: string[] = [];
    for (const file of files(serverDir)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(logCall)) {
        const args = match[1] ?? '';
        if (
          /\berr:\s*(?:error|err|e)\b|\bbody\b|\bquery\b|\bparams\b|\bheaders\b|\burl\b/.test(args)
        )
          offending.push(`${path.relative(serverDir, file)}: ${match[0].slice(0, 120)}`);
      }
    }
    expect(offending).toEqual([]);
  });
});

describe('loggableError', () => {
  it('keeps a database error’s code and constraint, drops its query, params, detail and message', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "Secret7"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (email)=(secret@example.com) already exists.',
      constraint: 'users_email_lower_unique',
      query: 'insert into users values ($1)',
      params: ['secret@example.com'],
    });
    const wrapped = Object.assign(new Error('Failed query: insert\nparams: secret@example.com'), {
      query: 'insert into users values ($1)',
      params: ['secret@example.com'],
      cause,
    });
    const summary = loggableError(wrapped);
    expect(summary).toMatchObject({ code: '22P02', constraint: 'users_email_lower_unique' });
    expect(JSON.stringify(summary)).not.toMatch(/secret|Secret7|insert|params/i);
    expect(loggableError(summary)).toBe(summary);
  });
});
