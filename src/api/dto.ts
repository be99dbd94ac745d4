// Server shapes exactly as sent (SPEC §3, §7), snake_case. Convert only in api/transforms/.

/** Flags arrive as booleans, 0/1 or '0'/'1' depending on the backend's serializer. */
export type FlagDto = boolean | number | string | null | undefined;

export interface EnvelopeDto<T> {
  status_code?: number;
  status?: string | boolean;
  success?: boolean;
  message?: string;
  data: T;
}

export interface PaginatedDto<T> extends EnvelopeDto<T[]> {
  total?: number;
  current_page?: number;
  last_page?: number;
  per_page?: number;
}

/** SPEC §7 GET /products/{categoryId} alternative form. */
export interface MessagesPageDto<T> {
  status_code?: number;
  messages: {
    records: T[];
    pagination_links?: unknown;
    total?: number;
    per_page?: number;
    current_page?: number;
    last_page?: number;
    links?: unknown;
  };
}

export interface CategoryRefDto {
  id: number;
  name: string;
  name_en?: string | null;
  slug?: string | null;
}

export interface ColorDto {
  id: number;
  name?: string | null;
  name_en?: string | null;
  code?: string | null;
  hex?: string | null;
}

export type ImageRefDto =
  string | { image?: string | null; url?: string | null; src?: string | null };

export interface ProductDto {
  id: number;
  name?: string | null;
  title?: string | null;
  name_en?: string | null;
  slug?: string | null;
  product_code?: string | null;
  code?: string | null;
  price_after_discount?: string | number | null;
  price_before_discount?: string | number | null;
  currency?: string | null;
  image?: string | null;
  product_status?: string | null;
  category?: CategoryRefDto | string | null;
  quantity?: number | string | null;
  status?: string | null;
  sort?: number | null;
  more_images?: ImageRefDto[] | null;
  description?: string | null;
  description_image?: string | null;
  colors?: ColorDto[] | null;
  is_favourite?: boolean | number | null;
}

export interface MainCategoryDto {
  id: number;
  name: string;
  name_en?: string | null;
  slug: string;
  banner_image_ar?: string | null;
  products?: ProductDto[] | null;
}

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

/** CONTRACT error body. */
export interface ErrorBodyDto {
  message?: string;
  errors?: Record<string, string[] | string>;
}
