// Logged-in user as kept in the `auth` slice and local storage.
import type { UserDto } from '../../shared/wire/account';
import { isRecord, toInt, toText } from './shape';

export interface User {
  id: number;
  firstName: string;
  familyName: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  cityId: number | null;
}

/** Our /login and /register `user` (the maker's host sends at least these fields). */
export function toUser(
  dto: Pick<UserDto, 'id' | 'first_name' | 'email' | 'phone_number'> & Partial<UserDto>,
): User {
  return {
    id: dto.id,
    firstName: dto.first_name,
    familyName: dto.family_name ?? dto.last_name ?? '',
    email: dto.email,
    phoneNumber: dto.phone_number,
    address: toText(dto.address),
    cityId: toInt(dto.city_id),
  };
}

/** Guards a user read back from storage (an unreadable stored user clears the session). */
export function isUser(value: unknown): value is User {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    Number.isInteger(value.id) &&
    typeof value.firstName === 'string' &&
    typeof value.email === 'string' &&
    typeof value.phoneNumber === 'string'
  );
}
