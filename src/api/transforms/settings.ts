// Settings record (the first element of the returned list; the flags of "/").
import type { SettingsDto } from '../../shared/wire/content';
import { isRecord } from './shape';

export interface SiteSettings {
  isMaintenanceActive: boolean;
  isLatestProductActive: boolean;
  isBestSellerActive: boolean;
  isMainBannerActive: boolean;
  isBannersActive: boolean;
}

/**
 * Used when the settings call fails or sends no record: never block the shop over a missing flag
 * (not in maintenance) and show the sections the server did not switch off.
 */
export const DEFAULT_SETTINGS: SiteSettings = {
  isMaintenanceActive: false,
  isLatestProductActive: true,
  isBestSellerActive: true,
  isMainBannerActive: true,
  isBannersActive: true,
};

/**
 * Ours sends booleans (SettingsDto); the maker's own host may send 0/1 or '0'/'1', so a
 * flag is read from any of them.
 */
type FlagDto = SettingsDto[keyof SettingsDto] | string | null | undefined;

function toFlag(value: FlagDto, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  const text = value.trim().toLowerCase();
  return text === '1' || text === 'true' || text === 'yes';
}

export function toSettings(raw: unknown): SiteSettings {
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? raw.data : undefined;
  const record: unknown = Array.isArray(list) ? list[0] : isRecord(list) ? list : undefined;
  if (!isRecord(record)) return DEFAULT_SETTINGS;
  const flag = (name: string, fallback: boolean) => toFlag(record[name] as FlagDto, fallback);
  return {
    isMaintenanceActive: flag('is_maintenance_active', false),
    isLatestProductActive: flag('is_latest_product_active', true),
    isBestSellerActive: flag('is_best_seller_active', true),
    isMainBannerActive: flag('is_main_banner_is_active', true),
    isBannersActive: flag('is_banners_active', true),
  };
}
