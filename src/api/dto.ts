// Server shapes exactly as sent (SPEC §3, §7), snake_case. Convert only in api/transforms/.
//
// Moving out: the catalogue answers (products, categories, product lists) and the CONTRACT error
// body are the wire types of src/shared/wire/catalog.ts and common.ts, imported with `import type`.
// The settings and user shapes below follow to src/shared/wire (content.ts, account.ts) when their
// areas' storefront code is written; until then they stay here, looser than the wire, because the
// maker's own host may send flags as 0/1 or '0'/'1'.

/** Flags arrive as booleans, 0/1 or '0'/'1' depending on the backend's serializer. */
export type FlagDto = boolean | number | string | null | undefined;

export interface SettingsDto {
  is_maintenance_active?: FlagDto;
  is_latest_product_active?: FlagDto;
  is_best_seller_active?: FlagDto;
  is_main_banner_is_active?: FlagDto;
  is_banners_active?: FlagDto;
}

export interface UserDto {
  id: number;
  first_name: string;
  family_name?: string | null;
  last_name?: string | null;
  email: string;
  phone_number: string;
  address?: string | null;
  city_id?: number | null;
  country_id?: number | null;
}
