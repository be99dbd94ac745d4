import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../columns';
import { cartItems, favourites } from './cart';
import { orders } from './orders';

const EGYPT = 1; // Country id 1 (Egypt); the only country, so no countries table.

export const cities = pgTable('cities', {
  id: id(),
  /** Name in the default language (Arabic), kept for clients that read `name`. */
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

/**
 * Who an account is to the shop: a shopper (customer), one of the shop's staff (catalogue and
 * orders), or an owner (everything, staff and store settings included).
 */
export const userRole = pgEnum('user_role', ['customer', 'staff', 'owner']);
export type UserRole = (typeof userRole.enumValues)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    familyName: text('family_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    countryId: integer('country_id').notNull().default(EGYPT),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    address: text('address'),
    role: userRole('role').notNull().default('customer'),
    ...timestamps(),
  },
  (t) => [
    // The back office lists the shop's people among many shoppers.
    index('users_staff_role_idx')
      .on(t.role)
      .where(sql`${t.role} <> 'customer'`),
    // One account per address whatever its case: Ali@x.eg and ali@x.eg are the same person.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_number_unique').on(t.phoneNumber),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Login + 30 days: the latest a session can live, however often it is used. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Last request with the token (kept to the minute); 7 idle days end the session. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

// As the API promises: six-digit codes, valid 10 minutes, single use, mailed to the account's
// e-mail. A code belongs to the account (user_id), not to an e-mail text: it dies with the account
// (cascade), and the services use it up on an e-mail or password change and when a newer code is
// issued.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * The rate limits' counters (services/rateLimiter.ts), shared by every process on the database and
 * kept across restarts: one row per limit and key (the key is a hash, never a phone number, e-mail
 * or address in clear), counting the hits of the window that ends at expires_at. One atomic
 * INSERT … ON CONFLICT … RETURNING per hit; expired rows are swept now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

/**
 * Devices that signed in to an account (OWASP "device cookies"): the storefront keeps the token
 * beside its session and sends it with the next login, which failures from elsewhere never lock
 * out. Only the token's sha256 is stored; the rows go with the account.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('login_devices_token_hash_unique').on(t.tokenHash),
    index('login_devices_user_id_idx').on(t.userId),
  ],
);

/**
 * An e-mail or phone change of an account, undoable for 7 days from the link mailed to the previous
 * e-mail: the previous values, the link's token (sha256 only), and when it was used.
 */
export const identityChanges = pgTable(
  'identity_changes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    previousEmail: text('previous_email').notNull(),
    previousPhoneNumber: text('previous_phone_number').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identity_changes_token_hash_unique').on(t.tokenHash),
    index('identity_changes_user_id_idx').on(t.userId),
  ],
);

/**
 * A one-time link that lets a new staff member set their own password (never sent in clear): only
 * the token's sha256 is stored; used or expired links are dead.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /**
     * An invitation of an existing account to join the staff: the role it takes when its holder
     * accepts, signed in. Null: the set-password link of an account the back office created.
     */
    role: userRole('role'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invites_token_hash_unique').on(t.tokenHash),
    index('staff_invites_user_id_idx').on(t.userId),
  ],
);

/** One field's value before and after a change ([null, x] on create, [x, null] on delete). */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * Who changed what in the back office: written by the same transaction as the change it records,
 * so a change that fails leaves no row and a row always names a change that happened. The actor's
 * role, name and phone are copied (they may change later); the actor link is cleared if the account
 * goes, the copies stay.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: userRole('actor_role').notNull(),
    /**
     * The actor's name and phone number as they were at the change: the row keeps naming who did
     * it after the account is removed or renamed.
     */
    actorName: text('actor_name').notNull().default(''),
    actorPhone: text('actor_phone').notNull().default(''),
    /** create, update, delete, status, … */
    action: text('action').notNull(),
    /** The kind of record: product, category, order, staff, settings, … */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressTitle: text('address_title').notNull(),
    firstName: text('first_name').notNull(),
    familyName: text('family_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    countryId: integer('country_id').notNull().default(EGYPT),
    mainAddress: boolean('main_address').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    // At most one main address per user, enforced by the database.
    uniqueIndex('addresses_one_main_per_user')
      .on(t.userId)
      .where(sql`main_address`),
  ],
);

export const citiesRelations = relations(cities, ({ many }) => ({
  users: many(users),
  addresses: many(addresses),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  city: one(cities, { fields: [users.cityId], references: [cities.id] }),
  sessions: many(sessions),
  addresses: many(addresses),
  cartItems: many(cartItems),
  favourites: many(favourites),
  orders: many(orders),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
  city: one(cities, { fields: [addresses.cityId], references: [cities.id] }),
}));

export type City = typeof cities.$inferSelect;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;
