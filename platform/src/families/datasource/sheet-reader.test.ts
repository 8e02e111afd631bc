import { AppError } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { repeatedCellsSheet, xlsxBomb, xlsxOfSheetXml } from '../../test/spreadsheet-files';
import { SheetReader } from './sheet-reader';

const ZONE = { timeZone: 'Asia/Shanghai' };
const CSV = Buffer.from('客户,金额\n张三,1\n李四,2\n');
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (err: AppError) => err.code,
  );

describe('SheetReader', () => {
  it('describes the picked sheet and sends its rows back only for an import', async () => {
    const reader = new SheetReader();
    const described = await reader.describe('csv', CSV, ZONE);
    expect(described).toEqual({
      names: ['Sheet1'],
      sheet: { name: 'Sheet1', headers: ['客户', '金额'] },
      description: {
        headers: ['客户', '金额'],
        types: [
          { name: '客户', type: 'text' },
          { name: '金额', type: 'number' },
        ],
        sample: [
          { 客户: '张三', 金额: '1' },
          { 客户: '李四', 金额: '2' },
        ],
        rows: 2,
      },
    });
    const imported = await reader.readForImport('csv', CSV, ZONE);
    expect(imported.sheet.rows).toEqual([
      ['张三', '1'],
      ['李四', '2'],
    ]);
  });

  it('refuses a file with UPLOAD_BUSY while every parse slot is taken and none may wait', async () => {
    const reader = new SheetReader({ concurrency: 2, queue: 0 });
    const bomb = await xlsxBomb(4_000_000);
    const codes = [1, 2, 3].map(() => codeOf(reader.describe('xlsx', bomb, ZONE)));
    expect(await Promise.all(codes)).toEqual([4064, 4064, 4066]);
  });

  it('terminates a parse that outlasts its time budget with FILE_PARSE_TIMEOUT', async () => {
    const reader = new SheetReader({ timeoutMs: 1 });
    await expect(reader.describe('csv', CSV, ZONE)).rejects.toMatchObject({ code: 4065, message: expect.stringContaining('超过 0.001 秒') });
  });

  it('refuses a file whose parse needs more than the worker heap, and the next file still parses', async () => {
    const warnings: string[] = [];
    const reader = new SheetReader({ heapMb: 16, log: { warn: (_obj, msg) => warnings.push(msg) } });
    const heavy = await xlsxOfSheetXml(repeatedCellsSheet(4_000, 200));
    await expect(reader.describe('xlsx', heavy, ZONE)).rejects.toMatchObject({ code: 4064, message: '文件内容超出限制：解析所需的内存超过 16 MB' });
    await expect(reader.describe('csv', CSV, ZONE)).resolves.toMatchObject({ names: ['Sheet1'] });
    expect(warnings).toEqual([]);
  });

  it('answers running and waiting parses with SHUTTING_DOWN when closed, and refuses new ones', async () => {
    const reader = new SheetReader({ concurrency: 1, queue: 1 });
    const bomb = await xlsxBomb(4_000_000);
    const running = codeOf(reader.describe('xlsx', bomb, ZONE));
    const waiting = codeOf(reader.describe('csv', CSV, ZONE));
    reader.close();
    expect(await Promise.all([running, waiting, codeOf(reader.describe('csv', CSV, ZONE))])).toEqual([5031, 5031, 5031]);
  });
});
