// The back office's CSV calls in API tests: download a file, read it as a spreadsheet would, write
// one back and import it.
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { bearer } from './fixtures';

export const BOM = '\ufeff';

/** GET a CSV download (its text as the server sent it, mark included). */
export const download = (app: FastifyInstance, url: string, token: string | null, lang = 'en') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/admin${url}`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
  });

/** The cells of CSV text (mark dropped), header row first. */
export function readCsv(text: string): string[][] {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(body, { header: false, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** Rows as a file a spreadsheet saves: mark, CRLF. */
export const writeCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>, mark = true) =>
  (mark ? BOM : '') + Papa.unparse(rows as unknown[][], { newline: '\r\n' }) + '\r\n';

/** POST a file to the import. */
export function importCsv(
  app: FastifyInstance,
  token: string | null,
  body: string | Buffer,
  query: string,
  lang = 'en',
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/admin/products/import?${query}`,
    headers: {
      ...(token ? bearer(token) : {}),
      'accept-language': lang,
      'content-type': 'text/csv',
    },
    payload: body,
  });
}

/** Header row → the cells of each row by column name. */
export function byColumn(rows: string[][]): Array<Record<string, string>> {
  const [header = [], ...rest] = rows;
  return rest.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** Records back to rows under `header`. */
export const fromColumns = (header: string[], records: Array<Record<string, string>>) => [
  header,
  ...records.map((record) => header.map((name) => record[name] ?? '')),
];
