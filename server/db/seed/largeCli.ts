import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { products } from '../schema';
import { seedIfEmpty } from './index';
import { parseProductCount, seedLargeCatalogue } from './large';

// `npm run db:seed-large -- --products 100000`: the database of `npm start` (DATA_DIR's PGlite, or
// DATABASE_URL's PostgreSQL), migrated and demo-seeded if new, topped up to that many products.

function productsArgument(argv: readonly string[]): number {
  const at = argv.findIndex((arg) => arg === '--products' || arg.startsWith('--products='));
  const raw = at < 0 ? undefined : argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  return parseProductCount(raw, '--products') ?? 100_000;
}

async function main(): Promise<void> {
  const total = productsArgument(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const started = performance.now();
    await database.migrate();
    await seedIfEmpty(database.db);
    const inserted = await seedLargeCatalogue(database.db, total);
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(products);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `db:seed-large: ${inserted} products inserted, ${n} in the catalogue (${database.kind}), ${seconds} s\n`,
    );
  } finally {
    await database.close();
  }
}

/** Drizzle wraps the database's own message (the useful part) in `cause`. */
const causeOf = (error: unknown): string =>
  error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';

main().catch((error: unknown) => {
  process.stderr.write(
    `db:seed-large: ${error instanceof Error ? error.message : String(error)}${causeOf(error)}\n`,
  );
  process.exit(1);
});
