import { describe, expect, it } from 'vitest';
import { isIdString, JsonTooDeepError, MAX_JSON_DEPTH, newId, parseJsonKeepingBigIds } from './ids';

describe('newId', () => {
  it('returns distinct decimal strings beyond 2^53', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 10)) {
      expect(isIdString(id)).toBe(true);
      expect(BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    }
  });
});

describe('isIdString', () => {
  it.each([
    ['1', true],
    ['9223372036854775807', true],
    ['9223372036854775808', false],
    ['0', false],
    ['01', false],
    ['abc', false],
    ['1e5', false],
    [12, false],
  ])('%j → %s', (value, ok) => {
    expect(isIdString(value)).toBe(ok);
  });
});

describe('parseJsonKeepingBigIds (spec §5: ids of 15+ digits stay strings)', () => {
  it('keeps 15+ digit integers exact as strings', () => {
    expect(parseJsonKeepingBigIds('{"id":1234567890123456789,"n":[-123456789012345]}')).toEqual({
      id: '1234567890123456789',
      n: ['-123456789012345'],
    });
  });
  it('leaves shorter numbers, decimals and exponents as numbers', () => {
    expect(parseJsonKeepingBigIds('[12345678901234, 1.5, 1e20, 0]')).toEqual([12345678901234, 1.5, 1e20, 0]);
  });
  it('does not touch digits inside strings, even with escaped quotes', () => {
    expect(parseJsonKeepingBigIds('{"a":"say \\"1234567890123456789\\"","b":1234567890123456789}')).toEqual({
      a: 'say "1234567890123456789"',
      b: '1234567890123456789',
    });
  });
  it('refuses nesting deeper than MAX_JSON_DEPTH, counting only outside strings', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(() => parseJsonKeepingBigIds(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => parseJsonKeepingBigIds(nested(MAX_JSON_DEPTH + 1))).toThrow(JsonTooDeepError);
    expect(() => parseJsonKeepingBigIds(nested(5000))).toThrow('JSON 嵌套层级过深');
    expect(parseJsonKeepingBigIds(`{"a":"${'['.repeat(500)}"}`)).toEqual({ a: '['.repeat(500) });
  });

  it('still rejects malformed JSON', () => {
    expect(() => parseJsonKeepingBigIds('{"a":')).toThrow();
  });
});
