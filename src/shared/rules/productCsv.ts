// The back office's product file (CSV): its columns are the admin product fields by their wire
// names, so a file exported, edited in a spreadsheet and imported again speaks the API's language.
// Pure data, shared by the server (which reads and writes the file) and the back office (which
// tells staff what the file holds).

/** The fields a row sets, in file order; product_code names the product (rows upsert by it). */
export const PRODUCT_CSV_FIELDS = [
  'product_code',
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'category_id',
  'price_before_discount',
  'price_after_discount',
  'quantity',
  'product_status',
  'status',
  'sort',
] as const;
export type ProductCsvField = (typeof PRODUCT_CSV_FIELDS)[number];

/** Written for people reading the file (the category's name); never read back. */
export const PRODUCT_CSV_READ_ONLY = ['category_name'] as const;

/** The exported header: the fields, with the category's name right after its id. */
export const PRODUCT_CSV_COLUMNS = [
  ...PRODUCT_CSV_FIELDS.slice(0, PRODUCT_CSV_FIELDS.indexOf('category_id') + 1),
  ...PRODUCT_CSV_READ_ONLY,
  ...PRODUCT_CSV_FIELDS.slice(PRODUCT_CSV_FIELDS.indexOf('category_id') + 1),
] as const;

/**
 * A file's header must name these; any other field may be left out (existing products keep its
 * value, new ones get the form's default or fail its rule).
 */
export const PRODUCT_CSV_REQUIRED = ['product_code'] as const;

/**
 * Fields whose blank cell means "as it is" (a new product: the shop's default) rather than
 * "empty": a product always has a stock, an order and both statuses. A blank description or
 * price is a value (none; no price is a "get price" product), as the export writes it.
 */
export const PRODUCT_CSV_KEEP_WHEN_BLANK: readonly ProductCsvField[] = [
  'quantity',
  'product_status',
  'status',
  'sort',
];

/** Largest file the import reads (bytes): 10,000 rows of long bilingual descriptions fit. */
export const PRODUCT_CSV_MAX_BYTES = 10 * 1024 * 1024;

/** Most rows one import handles (one transaction, one report). */
export const PRODUCT_CSV_MAX_ROWS = 50_000;
