import type { Readable } from 'node:stream';
import type { ApiPlugin } from '../../lib/apiPlugin';
import { HttpError } from '../../lib/httpError';
import { CSV_CONTENT_TYPE, csvAttachment, csvStream, decodeCsv } from '../../lib/csv';
import { currentUser, requireOwner } from '../../plugins/auth';
import {
  ordersExportSchema,
  productsExportSchema,
  productsImportSchema,
} from '../../schemas/adminTransfer';
import {
  checkOrderRange,
  ORDER_CSV_COLUMNS,
  orderCsvRows,
  recordOrdersExport,
} from '../../services/orderCsvExport';
import { productCsvRows } from '../../services/productCsvExport';
import { importProductsCsv } from '../../services/productCsvImport';
import type { Clock } from '../../services/rateLimiter';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MAX_BYTES } from '../../../src/shared/rules/productCsv';

/** The answers' schemas document each file as text; Fastify sends a stream of that text as is. */
const asText = (file: Readable) => file as unknown as string;

/**
 * The back office's files: the catalogue out and in as CSV (staff and owners), the orders of a
 * period out (owners only: every customer's name, phone and address; each export audited). The text/csv parser is registered in this plugin only, with its own body limit:
 * every other call still takes JSON alone, up to the app's limit.
 */
export const adminTransferRoutes: ApiPlugin<{ clock?: Clock }> = async (app, { clock }) => {
  const now: Clock = clock ?? (() => new Date());

  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: PRODUCT_CSV_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, decodeCsv(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  app.get('/products/export.csv', { schema: productsExportSchema }, async (request, reply) =>
    reply
      .type(CSV_CONTENT_TYPE)
      .header('content-disposition', csvAttachment('products', now()))
      .send(asText(csvStream(PRODUCT_CSV_COLUMNS, productCsvRows(app.db, request.lang)))),
  );

  app.post(
    '/products/import',
    { schema: productsImportSchema, bodyLimit: PRODUCT_CSV_MAX_BYTES },
    async (request) => {
      // Only the text/csv parser gives a string: a JSON or empty body is not a file.
      if (typeof request.body !== 'string') throw new HttpError(415, 'admin_csv_content_type');
      const data = await importProductsCsv(
        app.db,
        currentUser(request),
        request.body,
        { mode: request.query.mode, skipInvalid: request.query.skip_invalid ?? false },
        request.t.bind(request),
      );
      return { status_code: 200, data };
    },
  );

  app.get(
    '/orders/export.csv',
    { onRequest: requireOwner, schema: ordersExportSchema },
    async (request, reply) => {
      checkOrderRange(request.query, request.t.bind(request));
      await recordOrdersExport(app.db, currentUser(request), request.query);
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', csvAttachment('orders', now()))
        .send(
          asText(csvStream(ORDER_CSV_COLUMNS, orderCsvRows(app.db, request.query, request.lang))),
        );
    },
  );
};

export default adminTransferRoutes;
