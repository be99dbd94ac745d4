import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, users, type City, type User } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Lang, Translate } from '../lib/i18n';
import { localized } from '../../src/shared/lib/localized';
import { EGYPT_COUNTRY_ID } from '../../src/shared/rules/constants';
import { isBlank } from '../../src/shared/rules/validation';
import type { RegisterBody, UserDto } from '../../src/shared/wire/account';
import { cityDto } from './addressService';
import {
  checkEmail,
  checkNewPassword,
  checkPhone,
  FieldErrorList,
  requiredText,
} from './fieldChecks';
import { hashPassword } from './passwordService';
import { issueToken } from './sessionService';

// Accounts: the one user serializer, lookups, e-mail/phone uniqueness and registration (SPEC §3
// User, §5, §7). Profile changes are in profileService.ts, the field rules in fieldChecks.ts.

const COUNTRY_NAME = { ar: 'مصر', en: 'Egypt' } as const;

/** The only shape a user leaves the server in; never the password hash. */
export function toUserDto(user: User, city: City | null, lang: Lang): UserDto {
  return {
    id: user.id,
    first_name: user.firstName,
    family_name: user.familyName,
    last_name: user.familyName,
    name: `${user.firstName} ${user.familyName}`.trim(),
    email: user.email,
    phone_number: user.phoneNumber,
    country: { id: EGYPT_COUNTRY_ID, name: localized(COUNTRY_NAME, lang) },
    country_id: user.countryId,
    city_id: user.cityId,
    city: city ? cityDto(city, lang) : null,
    address: user.address,
  };
}

export async function findUserWithCity(
  db: Db,
  userId: number,
): Promise<{ user: User; city: City | null } | null> {
  const [row] = await db
    .select({ user: users, city: cities })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The signed-in user as the API answers it; 401 when the session's user vanished between the
 * auth hook and here (deleted meanwhile).
 */
export async function getUserDto(db: Db, userId: number, lang: Lang): Promise<UserDto> {
  const row = await findUserWithCity(db, userId);
  if (!row) throw new HttpError(401, 'unauthorized');
  return toUserDto(row.user, row.city, lang);
}

/** A new bearer token for `userId` and its user: what /login and /register answer. */
export async function openSession(
  db: Db,
  userId: number,
  lang: Lang,
): Promise<{ token: string; user: UserDto }> {
  const { token } = await issueToken(db, userId);
  return { token, user: await getUserDto(db, userId, lang) };
}

/** Lower-cased e-mail comparison that uses the users_email_lower_unique index. */
export const emailMatches = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(emailMatches(email)).limit(1);
  return user ?? null;
}

/** Notes email_taken / phone_taken for addresses another account (not `exceptUserId`) holds. */
export async function checkUnique(
  db: Db,
  errors: FieldErrorList,
  values: { email: string; phone: string },
  exceptUserId?: number,
): Promise<void> {
  const others = (condition: ReturnType<typeof sql>) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId === undefined ? condition : and(condition, ne(users.id, exceptUserId)))
      .limit(1);
  if (values.email && !errors.has('email')) {
    if ((await others(emailMatches(values.email))).length > 0) errors.add('email', 'email_taken');
  }
  if (values.phone && !errors.has('phone_number')) {
    if ((await others(sql`${users.phoneNumber} = ${values.phone}`)).length > 0) {
      errors.add('phone_number', 'phone_taken');
    }
  }
}

/**
 * Two requests racing past checkUnique meet the unique indexes instead: answer the same 422.
 * Drizzle wraps driver errors, so the PostgreSQL code and constraint may sit on `cause`.
 */
function uniqueViolationField(error: unknown): 'email' | 'phone_number' | null {
  for (let current: unknown = error; current && typeof current === 'object';) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') {
      const name = String(constraint ?? (current as { message?: unknown }).message ?? '');
      if (name.includes('users_email')) return 'email';
      if (name.includes('users_phone')) return 'phone_number';
      return null;
    }
    current = cause;
  }
  return null;
}

export function rethrowUniqueViolation(error: unknown, t: Translate): never {
  const field = uniqueViolationField(error);
  if (!field) throw error;
  const errors = new FieldErrorList(t);
  errors.add(field, field === 'email' ? 'email_taken' : 'phone_taken');
  errors.throwIfAny();
  throw error;
}

// ---------------------------------------------------------------------------------------------
// Registration

async function checkCity(db: Db, errors: FieldErrorList, value: unknown): Promise<number | null> {
  if (isBlank(value)) {
    errors.add('city_id', 'field_required');
    return null;
  }
  const text = String(value).trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (Number.isInteger(id) && id > 0) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
    if (city) return id;
  }
  errors.add('city_id', 'city_invalid');
  return null;
}

/** SPEC §5 registration rules, all reported together; creates the user. */
export async function registerUser(db: Db, input: RegisterBody, t: Translate): Promise<User> {
  const errors = new FieldErrorList(t);
  const firstName = requiredText(errors, 'first_name', input.first_name);
  const familyName = requiredText(errors, 'family_name', input.family_name);
  const email = checkEmail(errors, 'email', input.email);
  const phone = checkPhone(errors, 'phone_number', input.phone_number);
  const address = requiredText(errors, 'address', input.address);
  const cityId = await checkCity(db, errors, input.city_id);
  const password = checkNewPassword(
    errors,
    'register',
    input.password,
    input.password_confirmation,
  );
  await checkUnique(db, errors, { email, phone });
  errors.throwIfAny();

  const passwordHash = await hashPassword(password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        firstName,
        familyName,
        email,
        phoneNumber: phone,
        address,
        cityId,
        countryId: EGYPT_COUNTRY_ID,
        passwordHash,
      })
      .returning();
    if (!user) throw new Error('registerUser: insert returned no row');
    return user;
  } catch (error) {
    return rethrowUniqueViolation(error, t);
  }
}
