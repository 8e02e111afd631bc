import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { coerceCell, detectType, headerNames, type FieldType } from './fields';

const TZ = 'Asia/Shanghai';

describe('coerceCell', () => {
  it.each<[FieldType, unknown, unknown]>([
    ['text', ' 张三 ', ' 张三 '],
    ['text', 12, '12'],
    ['number', '1,234.5', 1234.5],
    ['number', 7, 7],
    ['number', '-0.5e2', -50],
    ['number', '123456789012345678', '123456789012345678'],
    ['number', '+123456789012345', '123456789012345'],
    ['boolean', '是', true],
    ['boolean', 'FALSE', false],
    ['boolean', 1, true],
    ['datetime', '2024-01-02', '2024-01-01T16:00:00.000Z'],
    ['datetime', '2024/1/2 8:30', '2024-01-02T00:30:00.000Z'],
    ['datetime', '2024-01-02T08:30:00Z', '2024-01-02T08:30:00.000Z'],
    ['datetime', '1704184200', '2024-01-02T08:30:00.000Z'],
    ['number', '', null],
    ['datetime', null, null],
  ])('stores %s %j as %j', (type, raw, expected) => {
    expect(coerceCell(type, raw, TZ)).toEqual({ ok: true, value: expected });
  });

  it.each<[FieldType, unknown]>([
    ['number', 'abc'],
    ['number', '12元'],
    ['boolean', 'maybe'],
    ['datetime', '明天'],
    ['datetime', 'today'],
    ['datetime', '2024-13-45'],
    ['text', { a: 1 }],
    ['text', 'x'.repeat(10_001)],
    // a table row is jsonb, which cannot hold U+0000 (issue 7)
    ['text', '甲\u0000乙'],
  ])('refuses %s %j', (type, raw) => {
    expect(coerceCell(type, raw, TZ).ok).toBe(false);
  });
});

describe('detectType', () => {
  it.each<[unknown[], FieldType]>([
    [['1', '2.5', '', '-3'], 'number'],
    [['是', '否', 'true'], 'boolean'],
    [['2024-01-02', '2024/3/4 10:00'], 'datetime'],
    [['001', '002'], 'text'],
    [['123456789012345678'], 'text'],
    [['1', 'x'], 'text'],
    [[null, ''], 'text'],
    [[3, 4.5], 'number'],
  ])('reads %j as %s', (values, type) => {
    expect(detectType(values, TZ)).toBe(type);
  });
});

describe('headerNames', () => {
  it('trims, names blanks by position and numbers repeats', () => {
    expect(headerNames([' 姓名 ', '', '金额', '金额', null])).toEqual(['姓名', '列2', '金额', '金额_2', '列5']);
  });
});

describe('parseCsv', () => {
  it('reads a BOM, quoted fields with commas, doubled quotes and line breaks, and CRLF', () => {
    const text = '\ufeff姓名,备注\r\n"张三","说""你好"", 再见"\r\n李四,"两\r\n行"\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      ['姓名', '备注'],
      ['张三', '说"你好", 再见'],
      ['李四', '两\r\n行'],
    ]);
  });

  it('reads LF files without a final line break and keeps empty fields', () => {
    expect(parseCsv('a,b,c\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });

  it('refuses an unterminated quote with the row it started in', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/第 2 行的引号没有闭合/);
  });
});
