import type { Product } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { parseCsv } from '../lib/csv';
import { checkForm } from '../../src/shared/rules/checkForm';
import type { FieldIssues } from '../../src/shared/rules/formTable';
import { adminProductForm } from '../../src/shared/rules/forms/adminProduct';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_FIELDS,
  PRODUCT_CSV_KEEP_WHEN_BLANK,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_READ_ONLY,
  PRODUCT_CSV_REQUIRED,
  type ProductCsvField,
} from '../../src/shared/rules/productCsv';
import type { AdminProductBody } from '../../src/shared/wire/adminProducts';
import type { AuditChanges } from '../db/schema';
import { changedFields } from './audit';
import { snapshot, type Snapshot } from './adminProductDto';
import { columnsOf } from './adminProductService';

// One row of a product file, from its cells to its verdict: the product form's rule table judges
// the product as the row would leave it (the current product with the row's cells over it), then
// what only the whole file and the database know is added (a code named twice, a deleted
// product's code, a category that does not exist).

/** A row as read: its cells by field, only the columns the file has. */
export interface ProductCsvRow {
  line: number;
  code: string;
  given: Partial<Record<ProductCsvField, string>>;
  /** Problems of the row itself (its cell count, an unclosed quote). */
  issues: FieldIssues;
}

const reject = (t: Translate, key: string, vars?: Record<string, string | number>): never => {
  throw new HttpError(422, key, { file: [t(key, vars)] }, vars);
};

const listOf = (names: readonly string[]) => names.join(', ');

/** Header cell → field, or 422 naming what is missing, unknown or repeated. */
function readHeader(cells: readonly string[], t: Translate): Array<ProductCsvField | null> {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    reject(t, 'admin_csv_columns_unknown', {
      columns: listOf(unknown.map((name) => name || '""')),
      allowed: listOf(PRODUCT_CSV_COLUMNS),
    });
  }
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) reject(t, 'admin_csv_columns_repeated', { columns: listOf(repeated) });
  const missing = PRODUCT_CSV_REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0) reject(t, 'admin_csv_columns_missing', { columns: listOf(missing) });
  const readOnly = new Set<string>(PRODUCT_CSV_READ_ONLY);
  return names.map((name) => (readOnly.has(name) ? null : (name as ProductCsvField)));
}

/** The file's rows (422 for a file without a usable header or without rows). */
export function readProductCsv(text: string, t: Translate): ProductCsvRow[] {
  const { records, broken } = parseCsv(text);
  const [header, ...rest] = records;
  if (!header) return reject(t, 'admin_csv_empty');
  const fields = readHeader(header.cells, t);
  if (rest.length === 0) reject(t, 'admin_csv_empty');
  if (rest.length > PRODUCT_CSV_MAX_ROWS) {
    reject(t, 'admin_csv_too_many_rows', { max: PRODUCT_CSV_MAX_ROWS });
  }
  return rest.map(({ line, cells }) => {
    const given: ProductCsvRow['given'] = {};
    fields.forEach((field, index) => {
      const cell = cells[index] ?? '';
      if (!field || (PRODUCT_CSV_KEEP_WHEN_BLANK.includes(field) && cell.trim() === '')) return;
      given[field] = field === 'product_status' || field === 'status' ? cell.trim() : cell;
    });
    const issues: FieldIssues = {};
    if (broken.has(line)) issues.row = [{ key: 'admin_csv_row_unreadable' }];
    else if (cells.length !== fields.length) {
      issues.row = [
        { key: 'admin_csv_row_cells', vars: { found: cells.length, expected: fields.length } },
      ];
    }
    return { line, code: (given.product_code ?? '').trim(), given, issues };
  });
}

/** What the file and the database say about each code. */
export interface RowContext {
  /** Products by code (deleted ones too: their code stays taken). */
  existing: ReadonlyMap<string, Product>;
  categoryIds: ReadonlySet<number>;
  /** Code → the lines naming it, for codes named more than once. */
  repeated: ReadonlyMap<string, number[]>;
}

export type RowAction = 'create' | 'update' | 'unchanged' | 'error';

export interface PlannedRow {
  line: number;
  code: string;
  action: RowAction;
  issues: FieldIssues;
  changes: AuditChanges;
  /** The product before (update, unchanged) and the row's columns (columnsOf). */
  current: Product | undefined;
  columns: ReturnType<typeof columnsOf>;
}

/** Codes named on more than one row, with those rows' lines. */
export function repeatedCodes(rows: readonly ProductCsvRow[]): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    if (row.code) lines.set(row.code, [...(lines.get(row.code) ?? []), row.line]);
  }
  return new Map([...lines].filter(([, found]) => found.length > 1));
}

/** A checked row as the body the product form would send. */
function bodyOf(given: ProductCsvRow['given']): AdminProductBody {
  const body: Record<string, unknown> = { ...given };
  for (const field of ['category_id', 'quantity', 'sort'] as const) {
    if (given[field] !== undefined) body[field] = Number(given[field]);
  }
  return body as AdminProductBody;
}

/** Before a product exists, snapshot() reads the shop's defaults (the columns' defaults). */
const NEW_PRODUCT = {
  name: '',
  nameEn: '',
  description: null,
  descriptionEn: null,
  productCode: '',
  categoryId: 0,
  priceBeforeDiscount: null,
  priceAfterDiscount: null,
  quantity: 0,
  productStatus: 'available',
  status: 'inactive',
  sort: 0,
  slug: '',
  image: null,
  moreImages: [],
} as const satisfies Partial<Product>;

/** The row's verdict and, when it holds, what it changes. */
export function planRow(row: ProductCsvRow, context: RowContext): PlannedRow {
  const current = context.existing.get(row.code);
  const values = current ? { ...snapshot(current), ...row.given } : row.given;
  const issues: FieldIssues = { ...checkForm(adminProductForm, values), ...row.issues };
  if (!issues.category_id && !context.categoryIds.has(Number(values.category_id))) {
    issues.category_id = [{ key: 'admin_category_invalid' }];
  }
  const lines = context.repeated.get(row.code);
  if (!issues.product_code && lines) {
    issues.product_code = [
      { key: 'admin_csv_code_repeated', vars: { lines: listOf(lines.map(String)) } },
    ];
  } else if (!issues.product_code && current?.removedAt) {
    issues.product_code = [{ key: 'admin_product_code_taken' }];
  }
  const plan = { line: row.line, code: row.code, issues, current };
  if (Object.keys(issues).length > 0) return { ...plan, action: 'error', changes: {}, columns: {} };

  const columns = columnsOf(bodyOf(row.given));
  const before = current ? snapshot(current) : null;
  const after = snapshot({ ...(current ?? NEW_PRODUCT), ...columns } as Product);
  const changes = changedFields<Snapshot>(before, after, PRODUCT_CSV_FIELDS);
  const action = !current ? 'create' : Object.keys(changes).length > 0 ? 'update' : 'unchanged';
  return { ...plan, action, changes, columns };
}
