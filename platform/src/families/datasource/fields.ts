import type { FieldType } from '@huiliu/contract';
import { BIG_ID_DIGITS, asInstant, isDatePreset } from '@huiliu/core';

/** One typed column of a data table, as the contract says (docs/rest-contract-engine.md `table_fields`). */
export type { FieldType, TableField } from '@huiliu/contract';

/** A stored cell: JSON scalars only; null is an empty cell. */
export type Cell = string | number | boolean | null;

export type Coerced = { ok: true; value: Cell } | { ok: false; reason: string };

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const TRUE_WORDS = new Set(['true', 'yes', 'y', '是', '真']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '否', '假']);
/** Dates people write: 2024-01-02, 2024/1/2, optionally with a time, or ISO with a zone. */
const DATE_TEXT = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const MAX_TEXT = 10_000;

function isBlank(raw: unknown): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
}

/** Integers of 15+ digits stay text so they are never rounded (spec §5, §9). */
function isBigInteger(text: string): boolean {
  return /^[+-]?\d+$/.test(text) && text.replace(/^[+-]/, '').length >= BIG_ID_DIGITS;
}

function shown(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw));
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
}

/** A written date names a real calendar day and clock time (2024-13-45 or 25:00 do not roll over). */
function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!m) return true;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const probe = new Date(Date.UTC(+y!, +mo! - 1, +d!));
  return probe.getUTCMonth() === +mo! - 1 && probe.getUTCDate() === +d! && +h < 24 && +mi < 60 && +s < 60;
}

/** `2024/1/2 3:04` → `2024-01-02 03:04` so core's reader takes it as wall-clock time in the zone. */
function normaliseDate(text: string): string {
  return text.replace(
    /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):)?/,
    (_m, y: string, mo: string, d: string, h?: string) =>
      `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}${h !== undefined ? ` ${h.padStart(2, '0')}:` : ''}`,
  );
}

/**
 * A value as the column type stores it, or why it does not fit. Blank cells are null in every
 * type; datetimes are stored as ISO-8601 UTC, bare dates read in the company's time zone.
 */
export function coerceCell(type: FieldType, raw: unknown, timeZone: string): Coerced {
  if (isBlank(raw)) return { ok: true, value: null };
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (type) {
    case 'text': {
      if (typeof raw === 'object') return { ok: false, reason: '不是文本' };
      const value = String(raw);
      // rows are jsonb, which cannot hold U+0000 (a webhook payload may carry one into a "send to table" step)
      if (value.includes('\0')) return { ok: false, reason: '含有无法保存的空字符（U+0000）' };
      return value.length > MAX_TEXT ? { ok: false, reason: `超过 ${MAX_TEXT} 个字符` } : { ok: true, value };
    }
    case 'number': {
      if (typeof text === 'number') return Number.isFinite(text) ? { ok: true, value: text } : { ok: false, reason: '不是数字' };
      if (typeof text !== 'string') return { ok: false, reason: '不是数字' };
      const plain = text.replace(/,/g, '');
      if (!NUMBER.test(plain)) return { ok: false, reason: '不是数字' };
      return { ok: true, value: isBigInteger(plain) ? plain.replace(/^\+/, '') : Number(plain) };
    }
    case 'boolean': {
      if (typeof text === 'boolean') return { ok: true, value: text };
      const word = String(text).toLowerCase();
      if (TRUE_WORDS.has(word) || word === '1') return { ok: true, value: true };
      if (FALSE_WORDS.has(word) || word === '0') return { ok: true, value: false };
      return { ok: false, reason: '不是布尔值（是/否、true/false、1/0）' };
    }
    case 'datetime': {
      if (isDatePreset(text)) return { ok: false, reason: '不是日期时间' };
      const value = typeof text === 'string' && DATE_TEXT.test(text) ? normaliseDate(text) : text;
      if (typeof value === 'string' && !(DATE_TEXT.test(value) && isRealDate(value)) && !/^\d{10}$|^\d{13}$/.test(value)) {
        return { ok: false, reason: '不是日期时间' };
      }
      const instant = asInstant(value, { timeZone });
      return instant ? { ok: true, value: instant.toISOString() } : { ok: false, reason: '不是日期时间' };
    }
  }
}

/** The row error message: which row (when known), which column, which value, and why. */
export function cellError(field: string, raw: unknown, reason: string, rowLabel?: string): string {
  return `${rowLabel ? `${rowLabel}` : ''}「${field}」列的值「${shown(raw)}」${reason}`;
}

/**
 * The type a column's values suggest: boolean words, numbers, dates, otherwise text. Leading zeros
 * and 15+ digit integers read as text (codes and ids, not quantities). An all-blank column is text.
 */
export function detectType(values: readonly unknown[], timeZone: string): FieldType {
  const filled = values.filter((v) => !isBlank(v)).map((v) => (typeof v === 'string' ? v.trim() : v));
  if (filled.length === 0) return 'text';
  const isBool = (v: unknown) =>
    typeof v === 'boolean' || (typeof v === 'string' && (TRUE_WORDS.has(v.toLowerCase()) || FALSE_WORDS.has(v.toLowerCase())));
  if (filled.every(isBool)) return 'boolean';
  const isCode = (v: unknown) => typeof v === 'string' && (/^[+-]?0\d/.test(v) || isBigInteger(v));
  if (filled.every((v) => !isCode(v) && coerceCell('number', v, timeZone).ok)) return 'number';
  if (filled.every((v) => typeof v === 'string' && DATE_TEXT.test(v) && coerceCell('datetime', v, timeZone).ok)) return 'datetime';
  return 'text';
}

/** Column names from a header row: trimmed, blanks named by position, repeats numbered. */
export function headerNames(raw: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((cell, i) => {
    const base = (cell === null || cell === undefined ? '' : String(cell)).trim().slice(0, 64) || `列${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  });
}
