// Route schemas of the back office's files (src/shared/wire/adminTransfer.ts): staff or owner
// token (401 without one, 403 for a shopper's), each call in the OpenAPI document.
import {
  ordersCsvFile,
  ordersCsvQuery,
  productImportAnswer,
  productImportBody,
  productImportQuery,
  productsCsvFile,
} from '../../src/shared/wire/adminTransfer';
import { bearerSecurity, langQuery } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const route = routeGroup({
  tags: ['admin'],
  security: bearerSecurity,
  querystring: langQuery,
});

export const productsExportSchema = route(
  'Back office: every product as a CSV file (to edit in a spreadsheet and import again)',
  {},
  productsCsvFile,
);

export const productsImportSchema = route(
  'Back office: create and change products from a CSV file, rows matched by product_code',
  {
    description:
      'Content-Type: text/csv, the file as the body. Each row is judged by the rules of the ' +
      'product form (the same 422 messages, per field) plus: a product_code named once in the ' +
      'file, not a deleted product’s, category_id an existing category. The answer reports every ' +
      'row: create, update (with each change from → to), unchanged or error. dry_run writes ' +
      'nothing. apply writes every good row in one transaction, with an audit row per product ' +
      'created or changed (entity product, its changed fields) and one for the file (entity ' +
      'product_import, its counts); while any row is broken it refuses with 422 and writes ' +
      'nothing, unless skip_invalid=true. 422 too for a file that is not UTF-8, has no rows, or ' +
      'whose header lacks product_code or names a column the export does not have; 413 past ' +
      '10 MB; 415 for a body that is not text/csv.',
    querystring: productImportQuery,
    body: productImportBody,
  },
  productImportAnswer,
);

export const ordersExportSchema = route(
  'Back office (owner only): the orders of a period as a CSV file, one row per order',
  {
    description:
      'from and to are inclusive days of the shop (Cairo), as the order list filters them; 400 ' +
      'for a day that is not YYYY-MM-DD, 422 when from is after to. The file carries every ' +
      'customer’s name, phone and address, so only an owner may take it (403 for staff); each ' +
      'export is written to the audit trail (entity orders, action export: the days asked for ' +
      'and the number of orders).',
    querystring: ordersCsvQuery,
  },
  ordersCsvFile,
);
