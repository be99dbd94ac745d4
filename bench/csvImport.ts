/**
 * npm run bench:csv: how long the back office's product file takes at catalogue size. On a fresh
 * on-disk PGlite (as `npm start` keeps it; DATABASE_URL for a PostgreSQL server instead) with the
 * demo catalogue, an owner imports N new products (dry run, then apply), exports the catalogue,
 * imports that file back (all unchanged), then one changing every price (apply). In-process
 * (app.inject): the figures are the server's work, not the network's. Prints each step's seconds.
 * A benchmark: it never fails on a figure.
 *
 * Options: --rows 10000
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Response } from 'light-my-request';
import Papa from 'papaparse';
import { buildApp } from '../server/app';
import { loadConfig, type OwnerConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { categories } from '../server/db/schema';
import { ensureFirstOwner } from '../server/services/firstOwner';

const at = process.argv.indexOf('--rows');
const ROWS = at >= 0 ? Number(process.argv[at + 1]) : 10_000;
const OWNER: OwnerConfig = {
  phone: '01000000009',
  password: 'bench-owner-pass',
  email: undefined,
  firstName: 'Bench',
  familyName: 'Owner',
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-bench-csv-'));
  const config = { ...loadConfig({}), dataDir, databaseUrl: process.env.DATABASE_URL };
  const database = await openDatabase(config);
  await database.migrate();
  await seedIfEmpty(database.db);
  await ensureFirstOwner(database.db, OWNER);
  const app = buildApp({ db: database.db, config, logger: false });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { phone_number: OWNER.phone, password: OWNER.password },
    });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1);
    const header = ['product_code', 'name_ar', 'name_en', 'category_id', 'price_after_discount'];
    const file = (price: (i: number) => string) =>
      Papa.unparse(
        [
          header,
          ...Array.from({ length: ROWS }, (_, i) => [
            `BENCH-${i}`,
            `كأس زجاج للقياس ${i}`,
            `Bench glass ${i}`,
            category!.id,
            price(i),
          ]),
        ],
        { newline: '\r\n' },
      );

    const figures: Array<[string, number, string]> = [];
    const timed = async (step: string, run: () => Promise<Response>) => {
      const start = performance.now();
      const res = await run();
      const seconds = (performance.now() - start) / 1000;
      const counts =
        res.statusCode === 200 && step.startsWith('import') ? res.json().data.counts : null;
      figures.push([step, seconds, counts ? JSON.stringify(counts) : `HTTP ${res.statusCode}`]);
      return res;
    };
    const post = (mode: string, body: string) => () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/products/import?mode=${mode}`,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: body,
      });

    const created = file((i) => `${100 + (i % 90)}.00`);
    await timed(`import dry run, ${ROWS} new`, post('dry_run', created));
    await timed(`import apply, ${ROWS} new`, post('apply', created));
    const exported = await timed('export (whole catalogue)', () =>
      app.inject({ method: 'GET', url: '/api/v1/admin/products/export.csv', headers }),
    );
    await timed('import dry run, the export back', post('dry_run', exported.body));
    await timed(
      `import apply, ${ROWS} prices changed`,
      post(
        'apply',
        file((i) => `${200 + (i % 90)}.50`),
      ),
    );

    const lines = figures.map(
      ([step, seconds, outcome]) =>
        `  ${step.padEnd(40)} ${seconds.toFixed(2).padStart(7)} s  ${outcome}`,
    );
    process.stdout.write(`\nProduct file, ${ROWS} rows (${database.kind}):\n${lines.join('\n')}\n`);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
