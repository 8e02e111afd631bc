import * as XLSX from '@e965/xlsx';
import { decodeText, parseCsv } from './csv';
import { headerNames } from './fields';
import { fileInvalid, MAX_CELLS, MAX_COLUMNS, MAX_ROWS, tooManyCells, tooManyColumns, tooManyRows } from './limits';
import { CSV_SHEET, type FileKind, type Sheet } from './sheets';
import { checkXlsxParts } from './xlsx-check';

function toSheet(name: string, table: unknown[][]): Sheet {
  const [head = [], ...rows] = table;
  if (head.length > MAX_COLUMNS) throw tooManyColumns();
  if (rows.length > MAX_ROWS) throw tooManyRows();
  return { name, headers: headerNames(head), rows };
}

/** An Excel date serial as wall-clock text; the company's time zone gives it an instant later. */
function excelDate(serial: number): string {
  const d = XLSX.SSF.parse_date_code(serial) as { y: number; m: number; d: number; H: number; M: number; S: number };
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.y}-${pad(d.m)}-${pad(d.d)} ${pad(d.H)}:${pad(d.M)}:${pad(d.S)}`;
}

/** Cell values as typed in the workbook: numbers, booleans, text, and dates as wall-clock text. */
function readWorksheet(ws: XLSX.WorkSheet): unknown[][] {
  if (!ws['!ref']) return [];
  const range = XLSX.utils.decode_range(ws['!ref']);
  const height = range.e.r - range.s.r + 1;
  const width = range.e.c - range.s.c + 1;
  // Checked on the range before a row is built: a sparse sheet can span far more than it holds.
  if (height > MAX_ROWS + 1) throw tooManyRows();
  if (width > MAX_COLUMNS) throw tooManyColumns();
  if (height * width > MAX_CELLS) throw tooManyCells();
  const data = ws['!data'] ?? [];
  const table: unknown[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells = data[r];
    const row: unknown[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = cells?.[c];
      if (!cell || cell.v === undefined || cell.t === 'e' || cell.t === 'z') row.push(null);
      else if (cell.t === 'n' && typeof cell.v === 'number' && cell.z !== undefined && XLSX.SSF.is_date(cell.z)) row.push(excelDate(cell.v));
      else row.push(cell.v);
    }
    if (row.some((v) => v !== null && v !== '')) table.push(row);
  }
  return table;
}

/** SheetJS reading what the import uses and no more: dense sheets, no display text, formulas or styles. */
const READ_OPTIONS: XLSX.ParsingOptions = {
  type: 'buffer',
  dense: true,
  cellNF: true,
  cellText: false,
  cellDates: false,
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
  bookVBA: false,
};

/**
 * The sheets of an uploaded CSV or XLSX file, within the import limits (limits.ts); a hostile or
 * broken file becomes FILE_INVALID or FILE_LIMIT_EXCEEDED. Synchronous and CPU-bound: it runs in
 * the sheet worker (sheet-reader.ts), never on the event loop.
 */
export function parseSheets(kind: FileKind, bytes: Buffer): Sheet[] {
  if (kind === 'csv') return [toSheet(CSV_SHEET, parseCsv(decodeText(bytes)))];
  checkXlsxParts(bytes);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, READ_OPTIONS);
  } catch {
    throw fileInvalid('不是有效的 XLSX 文件');
  }
  return book.SheetNames.map((name) => toSheet(name, readWorksheet(book.Sheets[name]!)));
}
