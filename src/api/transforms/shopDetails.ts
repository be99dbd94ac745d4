// The shop's contact details (GET /shop-details) under their wire names, as the server stores them
// (trimmed, no blank phone): "" or missing means "not given", so a component leaves a line out with
// one truthiness check.
import type { ShopDetailsDto } from '../../shared/wire/shopDetails';

/** Any field may be missing (another host, an older server): read as not given. */
export type ShopDetails = Partial<ShopDetailsDto>;

/** The answer's `data`; an answer without one reads as a shop that gave no details. */
export const toShopDetails = (answer: { data?: ShopDetails } | null): ShopDetails =>
  answer?.data ?? {};
