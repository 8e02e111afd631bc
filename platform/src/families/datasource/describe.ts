import { detectType, type TableField } from './fields';
import type { Sheet } from './sheets';

/** How many rows of a file replies show as its sample. */
const SAMPLE_ROWS = 10;

/** What spec §7 autotypedata and upfile reply about a sheet. */
export interface SheetDescription {
  headers: string[];
  types: TableField[];
  sample: Record<string, unknown>[];
  /** How many data rows the sheet has. */
  rows: number;
}

/** Headers, detected column types and sample rows of a sheet (spec §7 autotypedata). */
export function describeSheet(sheet: Sheet, timeZone: string): SheetDescription {
  const types: TableField[] = sheet.headers.map((name, c) => ({
    name,
    type: detectType(
      sheet.rows.map((r) => r[c]),
      timeZone,
    ),
  }));
  const sample = sheet.rows.slice(0, SAMPLE_ROWS).map((cells) => Object.fromEntries(sheet.headers.map((h, c) => [h, cells[c] ?? null])));
  return { headers: sheet.headers, types, sample, rows: sheet.rows.length };
}
