import { describe, expect, it } from 'vitest';
import { ID_NODES, isIdString, JsonTooDeepError, MAX_JSON_DEPTH, newId, parseJsonKeepingBigIds, useIdNode } from './ids';

describe('newId', () => {
  it('never makes an id twice, even 20,000 in a burst (more than one millisecond holds)', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    // later ids sort after earlier ones: the log's order by id is the order they were made
    expect(ids.every((id, i) => i === 0 || BigInt(id) > BigInt(ids[i - 1]!))).toBe(true);
  });

  it('carries its process’s node, so two processes in the same millisecond never meet (issue 15)', () => {
    useIdNode(5);
    const five = BigInt(newId());
    useIdNode(6);
    const six = BigInt(newId());
    expect([(five >> 12n) & 1023n, (six >> 12n) & 1023n]).toEqual([5n, 6n]);
    expect(() => useIdNode(ID_NODES)).toThrow(RangeError);
    expect(() => useIdNode(-1)).toThrow(RangeError);
  });

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
