import { describe, expect, it } from 'vitest';
import { repeatedCellsSheet, xlsxOfSheetXml, zipOf } from '../../test/spreadsheet-files';
import { parseSheets } from './parse-sheets';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

function sheetXml(sheetData: string, prefix = ''): Buffer[] {
  const p = prefix ? `${prefix}:` : '';
  const ns = prefix ? `xmlns:${prefix}="${MAIN}"` : `xmlns="${MAIN}"`;
  return [Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><${p}worksheet ${ns}><${p}sheetData>${sheetData}</${p}sheetData></${p}worksheet>`)];
}

/** A CSV of `rows` lines of `columns` fields. */
const csv = (rows: number, columns: number) => Buffer.from(`${Array(columns).fill('1').join(',')}\n`.repeat(rows));

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return { code: (err as { code: number }).code, msg: (err as Error).message };
  }
  return null;
};

describe('parseSheets', () => {
  it('reads cells whose tags carry a namespace prefix, as some writers emit them', async () => {
    const file = await xlsxOfSheetXml(
      sheetXml(
        '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>客户</x:t></x:is></x:c></x:row><x:row r="2"><x:c r="A2"><x:v>7</x:v></x:c></x:row>',
        'x',
      ),
    );
    expect(parseSheets('xlsx', file)).toEqual([{ name: 'Sheet1', headers: ['客户'], rows: [[7]] }]);
  });

  it.each([
    ['1,200,000 cells in 6,000 rows of 200', () => xlsxOfSheetXml(repeatedCellsSheet(6_000, 200)), '单元格数量超过 1100000'],
    [
      'the same with prefixed tags',
      () => xlsxOfSheetXml(sheetXml(`<x:row>${'<x:c><x:v>1</x:v></x:c>'.repeat(200)}</x:row>`.repeat(6_000), 'x')),
      '单元格数量超过 1100000',
    ],
    [
      'two cells spanning 6,000 rows × 200 columns',
      () => xlsxOfSheetXml(sheetXml('<row r="1"><c r="A1"><v>1</v></c></row><row r="6000"><c r="GR6000"><v>1</v></c></row>')),
      '单元格数量超过 1100000',
    ],
    [
      'a cell in row 50,002',
      () => xlsxOfSheetXml(sheetXml('<row r="1"><c r="A1"><v>1</v></c></row><row r="50002"><c r="A50002"><v>1</v></c></row>')),
      '数据行数超过 50000',
    ],
    ['a cell in column 201', () => xlsxOfSheetXml(sheetXml('<row r="1"><c r="A1"><v>1</v></c><c r="GS1"><v>1</v></c></row>')), '列数超过 200'],
    ['1,200,000 empty rows', () => xlsxOfSheetXml(sheetXml('<row/>'.repeat(1_200_000))), '工作表的行（含空行）超过 1100000'],
  ])('refuses an XLSX file with %s, naming the limit', async (_case, file, limit) => {
    const bytes = await file();
    expect(refusal(() => parseSheets('xlsx', bytes))).toEqual({ code: 4064, msg: `文件内容超出限制：${limit}` });
  });

  it.each([
    [
      'an OpenDocument file',
      [
        { name: '[Content_Types].xml', chunks: [Buffer.from('<Types/>')] },
        { name: 'META-INF/manifest.xml', chunks: [Buffer.from('<manifest/>')] },
      ],
      '只支持 CSV 和 XLSX 文件',
    ],
    [
      'an XLSB workbook',
      [
        {
          name: '[Content_Types].xml',
          chunks: [
            Buffer.from(
              '<Types><Override PartName="/xl/workbook.bin" ContentType="application/vnd.ms-excel.sheet.binary.macroEnabled.main"/></Types>',
            ),
          ],
        },
      ],
      '只支持 CSV 和 XLSX 文件',
    ],
    ['a zip of something else', [{ name: 'readme.txt', chunks: [Buffer.from('hello')] }], '不是有效的 XLSX 文件'],
  ])('refuses %s, which SheetJS would otherwise read', async (_case, members, why) => {
    const bytes = await zipOf(members);
    expect(refusal(() => parseSheets('xlsx', bytes))).toEqual({ code: 4062, msg: `文件无法读取，请上传 CSV 或 XLSX 文件：${why}` });
  });

  it.each([
    ['201 columns', csv(1, 201), '列数超过 200'],
    ['a 9 MB line of commas', Buffer.from(','.repeat(9_000_000)), '列数超过 200'],
    ['50,002 rows', csv(50_002, 1), '数据行数超过 50000'],
    ['6,001 rows of 200 fields', csv(6_001, 200), '单元格数量超过 1100000'],
  ])('refuses a CSV file with %s as it parses', (_case, bytes, limit) => {
    expect(refusal(() => parseSheets('csv', bytes))).toEqual({ code: 4064, msg: `文件内容超出限制：${limit}` });
  });

  it('accepts a CSV file of exactly 1,000,000 cells and 50,000 data rows', () => {
    expect(parseSheets('csv', csv(5_000, 200))[0]!.rows).toHaveLength(4_999);
    expect(parseSheets('csv', csv(50_001, 2))[0]!.rows).toHaveLength(50_000);
  });
});
