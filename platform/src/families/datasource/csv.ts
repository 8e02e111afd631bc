import { AppError, ERRORS } from '@huiliu/core';
import { MAX_CELLS, MAX_COLUMNS, MAX_ROWS, tooManyCells, tooManyColumns, tooManyRows } from './limits';

/** UTF-8 (with or without BOM) first; files saved by Chinese Excel are often GB18030, so that next. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      throw new AppError('FILE_INVALID', `${ERRORS.FILE_INVALID.msg}：文件编码无法识别，请保存为 UTF-8`);
    }
  }
}

/**
 * RFC 4180 CSV: comma separated, fields quoted with `"` (a doubled `""` is a quote), line breaks
 * CRLF, LF or CR, quoted fields may span lines. Fully blank lines are skipped. The import limits
 * (a header and MAX_ROWS rows, MAX_COLUMNS columns, MAX_CELLS fields) are checked as it goes, so a
 * 10 MB file of commas is refused at its 201st field, not after millions of them.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let cells = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = '';
    if (row.length > MAX_COLUMNS) throw tooManyColumns();
  };
  const endRow = () => {
    endField();
    if (row.length === 1 && row[0] === '') {
      row = [];
      return;
    }
    cells += row.length;
    if (cells > MAX_CELLS) throw tooManyCells();
    rows.push(row);
    if (rows.length > MAX_ROWS + 1) throw tooManyRows();
    row = [];
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' || ch === '\n') {
      endRow();
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else field += ch;
    i += 1;
  }
  if (quoted) throw new AppError('FILE_INVALID', `${ERRORS.FILE_INVALID.msg}：第 ${rows.length + 1} 行的引号没有闭合`);
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
