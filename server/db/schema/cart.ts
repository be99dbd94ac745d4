import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../columns';
import { users } from './account';
import { products } from './catalog';

// One cart per user: its lines are the user's cart_items (/cart/* calls always name the user).
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Id of an entry of products.colors; null when the product has no colour choice. */
    colorId: integer('color_id'),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [
    // NULLS NOT DISTINCT: two colourless lines of one product are the same line (PostgreSQL 15+).
    unique('cart_items_user_product_color_unique')
      .on(t.userId, t.productId, t.colorId)
      .nullsNotDistinct(),
    check('cart_items_quantity_min', sql`${t.quantity} >= 1`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favourites_user_product_unique').on(t.userId, t.productId),
    index('favourites_product_id_idx').on(t.productId),
  ],
);

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  user: one(users, { fields: [cartItems.userId], references: [users.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}));

export const favouritesRelations = relations(favourites, ({ one }) => ({
  user: one(users, { fields: [favourites.userId], references: [users.id] }),
  product: one(products, { fields: [favourites.productId], references: [products.id] }),
}));

export type CartItem = typeof cartItems.$inferSelect;
export type Favourite = typeof favourites.$inferSelect;
