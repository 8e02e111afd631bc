import { BIG_ID_DIGITS } from './constants';

/** 2024-01-01T00:00:00Z: the epoch our ids count milliseconds from. */
const ID_EPOCH = 1_704_067_200_000n;
let lastMs = 0n;
let sequence = 0n;

/**
 * A new 18–19 digit id as a decimal string: milliseconds since ID_EPOCH,
 * then 12 bits of sequence and 10 random bits. Ids this long exceed 2^53, which
 * is why they travel as strings end to end (DESIGN §3, spec §5).
 */
export function newId(): string {
  const now = BigInt(Date.now()) - ID_EPOCH;
  if (now === lastMs) sequence = (sequence + 1n) & 0xfffn;
  else {
    lastMs = now;
    sequence = 0n;
  }
  const random = BigInt(Math.floor(Math.random() * 1024));
  return ((now << 22n) | (sequence << 10n) | random).toString();
}

/** True when the value is a decimal id string (what our id columns accept). */
export function isIdString(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9][0-9]{0,18}$/.test(value) && BigInt(value) <= 9_223_372_036_854_775_807n;
}

/**
 * Deepest nesting of objects and arrays we accept. Real payloads stay far below it; a payload nested
 * thousands deep parses, but then overflows the stack of whatever walks it (JSON.stringify included).
 */
export const MAX_JSON_DEPTH = 128;

/** A JSON text nested deeper than MAX_JSON_DEPTH. */
export class JsonTooDeepError extends SyntaxError {
  constructor() {
    super(`JSON 嵌套层级过深（最多 ${MAX_JSON_DEPTH} 层）`);
  }
}

/**
 * JSON.parse that never rounds: integer literals of 15 or more digits become
 * strings (spec §5 "Sample data ids of 15 or more digits are kept as strings").
 * Throws JsonTooDeepError past MAX_JSON_DEPTH levels.
 */
export function parseJsonKeepingBigIds(text: string): unknown {
  return JSON.parse(quoteBigIntegers(text));
}

function quoteBigIntegers(text: string): string {
  let out = '';
  let i = 0;
  let depth = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '[' || ch === '{') {
      if (++depth > MAX_JSON_DEPTH) throw new JsonTooDeepError();
    } else if (ch === ']' || ch === '}') depth--;
    if (ch === '"') {
      // copy the whole string literal, honouring escapes
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === '-' || (ch >= '0' && ch <= '9')) {
      let j = i + 1;
      while (j < text.length && /[0-9.eE+-]/.test(text[j]!)) j++;
      const literal = text.slice(i, j);
      const digits = literal.replace(/^-/, '');
      out += /^[0-9]+$/.test(digits) && digits.length >= BIG_ID_DIGITS ? `"${literal}"` : literal;
      i = j;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}
