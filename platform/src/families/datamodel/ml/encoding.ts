import type { FieldType, TableField } from '@huiliu/contract';
import { coerceCell } from '../../datasource/fields';

/** A cell as stored in a data source row or sent to predict. */
export type Cell = string | number | boolean | null | undefined;

/**
 * How one feature becomes columns of the training matrix. Numbers, datetimes (epoch ms) and booleans (0/1) are one
 * numeric column each; a missing value takes `fill`, the training split's median. Text is one-hot over its most
 * frequent values: CART splits on thresholds, so numbering categories (label encoding) would invent an order
 * ("北京" < "上海") that a split then has to cut around; one column per value lets one split isolate one value.
 * At most MAX_CATEGORIES columns keep the width bounded; a rarer, unseen or missing value is all zeros.
 */
export type FeatureEncoder =
  | { name: string; type: Exclude<FieldType, 'text'>; encoding: 'numeric'; fill: number }
  | { name: string; type: 'text'; encoding: 'one_hot'; categories: string[] };

/** One-hot columns per text feature at most; the rest of its values share the all-zero "other". */
export const MAX_CATEGORIES = 20;

/** A value that does not fit its feature's type: the message names the field and the value. */
export class ValueProblem extends Error {}

const isBlank = (raw: Cell) => raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/**
 * A feature value as a number (or text for a text feature), null when missing. The same reading as a data source
 * import (`coerceCell`), so a value the table would refuse is refused here with the same words.
 */
export function readValue(field: TableField, raw: Cell, timeZone: string): number | string | null {
  if (isBlank(raw)) return null;
  if (field.type === 'text') {
    if (typeof raw === 'object') throw new ValueProblem(`「${field.name}」的值不是文本`);
    return String(raw);
  }
  const coerced = coerceCell(field.type, raw, timeZone);
  if (!coerced.ok) throw new ValueProblem(`「${field.name}」的值「${shown(raw)}」${coerced.reason}`);
  const value = coerced.value;
  if (field.type === 'boolean') return value ? 1 : 0;
  if (field.type === 'datetime') return Date.parse(String(value));
  // 15+ digit integers are kept as text by the table; as a quantity they are read as the number they spell
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new ValueProblem(`「${field.name}」的值「${shown(raw)}」不是数字`);
  return n;
}

function shown(raw: Cell): string {
  const text = String(raw);
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Fits one feature's encoder on the training split's values (already read); throws when it has no value at all. */
export function fitEncoder(field: TableField, values: ReadonlyArray<number | string | null>): FeatureEncoder {
  if (field.type === 'text') {
    const counts = new Map<string, number>();
    for (const v of values) if (v !== null) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
    if (counts.size === 0) throw new ValueProblem(`特征字段「${field.name}」在训练数据中没有任何值`);
    // most frequent first; ties by the value, so the same data always gives the same columns
    const categories = [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, MAX_CATEGORIES)
      .map(([value]) => value);
    return { name: field.name, type: 'text', encoding: 'one_hot', categories };
  }
  const numbers = values.filter((v): v is number => typeof v === 'number');
  if (numbers.length === 0) throw new ValueProblem(`特征字段「${field.name}」在训练数据中没有任何值`);
  return { name: field.name, type: field.type, encoding: 'numeric', fill: median(numbers) };
}

/** How many matrix columns an encoder takes. */
export function width(encoder: FeatureEncoder): number {
  return encoder.encoding === 'one_hot' ? encoder.categories.length : 1;
}

/**
 * One record as a row of the matrix; `imputed` names the features that were missing (their training median, or
 * "other" for text). Values are read per feature type first, so a bad value throws a ValueProblem naming it.
 */
export function encodeRecord(
  encoders: readonly FeatureEncoder[],
  record: Readonly<Record<string, Cell>>,
  timeZone: string,
): { vector: number[]; imputed: string[] } {
  const vector: number[] = [];
  const imputed: string[] = [];
  for (const encoder of encoders) {
    const value = readValue({ name: encoder.name, type: encoder.type }, record[encoder.name], timeZone);
    if (value === null) imputed.push(encoder.name);
    vector.push(...encodeValue(encoder, value));
  }
  return { vector, imputed };
}

/** A value already read (readValue) as its encoder's columns. */
export function encodeValue(encoder: FeatureEncoder, value: number | string | null): number[] {
  if (encoder.encoding === 'numeric') return [typeof value === 'number' ? value : encoder.fill];
  return encoder.categories.map((c) => (value !== null && String(value) === c ? 1 : 0));
}
