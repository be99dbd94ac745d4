import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cities, settings, shopDetails } from '../schema';
import { EGYPT_GOVERNORATES } from './cities';
import { seedDemoCatalog } from './demoCatalog';
import { SHOP_DETAILS } from './demoContent';

/** One step of the first-start seed; runs inside the seed transaction. */
export type Seeder = (db: Db) => Promise<void>;

/** Settings flags: every home section shown, maintenance off (the shop switches it in the data). */
export const seedSettings: Seeder = async (db) => {
  await db.insert(settings).values({
    id: 1,
    isMaintenanceActive: false,
    isLatestProductActive: true,
    isBestSellerActive: true,
    isMainBannerIsActive: true,
    isBannersActive: true,
  });
};

/** The shop's contact details (the single row), the demo shop's until the owner edits them. */
export const seedShopDetails: Seeder = async (db) => {
  await db
    .insert(shopDetails)
    .values({ id: 1, ...SHOP_DETAILS })
    .onConflictDoNothing();
};

export const seedCities: Seeder = async (db) => {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cities);
  if (count > 0) return;
  await db
    .insert(cities)
    .values(EGYPT_GOVERNORATES.map(({ nameAr, nameEn }) => ({ name: nameAr, nameAr, nameEn })));
};

/**
 * First-start data, in order. The bilingual demo catalogue (server/db/seed/demoCatalog.ts) joins
 * this list as one more Seeder; it may rely on the cities being there.
 */
export const SEEDERS: Seeder[] = [seedSettings, seedShopDetails, seedCities, seedDemoCatalog];

/**
 * Loads the first-start data when the database is empty, judged by the settings row (the first
 * thing seeded). All or nothing: a failed seed leaves the database empty and the next start retries.
 * Answers whether it seeded.
 */
export async function seedIfEmpty(db: Db, seeders: Seeder[] = SEEDERS): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(8151986)`);
    const existing = await tx.select({ id: settings.id }).from(settings).limit(1);
    if (existing.length > 0) return false;
    for (const seeder of seeders) await seeder(tx);
    return true;
  });
}
