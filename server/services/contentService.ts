import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

/** SPEC §3 settings flags exactly as the storefront reads them. */
export interface SettingsDto {
  id: number;
  is_maintenance_active: boolean;
  is_latest_product_active: boolean;
  is_best_seller_active: boolean;
  is_main_banner_is_active: boolean;
  is_banners_active: boolean;
}

/** The settings as a list (SPEC §3: the record is the first element); empty before seeding. */
export async function getSettings(db: Db): Promise<SettingsDto[]> {
  const rows = await db.select().from(settings).orderBy(asc(settings.id)).limit(1);
  return rows.map((row) => ({
    id: row.id,
    is_maintenance_active: row.isMaintenanceActive,
    is_latest_product_active: row.isLatestProductActive,
    is_best_seller_active: row.isBestSellerActive,
    is_main_banner_is_active: row.isMainBannerIsActive,
    is_banners_active: row.isBannersActive,
  }));
}
