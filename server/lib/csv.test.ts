import Papa from 'papaparse';
import { csvCell, csvLines, parseCsv, unguardCell } from './csv';

// The CSV writer and reader (OWASP CSV Injection guidance): every cell quoted, an apostrophe
// before whatever a spreadsheet could run as a formula, and the reader giving back what was written.

const roundTrip = (cells: string[]) => parseCsv(csvLines([cells])).records[0]?.cells;

describe('csvCell', () => {
  it('quotes every cell, doubling the quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell('Gilded cup, "fine"')).toBe('"Gilded cup, ""fine"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('guards a cell starting with =, +, -, @, tab or CR, also after leading whitespace', () => {
    for (const text of ['=SUM(A1)', '+201001234567', '-1+2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(text)).toBe(`"'${text}"`);
    }
    for (const text of ['  =1+1', '\n=1+1', ' \t@x', '\u00a0-2+3']) {
      expect(csvCell(text)).toBe(`"'${text}"`);
    }
  });

  it('guards a trigger after a separator a spreadsheet may split on inside the cell', () => {
    for (const text of ['a,=1+1', 'a;+cmd', 'a\t-2+3', 'line\n@x', 'a\r=1', 'a; =HYPERLINK("x")']) {
      expect(csvCell(text)).toBe(`"'${text.replace(/"/g, '""')}"`);
    }
  });

  it('leaves ordinary text and plain numbers alone, negative ones too', () => {
    for (const text of ['Cups', 'a=b', 'x-y', 'me@example.com', '80.00', '-12.50', '-3']) {
      expect(csvCell(text)).toBe(`"${text}"`);
    }
    expect(csvCell(-12.5)).toBe('"-12.5"');
  });

  it('writes CRLF after every row, the header quoted like any row', () => {
    expect(
      csvLines([
        ['product_code', 'price'],
        ['CUP-1', '-1.50'],
      ]),
    ).toBe('"product_code","price"\r\n"CUP-1","-1.50"\r\n');
    expect(csvLines([])).toBe('');
  });
});

describe('reading back', () => {
  it('gives back exactly what was written, guarded or not', () => {
    const cells = [
      '=SUM(A1)',
      "'=SUM(A1)",
      "''@x",
      "'plain",
      "'-12.50",
      '-12.50',
      'a,=1',
      '  +x',
      'زجاج\n- منفوخ يدويًا',
      'say "hi"; =2',
      '',
    ];
    expect(roundTrip(cells)).toEqual(cells);
  });

  it('a spreadsheet parser sees one cell per value, the guard first', () => {
    const [row] = Papa.parse<string[]>(csvLines([['a,=1+1', 'b;c']]).trim()).data;
    expect(row).toEqual(["'a,=1+1", 'b;c']);
  });

  it('drops only an apostrophe the writer would have added', () => {
    expect(unguardCell("'=1")).toBe('=1');
    expect(unguardCell("'a;@x")).toBe('a;@x');
    expect(unguardCell("'hello")).toBe("'hello");
    expect(unguardCell("'-5")).toBe("'-5");
  });
});
