import { BIG_ID_DIGITS } from './constants';

/** 2024-01-01T00:00:00Z: the epoch our ids count milliseconds from. */
const ID_EPOCH = 1_704_067_200_000n;
/** Ids a process may make per millisecond before it waits for the next one (12 bits). */
const SEQUENCE_MASK = 0xfffn;
/** How many processes may make ids at once without meeting (10 bits). */
export const ID_NODES = 1024;
let lastMs = 0n;
let sequence = 0n;
let node = BigInt(Math.floor(Math.random() * ID_NODES));

/**
 * The 10 bits of every id this process makes from now on: distinct per live process of a cluster (distributed mode
 * claims one in Redis, issue 15), so two processes never make the same id in the same millisecond. A process alone
 * (embedded mode, the browser) keeps the random one it started with.
 */
export function useIdNode(value: number): void {
  if (!Number.isInteger(value) || value < 0 || value >= ID_NODES) throw new RangeError(`id node ${value} is not in 0–${ID_NODES - 1}`);
  node = BigInt(value);
}

/**
 * A new 18–19 digit id as a decimal string: milliseconds since ID_EPOCH, then the process's node (10 bits) and a
 * sequence within the millisecond (12 bits). Ids this long exceed 2^53, which is why they travel as strings end to
 * end (DESIGN §3, spec §5).
 */
export function newId(): string {
  let now = BigInt(Date.now()) - ID_EPOCH;
  if (now <= lastMs) {
    sequence = (sequence + 1n) & SEQUENCE_MASK;
    // 4,096 ids in one millisecond (or a clock set back): wait for the next one rather than make one twice
    if (sequence === 0n) while ((now = BigInt(Date.now()) - ID_EPOCH) <= lastMs);
  }
  if (now > lastMs) {
    lastMs = now;
    sequence = 0n;
  }
  return ((lastMs << 22n) | (node << 12n) | sequence).toString();
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
