import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import type { CsvCell } from '../lib/csv';
import type { Lang } from '../lib/i18n';
import { PRODUCT_CSV_COLUMNS } from '../../src/shared/rules/productCsv';
import { snapshot } from './adminProductDto';
import { notRemoved } from './adminProductService';

// The catalogue as the product file: every product the back office lists (inactive ones too),
// in the import's columns, read a page at a time by id so any size streams out.

/** Products per query. */
const PAGE = 2000;

type ColumnName = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Pages of file rows, in PRODUCT_CSV_COLUMNS order. */
export async function* productCsvRows(db: Db, lang: Lang): AsyncGenerator<CsvCell[][]> {
  let after = 0;
  for (;;) {
    const page = await db
      .select({
        product: products,
        categoryAr: categories.name,
        categoryEn: categories.nameEn,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(notRemoved, gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(PAGE);
    if (page.length === 0) return;
    yield page.map(({ product, categoryAr, categoryEn }) => {
      const values: Record<ColumnName, CsvCell> = {
        ...snapshot(product),
        category_name: (lang === 'en' ? categoryEn : categoryAr) ?? '',
      };
      return PRODUCT_CSV_COLUMNS.map((column) => values[column] ?? '');
    });
    after = page[page.length - 1]!.product.id;
    if (page.length < PAGE) return;
  }
}
