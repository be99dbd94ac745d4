/**
 * npx tsx bench/seed.ts: how long the first-start seed (server/db/seed)
 * takes on a fresh PGlite (the embedded database of a start without DATABASE_URL; in memory here,
 * as in the tests). It only prints: the time depends on the machine, so no test asserts it
 * (__tests__/api/seed.test.ts checks what is seeded).
 */
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { createPglite, fromPglite } from '../server/db/client';
import { products } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';

const ms = (from: number) => `${(performance.now() - from).toFixed(0)} ms`;

async function main(): Promise<void> {
  let started = performance.now();
  const database = fromPglite(await createPglite());
  await database.migrate();
  const migrated = ms(started);

  started = performance.now();
  const seeded = await seedIfEmpty(database.db);
  const seedTime = ms(started);
  const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(products);
  await database.close();

  if (!seeded) throw new Error('seed: a fresh database was judged already seeded');
  const line = (label: string, time: string) => `${label.padEnd(22)}${time.padStart(9)}\n`;
  process.stdout.write(
    '\nFirst-start seed on a fresh in-memory PGlite\n\n' +
      line('start + migrations', migrated) +
      line(`seed (${total} products)`, seedTime),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `seed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
