// Saved-address and city answers → domain. Our server sends
// src/shared/wire/addresses.ts shapes (`{ status_code, data }`); the maker's host may send the
// list bare, ids as strings, main_address as a boolean or '1', last_name instead of family_name.
import type { AddressDto, AddressListAnswer } from '../../shared/wire/addresses';
import type { CityDto } from '../../shared/wire/common';
import { asLoose, InvalidResponseError, isRecord, toInt, toText, type Loose } from './shape';

export interface City {
  id: number;
  /** In the request's language (the other language when missing). */
  name: string;
}

export interface Address {
  id: number;
  title: string;
  firstName: string;
  /** family_name on the wire; the form calls it lastName. */
  lastName: string;
  phoneNumber: string;
  address: string;
  cityId: number | null;
  /** The city's name in the page language, when the server sent the city. */
  cityName: string | null;
  /** main_address 1 means main; exactly one address is main. */
  isMain: boolean;
}

/** A city record; null when it has no id. */
export function toCity(raw: unknown): City | null {
  const dto = asLoose<CityDto>(raw);
  const id = toInt(dto?.id);
  if (!dto || id === null) return null;
  const name = toText(dto.name) ?? toText(dto.name_ar) ?? toText(dto.name_en) ?? String(id);
  return { id, name };
}

/** One saved address; null when it has no id (a record we cannot act on). */
export function toAddress(raw: unknown): Address | null {
  const dto = asLoose<AddressDto>(raw);
  const id = toInt(dto?.id);
  if (!dto || id === null) return null;
  const city = isRecord(dto.city) ? toCity(dto.city) : null;
  const main = dto.main_address;
  return {
    id,
    title: toText(dto.address_title) ?? '',
    firstName: toText(dto.first_name) ?? '',
    lastName: toText(dto.family_name) ?? toText(dto.last_name) ?? '',
    phoneNumber: toText(dto.phone_number) ?? '',
    address: toText(dto.address) ?? '',
    cityId: toInt(dto.city_id) ?? city?.id ?? null,
    cityName: city?.name ?? null,
    isMain: main === true || toInt(main) === 1,
  };
}

/** The list under `data` (or bare); an answer with no list in it is an error. */
function listOf(raw: unknown, what: string): unknown[] {
  if (Array.isArray(raw)) return raw;
  const answer = asLoose<AddressListAnswer>(raw);
  if (answer && Array.isArray(answer.data)) return answer.data;
  throw new InvalidResponseError(what);
}

/** POST /user-addresses/all: main first, then in the server's order. */
export function toAddressList(raw: unknown): Address[] {
  const addresses = listOf(raw, 'addresses')
    .map(toAddress)
    .filter((address): address is Address => address !== null);
  return [...addresses.filter((a) => a.isMain), ...addresses.filter((a) => !a.isMain)];
}

/** POST /user-addresses/cities (and GET /get-cities). */
export function toCityList(raw: unknown): City[] {
  return listOf(raw, 'cities')
    .map(toCity)
    .filter((city): city is City => city !== null);
}

/** The saved address of a create/update/set-main answer (`{ data: address }`), if it sent one. */
export function toSavedAddress(raw: unknown): Address | null {
  const answer = asLoose<{ data: unknown }>(raw) as Loose<{ data: unknown }> | null;
  return answer ? toAddress(answer.data) : null;
}
