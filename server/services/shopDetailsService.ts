import { eq } from 'drizzle-orm';
import type { ShopDetailsDto } from '../../src/shared/wire/shopDetails';
import type { Db } from '../db/client';
import { shopDetails, type ShopDetails } from '../db/schema';

// The shop's own contact details (one row, id 1): what the storefront's footer, /contact and chat
// links show. Read here for GET /api/v1/shop-details; the owner's edit writes the table itself.

/** Every field "" and no phones: what a shop that gave no details answers. */
export const EMPTY_SHOP_DETAILS: ShopDetailsDto = {
  phones: [],
  customer_service_phone: '',
  fax: '',
  address_ar: '',
  address_en: '',
  email: '',
  chat_number: '',
  working_hours_ar: '',
  working_hours_en: '',
  map_location: '',
  offers_banner: '',
};

/** The details row as every call answers it (the storefront's read and the owner's). */
export const shopDetailsDto = (row: ShopDetails): ShopDetailsDto => ({
  phones: row.phones,
  customer_service_phone: row.customerServicePhone,
  fax: row.fax,
  address_ar: row.addressAr,
  address_en: row.addressEn,
  email: row.email,
  chat_number: row.chatNumber,
  working_hours_ar: row.workingHoursAr,
  working_hours_en: row.workingHoursEn,
  map_location: row.mapLocation,
  // Stored as header images store theirs (/media/banners/…-640.webp) and sent as they are.
  offers_banner: row.offersBanner,
});

/** The details row as the wire names it; a missing row answers EMPTY_SHOP_DETAILS. */
export async function readShopDetails(db: Db): Promise<ShopDetailsDto> {
  const [row] = await db.select().from(shopDetails).where(eq(shopDetails.id, 1)).limit(1);
  return row ? shopDetailsDto(row) : EMPTY_SHOP_DETAILS;
}
