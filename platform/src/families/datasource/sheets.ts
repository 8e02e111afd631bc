import { fileInvalid } from './limits';

export type FileKind = 'csv' | 'xlsx';

/** One sheet of an uploaded file: the header row and the data rows below it. */
export interface Sheet {
  name: string;
  headers: string[];
  rows: unknown[][];
}

/** The single sheet a CSV file has. */
export const CSV_SHEET = 'Sheet1';

/** The named sheet, or the first when none is named. */
export function pickSheet(sheets: Sheet[], name: string | undefined): Sheet {
  const sheet = name ? sheets.find((s) => s.name === name) : sheets[0];
  if (!sheet) throw fileInvalid(name ? `没有名为「${name}」的工作表` : '文件中没有工作表');
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
    if (!isZip(bytes)) throw fileInvalid('不是有效的 XLSX 文件');
    return 'xlsx';
  }
  if (/\.(csv|txt)$/i.test(filename) || filename === '') return 'csv';
  throw fileInvalid('只支持 CSV 和 XLSX 文件');
}
