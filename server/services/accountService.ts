import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, users, type City, type User } from '../db/schema';
import { uniqueViolation } from '../lib/dbErrors';
import { HttpError } from '../lib/httpError';
import type { Lang, Translate } from '../lib/i18n';
import { localized } from '../../src/shared/lib/localized';
import { checkForm } from '../../src/shared/rules/checkForm';
import { EGYPT_COUNTRY_ID } from '../../src/shared/rules/constants';
import type { FieldIssues } from '../../src/shared/rules/formTable';
import { registerForm } from '../../src/shared/rules/forms';
import { toPositiveId } from '../../src/shared/rules/validation';
import type { RegisterBody, UserDto } from '../../src/shared/wire/account';
import { cityDto, cityExists } from './addressService';
import { throwIfIssues, trimmed } from './formCheck';
import { hashPassword } from './passwordService';
import { countAttempt, type Limiters } from './rateLimiter';
import { issueToken } from './sessionService';

// Accounts: the one user serializer, lookups, e-mail/phone uniqueness and registration. Profile
// changes are in profileService.ts; the field rules are the tables of src/shared/rules/forms.

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

/**
 * Adds email_taken / phone_taken to `issues` for addresses another account (not `exceptUserId`)
 * holds; a field that already has an issue is not looked up.
 */
export async function checkUnique(
  db: Db,
  issues: FieldIssues,
  values: { email: string; phone: string },
  exceptUserId?: number,
): Promise<void> {
  const others = (condition: ReturnType<typeof sql>) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId === undefined ? condition : and(condition, ne(users.id, exceptUserId)))
      .limit(1);
  if (values.email && !issues.email) {
    if ((await others(emailMatches(values.email))).length > 0) {
      issues.email = [{ key: 'email_taken' }];
    }
  }
  if (values.phone && !issues.phone_number) {
    if ((await others(sql`${users.phoneNumber} = ${values.phone}`)).length > 0) {
      issues.phone_number = [{ key: 'phone_taken' }];
    }
  }
}

/** Two requests racing past checkUnique meet the unique indexes instead: answer the same 422. */
function uniqueViolationField(error: unknown): 'email' | 'phone_number' | null {
  const name = uniqueViolation(error)?.constraint;
  if (name?.includes('users_email')) return 'email';
  if (name?.includes('users_phone')) return 'phone_number';
  return null;
}

export function rethrowUniqueViolation(error: unknown, t: Translate): never {
  const field = uniqueViolationField(error);
  if (!field) throw error;
  throwIfIssues({ [field]: [{ key: field === 'email' ? 'email_taken' : 'phone_taken' }] }, t);
  throw error;
}

// ---------------------------------------------------------------------------------------------
// Registration

/** Who registers and the limiters the attempt counts against. */
export interface RegisterAttempt {
  limiters: Limiters;
  /** The client address (request.ip). */
  client: string;
}

/**
 * The registration rules, all reported together; creates the user. A form that passes the
 * rules counts against the registration limits (per client address, per phone number and per
 * e-mail tried; 429) before e-mail and phone are looked up, so the "already registered" answers
 * cannot check numbers and addresses at full speed. A form that breaks a rule is not counted and
 * gets no uniqueness answer either (the storefront checks the same rules before sending).
 */
export async function registerUser(
  db: Db,
  input: RegisterBody,
  { limiters, client }: RegisterAttempt,
  t: Translate,
): Promise<User> {
  // The rules: registerForm (src/shared/rules/forms/register.ts); then the database's word on
  // the city and on e-mail / phone already in use.
  const issues = checkForm(registerForm, input);
  const cityId = toPositiveId(input.city_id);
  if (!issues.city_id && !(cityId !== null && (await cityExists(db, cityId)))) {
    issues.city_id = [{ key: 'city_invalid' }];
  }
  throwIfIssues(issues, t);
  // One account per address whatever its case.
  const email = trimmed(input.email).toLowerCase();
  const phone = trimmed(input.phone_number);
  await countAttempt([
    [limiters.registerPerAddress, client],
    [limiters.registerPerPhone, phone],
    [limiters.registerPerEmail, email],
  ]);
  await checkUnique(db, issues, { email, phone });
  throwIfIssues(issues, t);

  const password = String(input.password);
  const passwordHash = await hashPassword(password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        firstName: trimmed(input.first_name),
        familyName: trimmed(input.family_name),
        email,
        phoneNumber: phone,
        address: trimmed(input.address),
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
