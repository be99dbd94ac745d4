import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { HttpError } from './httpError';

// The back office's CSV files, written and read one way: UTF-8 with a byte-order mark (Excel reads
// a file without one in the machine's code page and turns Arabic into mojibake), CRLF line ends
// (RFC 4180, what Excel writes). Cells follow OWASP's CSV Injection guidance, so text that came
// from a shopper or a member of staff is shown, never executed:
// - every cell is wrapped in double quotes and each double quote inside is doubled, so a comma,
//   semicolon, tab, quote or line break inside a cell never starts another cell;
// - a cell a spreadsheet could take for a formula gets a leading apostrophe: one starting with
//   =, +, -, @, tab or CR (also after leading spaces, which some spreadsheets drop), and — because
//   a reader that splits on another separator (a ';' locale, Text to Columns) would start a new
//   cell there — one where such a character follows a comma, semicolon, tab or line break inside.
// A plain number ("-12.50", a typed number) is left as it is: a spreadsheet reads it as a value,
// never a formula, and a negative amount stays a number. Reading drops the apostrophe again.

export const CSV_BOM = '\ufeff';
export const CSV_NEWLINE = '\r\n';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * A tab or CR first, or =, +, - or @ first or right after an inner separator (whitespace between
 * them ignored).
 */
const FORMULA_TRIGGER = /^[\t\r]|(?:^|[,;\t\r\n])\s*[=+\-@]/;
/** A plain decimal number, which a spreadsheet reads as a value. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

const triggersFormula = (text: string): boolean =>
  !PLAIN_NUMBER.test(text) && FORMULA_TRIGGER.test(text);

/**
 * Whether the writer puts an apostrophe before `text`: it could run as a formula, or it already
 * starts with apostrophes before such text (its own apostrophe must survive the reader's drop).
 */
const needsGuard = (text: string): boolean => triggersFormula(text.replace(/^'+/, ''));

export type CsvCell = string | number | null;

/** One cell as written: always quoted, guarded where a spreadsheet could run it. */
export function csvCell(cell: CsvCell): string {
  const text = cell === null ? '' : String(cell);
  const guarded = typeof cell === 'string' && needsGuard(text) ? `'${text}` : text;
  return `"${guarded.replace(/"/g, '""')}"`;
}

/** Rows as CSV text: each row ends with CRLF (the last one too). */
export function csvLines(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map((row) => row.map(csvCell).join(',') + CSV_NEWLINE).join('');
}

/**
 * A CSV download as a stream: the mark and the header at once, then each batch of rows as its
 * query answers, so a catalogue of any size never sits whole in memory.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<ReadonlyArray<ReadonlyArray<CsvCell>>>,
): Readable {
  async function* text() {
    yield CSV_BOM + csvLines([header]);
    for await (const rows of batches) yield csvLines(rows);
  }
  return Readable.from(text(), { objectMode: false });
}

/** `Content-Disposition` of a download named `<stem>-<YYYY-MM-DD>.csv` (the shop's day). */
export function csvAttachment(stem: string, now: Date): string {
  return `attachment; filename="${stem}-${shopDay(now)}.csv"`;
}

const shopClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The moment in Cairo (the shop's time) as YYYY-MM-DD HH:mm, which spreadsheets read as a date. */
export function shopMoment(moment: Date): string {
  const parts = shopClock.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The calendar day in Cairo as YYYY-MM-DD. */
export const shopDay = (moment: Date): string => shopMoment(moment).slice(0, 10);

/** A cell as its writer meant it: the formula guard's apostrophe taken off again. */
export const unguardCell = (cell: string): string =>
  cell.startsWith("'") && needsGuard(cell.slice(1)) ? cell.slice(1) : cell;

export interface CsvRecord {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  line: number;
  cells: string[];
}

/** Text of an uploaded file: UTF-8 (else 422, with how to save it right), the mark dropped. */
export function decodeCsv(body: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new HttpError(422, 'admin_csv_not_utf8', { file: ['admin_csv_not_utf8'] });
  }
  return text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
}

/**
 * The records of CSV text, blank rows left out (their numbers still counted, as a spreadsheet
 * counts them). A record the parser could not read whole (an unclosed quote) is kept with its
 * problem so the import can report it on its row.
 */
export function parseCsv(text: string): { records: CsvRecord[]; broken: Map<number, string> } {
  const parsed = Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: false,
    // Excel writes ';' where the decimal mark is ',' and tabs as "Unicode text"; ',' otherwise.
    delimitersToGuess: [',', ';', '\t'],
  });
  const broken = new Map<number, string>();
  for (const error of parsed.errors) {
    if (error.row !== undefined && error.code !== 'UndetectableDelimiter') {
      broken.set(error.row + 1, error.code);
    }
  }
  const records: CsvRecord[] = [];
  parsed.data.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    records.push({ line: index + 1, cells: cells.map(unguardCell) });
  });
  return { records, broken };
}
