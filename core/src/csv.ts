/** A cell of a CSV export: text, a number, nothing (an empty cell), or an id kept as text. */
export type CsvCell = string | number | null | undefined | { id: string };

/** Marks a long id (18–19 digits) so a spreadsheet keeps it as text instead of rounding it to 15 digits. */
export const csvId = (value: string | null | undefined): CsvCell => (value ? { id: value } : null);

// OWASP "CSV injection": a spreadsheet reads a cell starting with these as a formula (tab and CR: it trims them first)
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break, quotes doubled. */
function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let text: string;
  if (typeof cell === 'object') {
    // a leading tab is the spreadsheets' "this is text" mark that survives CSV (an apostrophe would show)
    text = `\t${cell.id}`;
  } else if (typeof cell === 'number') {
    text = Number.isFinite(cell) ? String(cell) : '';
  } else {
    text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file as Excel opens it (issue 16 exports): UTF-8 with a byte order mark (so Chinese reads right), CRLF line ends
 * and RFC 4180 quoting; a text cell that would start a formula gets a leading apostrophe, and ids (`csvId`) a leading tab.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(cellText).join(','), ...rows.map((row) => row.map(cellText).join(','))];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
