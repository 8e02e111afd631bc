import type { TableField } from '@huiliu/contract';
import { readValue, ValueProblem, type Cell } from './encoding';

export type ModelTask = 'classification' | 'regression';

/** A class as stored in the table: text, a number or a boolean. */
export type ClassValue = string | number | boolean;

/**
 * What the model predicts. Classification when the field is text or boolean, or a number column holding only a few
 * whole numbers (ratings 1–5, a 0/1 flag: categories written as numbers); regression for every other number.
 * Datetimes are refused when the model is saved (core of the choice: `taskOf`).
 */
export type TargetEncoder = { task: 'classification'; classes: ClassValue[] } | { task: 'regression' };

/** A number column with at most this many distinct whole numbers is read as categories. */
export const MAX_NUMERIC_CLASSES = 10;
/** More classes than this are refused: a forest of a few dozen trees cannot tell hundreds of them apart. */
export const MAX_CLASSES = 50;

/** The task a field's type and values call for. */
export function taskOf(field: TableField, values: readonly Cell[]): ModelTask {
  if (field.type !== 'number') return 'classification';
  const distinct = new Set<number>();
  for (const v of values) {
    if (v === null || v === undefined || v === '') continue;
    const n = Number(v);
    if (!Number.isInteger(n)) return 'regression';
    distinct.add(n);
    if (distinct.size > MAX_NUMERIC_CLASSES) return 'regression';
  }
  return 'classification';
}

/** The key a class is counted under: `1` and `'1'` stay apart only when the column mixes them, which typed columns do not. */
const keyOf = (v: ClassValue) => `${typeof v}:${String(v)}`;

/**
 * Fits the target on the labelled training values. Classes are ordered by frequency (the first is the majority, the
 * baseline's guess), ties by value. Fewer than two classes or more than MAX_CLASSES cannot be trained.
 */
export function fitTarget(field: TableField, values: readonly ClassValue[], task: ModelTask): TargetEncoder {
  if (task === 'regression') return { task };
  const counts = new Map<string, { value: ClassValue; n: number }>();
  for (const v of values) {
    const entry = counts.get(keyOf(v)) ?? { value: v, n: 0 };
    entry.n += 1;
    counts.set(keyOf(v), entry);
  }
  if (counts.size < 2) throw new ValueProblem(`预测字段「${field.name}」只有一种取值，无法训练`);
  if (counts.size > MAX_CLASSES) throw new ValueProblem(`预测字段「${field.name}」有 ${counts.size} 种取值，最多支持 ${MAX_CLASSES} 种`);
  const classes = [...counts.values()]
    .sort((a, b) => b.n - a.n || (String(a.value) < String(b.value) ? -1 : String(a.value) > String(b.value) ? 1 : 0))
    .map((c) => c.value);
  return { task, classes };
}

/** A label as the forest learns it: the class's index, or the number itself. */
export function encodeLabel(target: TargetEncoder, value: ClassValue): number {
  if (target.task === 'regression') return value as number;
  return target.classes.findIndex((c) => keyOf(c) === keyOf(value));
}

/**
 * A target cell as a label value: null when missing (the row cannot teach anything and is skipped). Regression
 * reads numbers like a number feature; classification keeps the cell as the table stores it.
 */
export function readLabel(field: TableField, raw: Cell, task: ModelTask, timeZone: string): ClassValue | null {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return null;
  if (task === 'regression') return readValue(field, raw, timeZone) as number;
  if (typeof raw === 'object') throw new ValueProblem(`「${field.name}」的值不是文本`);
  return raw;
}
