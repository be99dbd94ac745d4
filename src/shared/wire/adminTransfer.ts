// The back office's files: the product catalogue out and in as CSV, and the orders of a period out
// (staff and owners). The columns are src/shared/rules/productCsv.ts's; every row of an import is
// judged by the product form's rule table, as the product form is.
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MAX_BYTES } from '../rules/productCsv';
import { dataAnswer, langQuery, type Wire } from './common';

/** The answer of a download: the file itself, as the OpenAPI document describes it. */
const csvFile = (description: string) =>
  ({
    description,
    content: { 'text/csv': { schema: { type: 'string' } } },
  }) as const;

export const productsCsvFile = csvFile(
  `UTF-8 with a byte-order mark, CRLF lines, a header row (${PRODUCT_CSV_COLUMNS.join(', ')}), ` +
    'then one row per product not deleted (inactive ones too), by id. category_name is for ' +
    'reading only (the request language). Every cell is quoted; one a spreadsheet could run as a ' +
    'formula (= + - @ first, or after a , ; tab or line break inside it; tab or CR first) is ' +
    "written after an apostrophe, which the import drops again. Content-Disposition names it products-<day>.csv (the shop's day).",
);

export const ordersCsvFile = csvFile(
  'UTF-8 with a byte-order mark, CRLF lines, a header row (number, created_at, status, ' +
    'payment_method, customer_name, customer_phone, city, address, total_price, currency, ' +
    'items_count), then one row per order, newest first; created_at and the day range are ' +
    'Cairo time, the city in the request language. Named orders-<day>.csv.',
);

const day = (description: string) =>
  ({ type: 'string', format: 'date', maxLength: 10, description }) as const;

/** GET /admin/orders/export.csv */
export const ordersCsvQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...langQuery.properties,
    from: day('Placed on or after this day (Cairo time), YYYY-MM-DD; none: from the first order'),
    to: day('Placed on or before this day (Cairo time), YYYY-MM-DD; none: up to now'),
  },
} as const;
export type OrdersCsvQuery = Wire<typeof ordersCsvQuery>;

export const PRODUCT_IMPORT_MODES = ['dry_run', 'apply'] as const;
export type ProductImportMode = (typeof PRODUCT_IMPORT_MODES)[number];

/** POST /admin/products/import */
export const productImportQuery = {
  type: 'object',
  required: ['mode'],
  additionalProperties: false,
  properties: {
    ...langQuery.properties,
    mode: {
      type: 'string',
      enum: PRODUCT_IMPORT_MODES,
      description: 'dry_run: the report only, nothing written; apply: write the good rows',
    },
    skip_invalid: {
      type: 'boolean',
      default: false,
      description:
        'apply only: write the good rows and skip the broken ones (false: any broken row ' +
        'refuses the whole file with 422)',
    },
  },
} as const;
export type ProductImportQuery = Wire<typeof productImportQuery>;

/** The file as the body: text/csv (only this call takes it). */
export const productImportBody = {
  content: {
    'text/csv': {
      schema: {
        type: 'string',
        maxLength: PRODUCT_CSV_MAX_BYTES,
        description:
          `The CSV file, UTF-8 (a byte-order mark is accepted), at most ` +
          `${PRODUCT_CSV_MAX_BYTES / 1024 / 1024} MB; delimiter , ; or tab. Its header names ` +
          `product_code and any of the other columns of the export (category_name is ignored); ` +
          'a column left out keeps its value. Blank quantity, product_status, status or sort ' +
          'keep the value too (a new product: 0, available, inactive, 0); a blank description ' +
          'or price is none.',
      },
    },
  },
} as const;

const cellValue = { type: ['string', 'number', 'null'] } as const;

export const productImportRow = {
  type: 'object',
  required: ['line', 'product_code', 'action', 'changes', 'errors'],
  properties: {
    line: {
      type: 'integer',
      description: 'Row of the file as a spreadsheet numbers it (header 1)',
    },
    product_code: { type: 'string' },
    action: { type: 'string', enum: ['create', 'update', 'unchanged', 'error'] },
    changes: {
      type: 'object',
      description: 'Field → its value now and the one the row sets (from null for a new product)',
      additionalProperties: {
        type: 'object',
        required: ['from', 'to'],
        properties: { from: cellValue, to: cellValue },
        additionalProperties: false,
      },
    },
    errors: {
      type: 'object',
      description: 'Field (or `row` for the row itself) → messages, as a 422 names them',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  additionalProperties: false,
} as const;
export type ProductImportRowDto = Wire<typeof productImportRow>;

const count = { type: 'integer' } as const;

export const productImportAnswer = dataAnswer({
  type: 'object',
  required: ['mode', 'applied', 'rows', 'counts'],
  properties: {
    mode: { type: 'string', enum: PRODUCT_IMPORT_MODES },
    applied: {
      type: 'boolean',
      description: 'Whether rows were written (apply, in one transaction)',
    },
    rows: { type: 'array', items: productImportRow },
    counts: {
      type: 'object',
      required: ['create', 'update', 'unchanged', 'error'],
      properties: { create: count, update: count, unchanged: count, error: count },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const);
export type ProductImportAnswer = Wire<typeof productImportAnswer>;
export type ProductImportReportDto = ProductImportAnswer['data'];
