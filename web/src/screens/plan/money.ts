/** An amount in fen as the reader's language writes yuan (¥199.00; CN¥199.00 in English). */
export function formatFen(fen: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'CNY' }).format(fen / 100);
}

/** A count with the reader's digit grouping (10,000). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
