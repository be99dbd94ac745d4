import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, passwordResets, sessions, users, type City, type User } from '../db/schema';
import { HttpError, type FieldErrors } from '../lib/httpError';
import type { Lang, Translate, TranslateVars } from '../lib/i18n';
import { EGYPT_COUNTRY_ID, PASSWORD_MIN } from '../../src/shared/rules/constants';
import {
  isBlank,
  isValidEmail,
  isValidPhone,
  meetsPasswordMin,
} from '../../src/shared/rules/validation';
import { hashPassword } from './passwordService';

// Accounts: the one user serializer, registration and profile changes (SPEC §3 User, §5, §7).

export interface CityDto {
  id: number;
  name: string;
  name_ar: string;
  name_en: string;
}

export interface UserDto {
  id: number;
  first_name: string;
  family_name: string;
  /** SPEC §3: the personal-info form calls family_name last_name. */
  last_name: string;
  name: string;
  email: string;
  phone_number: string;
  country: { id: number; name: string };
  country_id: number;
  city_id: number | null;
  city: CityDto | null;
  address: string | null;
}

const COUNTRY_NAME: Record<Lang, string> = { ar: 'مصر', en: 'Egypt' };

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
    country: { id: EGYPT_COUNTRY_ID, name: COUNTRY_NAME[lang] },
    country_id: user.countryId,
    city_id: user.cityId,
    city: city
      ? {
          id: city.id,
          name: lang === 'en' ? city.nameEn : city.nameAr,
          name_ar: city.nameAr,
          name_en: city.nameEn,
        }
      : null,
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

export async function getUserDto(db: Db, userId: number, lang: Lang): Promise<UserDto | null> {
  const row = await findUserWithCity(db, userId);
  return row ? toUserDto(row.user, row.city, lang) : null;
}

// ---------------------------------------------------------------------------------------------
// Field rules → 422 with every field's messages at once (CONTRACT "The API").

/** Collects translated field messages; `throwIfAny` raises the 422. */
export class FieldErrorList {
  readonly errors: FieldErrors = {};

  constructor(private readonly t: Translate) {}

  add(field: string, key: string, vars?: TranslateVars): void {
    const message = this.t(key, vars);
    const list = (this.errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) {
      throw new HttpError(422, 'validation_failed', this.errors);
    }
  }
}

/** A trimmed required text, or undefined after noting `field_required`. */
export function requiredText(errors: FieldErrorList, field: string, value: unknown): string {
  if (isBlank(value)) {
    errors.add(field, 'field_required');
    return '';
  }
  return String(value).trim();
}

/** Required, valid e-mail; answered lower-cased (one account per address whatever its case). */
export function checkEmail(errors: FieldErrorList, field: string, value: unknown): string {
  const email = requiredText(errors, field, value).toLowerCase();
  if (email && !isValidEmail(email)) errors.add(field, 'invalid_email_format');
  return email;
}

export function checkPhone(errors: FieldErrorList, field: string, value: unknown): string {
  const phone = requiredText(errors, field, value);
  if (phone && !isValidPhone(phone)) errors.add(field, 'phone_invalid');
  return phone;
}

/** SPEC §5: password required with the rule's minimum, confirmation required and equal. */
export function checkNewPassword(
  errors: FieldErrorList,
  rule: keyof typeof PASSWORD_MIN,
  password: unknown,
  confirmation: unknown,
): string {
  const plain = typeof password === 'string' ? password : '';
  if (isBlank(password)) errors.add('password', 'field_required');
  else if (!meetsPasswordMin(plain, rule)) {
    errors.add('password', 'password_min_length', { min: PASSWORD_MIN[rule] });
  }
  if (isBlank(confirmation)) errors.add('password_confirmation', 'field_required');
  else if (confirmation !== password) {
    errors.add('password_confirmation', 'passwords_not_matching');
  }
  return plain;
}

/** Lower-cased e-mail comparison that uses the users_email_lower_unique index. */
export const emailMatches = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(emailMatches(email)).limit(1);
  return user ?? null;
}

/** Notes email_taken / phone_taken for addresses another account (not `exceptUserId`) holds. */
async function checkUnique(
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

function rethrowUniqueViolation(error: unknown, t: Translate): never {
  const field = uniqueViolationField(error);
  if (!field) throw error;
  const errors = new FieldErrorList(t);
  errors.add(field, field === 'email' ? 'email_taken' : 'phone_taken');
  errors.throwIfAny();
  throw error;
}

// ---------------------------------------------------------------------------------------------
// Registration and profile changes.

export interface RegisterInput {
  first_name?: unknown;
  family_name?: unknown;
  email?: unknown;
  password?: unknown;
  password_confirmation?: unknown;
  phone_number?: unknown;
  address?: unknown;
  city_id?: unknown;
}

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
export async function registerUser(db: Db, input: RegisterInput, t: Translate): Promise<User> {
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

export interface PersonalInfoInput {
  first_name?: unknown;
  last_name?: unknown;
  phone_number?: unknown;
  email?: unknown;
}

/** SPEC §7 change-personal-info: last_name is stored as family_name. */
export async function updatePersonalInfo(
  db: Db,
  userId: number,
  input: PersonalInfoInput,
  t: Translate,
): Promise<void> {
  const errors = new FieldErrorList(t);
  const firstName = requiredText(errors, 'first_name', input.first_name);
  const familyName = requiredText(errors, 'last_name', input.last_name);
  const phone = checkPhone(errors, 'phone_number', input.phone_number);
  const email = checkEmail(errors, 'email', input.email);
  await checkUnique(db, errors, { email, phone }, userId);
  errors.throwIfAny();

  try {
    await db
      .update(users)
      .set({ firstName, familyName, phoneNumber: phone, email })
      .where(eq(users.id, userId));
  } catch (error) {
    rethrowUniqueViolation(error, t);
  }
}

/**
 * SPEC §5 change password (minimum 8). The session making the change stays signed in; every
 * other session of the user is revoked.
 */
export async function changePassword(
  db: Db,
  userId: number,
  keepSessionId: number,
  input: { password?: unknown; password_confirmation?: unknown },
  t: Translate,
  now: Date = new Date(),
): Promise<void> {
  const errors = new FieldErrorList(t);
  const password = checkNewPassword(errors, 'change', input.password, input.password_confirmation);
  errors.throwIfAny();

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          ne(sessions.id, keepSessionId),
          sql`${sessions.revokedAt} is null`,
        ),
      );
  });
}

/**
 * Deletes the account. Sessions, cart, favourites and addresses go with it (ON DELETE CASCADE);
 * orders stay for the shop's books with user_id cleared (ON DELETE SET NULL); pending reset codes
 * for the e-mail are dropped.
 */
export async function deleteAccount(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (!deleted) return false;
    await tx
      .delete(passwordResets)
      .where(sql`lower(${passwordResets.email}) = ${deleted.email.toLowerCase()}`);
    return true;
  });
}
