// Catalogue rows for cart, favourites and order tests, inserted directly: these suites must not
// depend on the demo catalogue (which may change), only on the prices and stock they state.
import type { Db } from '../../server/db/client';
import {
  categories,
  cities,
  products,
  type Category,
  type City,
  type NewProduct,
  type Product,
} from '../../server/db/schema';

let sequence = 0;

export async function createCategory(
  db: Db,
  overrides: Partial<typeof categories.$inferInsert> = {},
): Promise<Category> {
  sequence += 1;
  const [row] = await db
    .insert(categories)
    .values({
      name: `فئة ${sequence}`,
      nameEn: `Category ${sequence}`,
      slug: `category-${sequence}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createCategory: insert returned no row');
  return row;
}

export type ProductOverrides = Partial<Omit<NewProduct, 'categoryId'>> & { categoryId?: number };

/**
 * An active, available product priced 100.00 (80.00 after discount) with 10 pieces in stock unless
 * overridden; creates a category when none is given.
 */
export async function createProduct(db: Db, overrides: ProductOverrides = {}): Promise<Product> {
  sequence += 1;
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const [row] = await db
    .insert(products)
    .values({
      name: `كوب زجاجي ${sequence}`,
      nameEn: `Glass cup ${sequence}`,
      slug: `glass-cup-${sequence}`,
      productCode: `GC-${sequence}-${process.pid}`,
      priceBeforeDiscount: '100.00',
      priceAfterDiscount: '80.00',
      image: `/media/products/glass-cup-${sequence}-640.webp`,
      productStatus: 'available',
      status: 'active',
      quantity: 10,
      ...overrides,
      categoryId,
    })
    .returning();
  if (!row) throw new Error('createProduct: insert returned no row');
  return row;
}

/** Cities with explicit ids (1 Cairo, 2 Giza, 3 Alexandria) for address tests. */
export async function createCities(db: Db): Promise<City[]> {
  return db
    .insert(cities)
    .values([
      { id: 1, name: 'القاهرة', nameAr: 'القاهرة', nameEn: 'Cairo' },
      { id: 2, name: 'الجيزة', nameAr: 'الجيزة', nameEn: 'Giza' },
      { id: 3, name: 'الإسكندرية', nameAr: 'الإسكندرية', nameEn: 'Alexandria' },
    ])
    .returning();
}
