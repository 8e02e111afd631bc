import { describe, expect, it } from 'vitest';
import { csvId, toCsv } from './csv';

describe('CSV exports (issue 16)', () => {
  it('writes a BOM, CRLF lines and RFC 4180 quoting', () => {
    const csv = toCsv(
      ['名称', '备注'],
      [
        ['张三, 北京', '说"你好"'],
        ['两\n行', null],
        [12.5, undefined],
      ],
    );
    expect(csv).toBe('\ufeff名称,备注\r\n"张三, 北京","说""你好"""\r\n"两\n行",\r\n12.5,\r\n');
  });

  it('puts an apostrophe before text that a spreadsheet would read as a formula', () => {
    const csv = toCsv(['x'], [['=1+1'], ['+86 138'], ['-2'], ['@SUM(A1)'], ['\tcmd'], ['a=b'], [-3]]);
    expect(csv).toBe("\ufeffx\r\n'=1+1\r\n'+86 138\r\n'-2\r\n'@SUM(A1)\r\n'\tcmd\r\na=b\r\n-3\r\n");
  });

  it('keeps long ids whole and marked as text', () => {
    expect(toCsv(['id'], [[csvId('1234567890123456789')], [csvId(null)]])).toBe('\ufeffid\r\n\t1234567890123456789\r\n\r\n');
  });
});
