import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  SEARCH_FOLD_DROP,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  SEARCH_WHITESPACE,
} from '../../../src/shared/rules/searchText';
import { createdAt, id, nameAr, sort } from '../columns';

export const productStatus = pgEnum('product_status', ['new', 'available', 'unavailable']);
export const publishStatus = pgEnum('publish_status', ['active', 'inactive']);

export interface ProductColor {
  id: number;
  name: string;
  name_en: string;
  hex: string;
}

/** A PostgreSQL string literal of `text` with every character outside printable ASCII escaped. */
function unicodeLiteral(text: string): string {
  let body = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const hex = code.toString(16).toUpperCase();
    if (code >= 0x20 && code < 0x7f && ch !== "'" && ch !== '\\') body += ch;
    else body += code > 0xffff ? `\\+${hex.padStart(6, '0')}` : `\\${hex.padStart(4, '0')}`;
  }
  return `U&'${body}'`;
}

/**
 * products.search_text: src/shared/rules/searchText.ts's foldSearchText over the names, descriptions
 * and code, computed by PostgreSQL itself. lower() first (under the C locale it folds ASCII only;
 * the table folds Latin-1 capitals too), then one translate() maps the table's characters and
 * drops the diacritics and tatweel (listed after the end of its `to`), then spaces are collapsed and
 * trimmed. Every function here is immutable, as a STORED generated column needs.
 */
const SEARCH_TEXT_SQL = [
  'btrim(regexp_replace(translate(lower(',
  `"name" || ' ' || "name_en" || ' ' || coalesce("description", '') || ' ' || `,
  `coalesce("description_en", '') || ' ' || "product_code"), `,
  `${unicodeLiteral(SEARCH_FOLD_FROM + SEARCH_FOLD_DROP)}, ${unicodeLiteral(SEARCH_FOLD_TO)}), `,
  `' {2,}', ' ', 'g'), ' ')`,
].join('');

/** The Unicode blocks holding every Script=Arabic character (a test checks the whole range). */
export const ARABIC_SCRIPT_BLOCKS: ReadonlyArray<readonly [number, number]> = [
  [0x0600, 0x08ff],
  [0xfb50, 0xfeff],
  [0x10e60, 0x10eff],
  [0x1ee00, 0x1eeff],
];

/** The Script=Arabic characters as bracket-expression ranges of real characters (`a-b…`). */
function arabicScriptRanges(): string {
  const arabic = /\p{Script=Arabic}/u;
  let out = '';
  for (const [first, last] of ARABIC_SCRIPT_BLOCKS) {
    let start = -1;
    for (let code = first; code <= last + 1; code += 1) {
      const inside = code <= last && arabic.test(String.fromCodePoint(code));
      if (inside && start < 0) start = code;
      if (!inside && start >= 0) {
        out += `${String.fromCodePoint(start)}-${String.fromCodePoint(code - 1)}`;
        start = -1;
      }
    }
  }
  return out;
}

/**
 * src/shared/rules/slugKey.ts in SQL: the slug rule (characters other than Arabic-script letters,
 * ASCII word characters, whitespace and hyphens dropped; each run of whitespace and hyphens one
 * hyphen; hyphens trimmed), then the search fold (after the slug rule no whitespace is left, so
 * lower() and translate() are the whole fold). Immutable, as a STORED generated column needs.
 */
export function slugKeySql(column: string): string {
  const keep = `[^${arabicScriptRanges()}A-Za-z0-9_${SEARCH_WHITESPACE}-]`;
  const runs = `[${SEARCH_WHITESPACE}-]+`;
  return [
    `translate(lower(btrim(regexp_replace(regexp_replace("${column}", `,
    `${unicodeLiteral(keep)}, '', 'g'), ${unicodeLiteral(runs)}, '-', 'g'), '-')), `,
    `${unicodeLiteral(SEARCH_FOLD_FROM + SEARCH_FOLD_DROP)}, ${unicodeLiteral(SEARCH_FOLD_TO)})`,
  ].join('');
}

/**
 * The slug and the names in slug-key form (slugKeySql), kept by the database: a product URL is
 * resolved by one equality on these (catalogService), whatever spelling of the slug or title the
 * link carries.
 */
const slugKeys = () => ({
  slugKey: text('slug_key')
    .notNull()
    .generatedAlwaysAs(sql.raw(slugKeySql('slug'))),
  nameKey: text('name_key')
    .notNull()
    .generatedAlwaysAs(sql.raw(slugKeySql('name'))),
  nameEnKey: text('name_en_key')
    .notNull()
    .generatedAlwaysAs(sql.raw(slugKeySql('name_en'))),
});

export const categories = pgTable(
  'categories',
  {
    id: id(),
    ...nameAr(),
    slug: text('slug').notNull(),
    ...slugKeys(),
    bannerImageAr: text('banner_image_ar'),
    bannerImageEn: text('banner_image_en'),
    sort: sort(),
    /** Left out of the storefront's category list by the back office; its products stay as they are. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    index('categories_sort_idx').on(t.sort),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    ...nameAr(),
    slug: text('slug').notNull(),
    productCode: text('product_code').notNull(),
    // Nullable: "no price" products show 'get price' and open a chat instead of the cart.
    priceAfterDiscount: numeric('price_after_discount', { precision: 12, scale: 2 }),
    priceBeforeDiscount: numeric('price_before_discount', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('EGP'),
    image: text('image'),
    moreImages: jsonb('more_images').$type<string[]>().notNull().default([]),
    description: text('description'),
    descriptionEn: text('description_en'),
    descriptionImage: text('description_image'),
    productStatus: productStatus('product_status').notNull().default('available'),
    status: publishStatus('status').notNull().default('inactive'),
    quantity: integer('quantity').notNull().default(0),
    sort: sort(),
    colors: jsonb('colors').$type<ProductColor[]>().notNull().default([]),
    /** Units sold by confirmed orders; orders "best sellers". */
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /**
     * Set when the back office deletes a product some order names: the row stays (order history
     * links to it) but is unpublished and no longer listed by the back office. Null otherwise.
     */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    /**
     * The product in search form (SEARCH_TEXT_SQL above), kept up to date by the
     * database. Searched with LIKE '%folded query%'; never part of an answer.
     */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql.raw(SEARCH_TEXT_SQL)),
    ...slugKeys(),
  },
  (t) => [
    uniqueIndex('products_product_code_unique').on(t.productCode),
    // One index per order and filter the catalogue offers, each partial on the
    // published products (the only ones ever listed), so a listing's page and its total count read
    // an index range instead of the table (EXPLAINs in server/db/migrations/0005_search_scale.sql).
    // Category listing (shop order) and its count; related products (best sellers of a category).
    index('products_active_category_sort_idx')
      .on(t.categoryId, t.sort, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_active_category_sales_idx')
      .on(t.categoryId, t.salesCount.desc().nullsFirst(), t.sort, t.id)
      .where(sql`${t.status} = 'active'`),
    // Latest products (newest first) and best sellers (most sold first).
    index('products_active_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    index('products_active_sales_idx')
      .on(
        t.salesCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} = 'active'`),
    // Max price, in a category or across all of them.
    index('products_active_price_idx')
      .on(t.priceAfterDiscount, t.categoryId)
      .where(sql`${t.status} = 'active'`),
    index('products_slug_idx').on(t.slug),
    // A product URL's slug in any spelling: one equality per key (catalogService's lookup).
    index('products_active_slug_key_idx')
      .on(t.slugKey)
      .where(sql`${t.status} = 'active'`),
    index('products_active_name_key_idx')
      .on(t.nameKey)
      .where(sql`${t.status} = 'active'`),
    index('products_active_name_en_key_idx')
      .on(t.nameEnKey)
      .where(sql`${t.status} = 'active'`),
    // Search: search_text LIKE '%folded query%' through pg_trgm trigrams (PostgreSQL and
    // PGlite, whose client loads the pg_trgm module: server/db/client.ts).
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The back office lists every product not removed (inactive ones too), so its orders and
    // filters need indexes of their own, partial on removed_at is null.
    index('products_admin_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.removedAt} is null`),
    index('products_admin_sort_idx')
      .on(t.sort, t.id)
      .where(sql`${t.removedAt} is null`),
    index('products_admin_category_sort_idx')
      .on(t.categoryId, t.sort, t.id)
      .where(sql`${t.removedAt} is null`),
    index('products_admin_quantity_idx')
      .on(t.quantity, t.id)
      .where(sql`${t.removedAt} is null`),
    index('products_admin_price_idx')
      .on(t.priceAfterDiscount, t.id)
      .where(sql`${t.removedAt} is null`),
    index('products_admin_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.removedAt} is null`),
    index('products_admin_name_en_idx')
      .on(t.nameEn, t.id)
      .where(sql`${t.removedAt} is null`),
    check('products_quantity_non_negative', sql`${t.quantity} >= 0`),
    check('products_sales_count_non_negative', sql`${t.salesCount} >= 0`),
  ],
);

export const categoriesRelations = relations(categories, ({ many }) => ({
  products: many(products),
}));

export const productsRelations = relations(products, ({ one }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
}));

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
