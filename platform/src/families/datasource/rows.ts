import { AppError, ERRORS } from '@huiliu/core';
import { cellError, coerceCell, type TableField } from './fields';
import type { Row } from './repository';
import type { Sheet } from './sheets';

const rowInvalid = (message: string) => new AppError('ROW_INVALID', `${ERRORS.ROW_INVALID.msg}：${message}`);

/**
 * One row as the table stores it: every field coerced to its type, absent fields null. A key the
 * table does not have, or a value that does not fit, refuses the row (never a partial write).
 */
export function coerceRow(fields: readonly TableField[], input: Record<string, unknown>, timeZone: string, rowLabel?: string): Row {
  const known = new Set(fields.map((f) => f.name));
  const stranger = Object.keys(input).find((k) => !known.has(k));
  if (stranger !== undefined) throw rowInvalid(`${rowLabel ?? ''}数据表中没有「${stranger}」列`);
  const row: Row = {};
  for (const field of fields) {
    const result = coerceCell(field.type, input[field.name], timeZone);
    if (!result.ok) throw rowInvalid(cellError(field.name, input[field.name], result.reason, rowLabel));
    row[field.name] = result.value;
  }
  return row;
}

/**
 * The rows of an uploaded sheet for a table: columns matched by header name. A file column the
 * table lacks is refused; rows are labelled as a spreadsheet numbers them (the header is row 1).
 */
export function rowsOfSheet(fields: readonly TableField[], sheet: Sheet, timeZone: string): Row[] {
  const known = new Set(fields.map((f) => f.name));
  const stranger = sheet.headers.find((h) => !known.has(h));
  if (stranger !== undefined) throw rowInvalid(`文件中的「${stranger}」列在数据表中不存在`);
  return sheet.rows.map((cells, i) => {
    const input = Object.fromEntries(sheet.headers.map((h, c) => [h, cells[c] ?? null]));
    return coerceRow(fields, input, timeZone, `第 ${i + 2} 行`);
  });
}
