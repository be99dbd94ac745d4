import { integer, text, timestamp } from 'drizzle-orm/pg-core';

// Shared column groups. Builders are created per call: a builder must not be reused.

/** Integer identity key; "by default" so seeds and tests may pick explicit ids. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Display order inside lists managed by the shop (banners, team, FAQ …). */
export const sort = () => integer('sort').notNull().default(0);

/** The Arabic text lives in the unsuffixed column (Arabic is the default language). */
export const nameAr = () => ({
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
});

export const titleAr = () => ({
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
});
