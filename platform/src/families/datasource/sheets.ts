import { AppError, ERRORS } from '@huiliu/core';
import * as XLSX from '@e965/xlsx';
import { decodeText, parseCsv } from './csv';
import { headerNames } from './fields';

export type FileKind = 'csv' | 'xlsx';

/** One sheet of an uploaded file: the header row and the data rows below it. */
export interface Sheet {
  name: string;
  headers: string[];
  rows: unknown[][];
}

/** Bounds that keep one upload from occupying the platform (rows are imported in one transaction). */
export const MAX_ROWS = 50_000;
export const MAX_COLUMNS = 200;
/** The single sheet a CSV file has. */
export const CSV_SHEET = 'Sheet1';

const invalid = (why: string) => new AppError('FILE_INVALID', `${ERRORS.FILE_INVALID.msg}：${why}`);

function toSheet(name: string, table: unknown[][]): Sheet {
  const [head = [], ...rows] = table;
  if (head.length > MAX_COLUMNS) throw invalid(`列数超过 ${MAX_COLUMNS}`);
  if (rows.length > MAX_ROWS) throw invalid(`数据行数超过 ${MAX_ROWS}`);
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
  if (range.e.r - range.s.r > MAX_ROWS) throw invalid(`数据行数超过 ${MAX_ROWS}`);
  if (range.e.c - range.s.c >= MAX_COLUMNS) throw invalid(`列数超过 ${MAX_COLUMNS}`);
  const table: unknown[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row: unknown[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = ws[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (!cell || cell.v === undefined || cell.t === 'e' || cell.t === 'z') row.push(null);
      else if (cell.t === 'n' && typeof cell.v === 'number' && cell.z !== undefined && XLSX.SSF.is_date(cell.z)) row.push(excelDate(cell.v));
      else row.push(cell.v);
    }
    if (row.some((v) => v !== null && v !== '')) table.push(row);
  }
  return table;
}

/** The sheets of an uploaded CSV or XLSX file (a hostile or broken file becomes FILE_INVALID). */
export function readSheets(kind: FileKind, bytes: Buffer): Sheet[] {
  if (kind === 'csv') return [toSheet(CSV_SHEET, parseCsv(decodeText(bytes)))];
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', cellNF: true, cellDates: false, cellFormula: false, cellHTML: false, dense: false });
  } catch {
    throw invalid('不是有效的 XLSX 文件');
  }
  return book.SheetNames.map((name) => toSheet(name, readWorksheet(book.Sheets[name]!)));
}

/** The named sheet, or the first when none is named. */
export function pickSheet(sheets: Sheet[], name: string | undefined): Sheet {
  const sheet = name ? sheets.find((s) => s.name === name) : sheets[0];
  if (!sheet) throw invalid(name ? `没有名为「${name}」的工作表` : '文件中没有工作表');
  return sheet;
}

/**
 * XLSX is a ZIP: a local header at the start and an end-of-central-directory record in the last
 * 64 KiB. SheetJS would otherwise read a broken workbook as some other format and "succeed".
 */
function isZip(bytes: Buffer): boolean {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return false;
  return bytes.subarray(Math.max(0, bytes.length - 65_557)).includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
}

/** What kind of file the upload is, from its name and its bytes. */
export function fileKind(filename: string, bytes: Buffer): FileKind {
  const looksZip = bytes.length >= 2 && bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (/\.xlsx$/i.test(filename) || looksZip) {
    if (!isZip(bytes)) throw invalid('不是有效的 XLSX 文件');
    return 'xlsx';
  }
  if (/\.(csv|txt)$/i.test(filename) || filename === '') return 'csv';
  throw invalid('只支持 CSV 和 XLSX 文件');
}
