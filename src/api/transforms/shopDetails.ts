// The shop's contact details (GET /shop-details) under their wire names: every text trimmed,
// "" or missing meaning "not given", so a component leaves a line out with one truthiness check.
import type { ShopDetailsDto } from '../../shared/wire/shopDetails';
import { isRecord } from './shape';

/** Any field may be missing (another host, an older server): read as not given. */
export type ShopDetails = Partial<ShopDetailsDto>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function toShopDetails(raw: unknown): ShopDetails {
  const data = isRecord(raw) && isRecord(raw.data) ? raw.data : {};
  // Field by field as sent: texts stay texts and the phones a list, whatever the wire holds.
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(text).filter(Boolean) : text(value),
    ]),
  ) as ShopDetails;
}
