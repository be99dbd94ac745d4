import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  addresses,
  cities,
  users,
  type Address,
  type City,
  type OrderAddressCopy,
} from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Lang, Translate } from '../lib/i18n';
import { localized } from '../../src/shared/lib/localized';
import { checkForm } from '../../src/shared/rules/checkForm';
import { EGYPT_COUNTRY_ID } from '../../src/shared/rules/constants';
import { addressForm } from '../../src/shared/rules/forms';
import { isBlank, toPositiveId } from '../../src/shared/rules/validation';
import type { AddressBody, AddressDto } from '../../src/shared/wire/addresses';
import type { CityDto } from '../../src/shared/wire/common';
import { throwIfIssues, trimmed } from './formCheck';

// The saved addresses of the signed-in user.

/** A city as every call answers it, its name in the request's language. */
export const cityDto = (city: Pick<City, 'id' | 'nameAr' | 'nameEn'>, lang: Lang): CityDto => ({
  id: city.id,
  name: localized({ ar: city.nameAr, en: city.nameEn }, lang),
  name_ar: city.nameAr,
  name_en: city.nameEn,
});

export function serializeAddress(row: Address, city: City | null, lang: Lang): AddressDto {
  return {
    id: row.id,
    address_title: row.addressTitle,
    first_name: row.firstName,
    family_name: row.familyName,
    last_name: row.familyName,
    phone_number: row.phoneNumber,
    address: row.address,
    city_id: row.cityId,
    city: city ? cityDto(city, lang) : null,
    country_id: row.countryId,
    main_address: row.mainAddress ? 1 : 0,
  };
}

/** The copy an order keeps of a saved address (it outlives edits and deletion of the original). */
export const addressCopy = ({
  last_name: _lastName,
  city,
  ...rest
}: AddressDto): OrderAddressCopy => ({
  ...rest,
  city: city ? { id: city.id, name_ar: city.name_ar, name_en: city.name_en } : null,
});

/** An order's address copy as the API answers addresses, in the request's language. */
export const addressFromCopy = (copy: OrderAddressCopy, lang: Lang): AddressDto => ({
  ...copy,
  last_name: copy.family_name,
  city: copy.city
    ? cityDto({ id: copy.city.id, nameAr: copy.city.name_ar, nameEn: copy.city.name_en }, lang)
    : null,
});

export async function cityExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
  return rows.length > 0;
}

interface AddressValues {
  addressTitle: string;
  firstName: string;
  familyName: string;
  address: string;
  cityId: number;
  phoneNumber: string;
}

/** Address forms: all fields required + phone rule + an existing city; 422 per field. */
async function validateAddress(db: Db, input: AddressBody, t: Translate): Promise<AddressValues> {
  // The rules: addressForm (src/shared/rules/forms/address.ts); then whether the city exists.
  const issues = checkForm(addressForm, input);
  const cityId = toPositiveId(input.city_id);
  if (!issues.city_id && !(cityId !== null && (await cityExists(db, cityId)))) {
    issues.city_id = [{ key: 'city_invalid' }];
  }
  throwIfIssues(issues, t);
  return {
    addressTitle: trimmed(input.address_title),
    firstName: trimmed(input.first_name),
    // addressForm takes family_name when last_name is blank.
    familyName: trimmed(isBlank(input.last_name) ? input.family_name : input.last_name),
    address: trimmed(input.address),
    cityId: cityId as number,
    phoneNumber: trimmed(input.phone_number),
  };
}

/** Addresses of `userId` with their city, main first then oldest first; or only the given ids. */
export async function loadAddresses(
  db: Db,
  userId: number,
  lang: Lang,
  ids?: readonly number[],
): Promise<AddressDto[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ address: addresses, city: cities })
    .from(addresses)
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .where(and(eq(addresses.userId, userId), ids ? inArray(addresses.id, [...ids]) : undefined))
    .orderBy(desc(addresses.mainAddress), asc(addresses.id));
  return rows.map((row) => serializeAddress(row.address, row.city, lang));
}

export const listAddresses = (db: Db, userId: number, lang: Lang) =>
  loadAddresses(db, userId, lang);

async function getAddress(db: Db, userId: number, id: number, lang: Lang): Promise<AddressDto> {
  const [found] = await loadAddresses(db, userId, lang, [id]);
  if (!found) throw new HttpError(404, 'address_not_found');
  return found;
}

/** True when address `id` exists and belongs to `userId` (orders check their address ids with it). */
export async function userOwnsAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Address changes of one user run one at a time: the user's row is locked first, so two
 * concurrent "first address" or set-main calls cannot both make a main (the partial unique index
 * would answer 500).
 */
async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
}

/** Exactly one address is main: the user's first address becomes main. */
export async function createAddress(
  db: Db,
  userId: number,
  input: AddressBody,
  lang: Lang,
  t: Translate,
): Promise<AddressDto> {
  const values = await validateAddress(db, input, t);
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const main = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.mainAddress, true)))
      .limit(1);
    const [row] = await tx
      .insert(addresses)
      .values({
        ...values,
        userId,
        countryId: EGYPT_COUNTRY_ID,
        mainAddress: main.length === 0,
      })
      .returning({ id: addresses.id });
    if (!row) throw new Error('createAddress: insert returned no row');
    return row.id;
  });
  return getAddress(db, userId, id, lang);
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  input: AddressBody,
  lang: Lang,
  t: Translate,
): Promise<AddressDto> {
  if (!(await userOwnsAddress(db, userId, id))) throw new HttpError(404, 'address_not_found');
  const values = await validateAddress(db, input, t);
  const updated = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (updated.length === 0) throw new HttpError(404, 'address_not_found');
  return getAddress(db, userId, id, lang);
}

/** The main address cannot be deleted (another must become main first). */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .select({ mainAddress: addresses.mainAddress })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!row) throw new HttpError(404, 'address_not_found');
    if (row.mainAddress) throw new HttpError(409, 'main_address_delete_refused');
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  });
}

/**
 * Setting another as main makes the previous one non-main, in one transaction: the old main
 * is cleared BEFORE the new one is set, so the one-main-per-user index never sees two.
 */
export async function setMainAddress(
  db: Db,
  userId: number,
  id: number,
  lang: Lang,
): Promise<AddressDto> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (!(await userOwnsAddress(tx, userId, id))) throw new HttpError(404, 'address_not_found');
    await tx
      .update(addresses)
      .set({ mainAddress: false })
      .where(
        and(eq(addresses.userId, userId), eq(addresses.mainAddress, true), ne(addresses.id, id)),
      );
    await tx
      .update(addresses)
      .set({ mainAddress: true })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  });
  return getAddress(db, userId, id, lang);
}
