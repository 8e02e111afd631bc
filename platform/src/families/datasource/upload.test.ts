import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatform, type SignedUp } from '../../test/harness';
import { multipart, type Part } from '../../test/multipart';
import { UPLOAD_MAX_BYTES } from './upload-route';

const D = '/v1/api/datasource';
const ORDERS_CSV =
  '\ufeff客户,金额,下单时间,已付款,订单号\r\n"张三, 北京",88.5,2024-01-02 10:00,是,123456789012345678\r\n"李""四""",12,2024/3/4,否,000123\r\n';

/** An XLSX workbook written by the same library the platform reads with. */
function ordersWorkbook(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['客户', '金额', '下单时间', '已付款'],
    ['王五', 1500, null, true],
    ['赵六', 0.5, null, false],
  ]);
  // Excel keeps dates as day serials with a date format; 45293.5 is 2024-01-02 12:00.
  sheet.C2 = { t: 'n', v: 45293.5, z: 'yyyy-mm-dd hh:mm' };
  sheet.C3 = { t: 'n', v: 45294, z: 'yyyy-mm-dd' };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['说明'], ['第一页']]), '封面');
  XLSX.utils.book_append_sheet(book, sheet, '订单');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('data source uploads', () => {
  const t = usePlatform();
  let me: SignedUp;
  let other: SignedUp;
  const upload = async (token: string | undefined, parts: Part[], query: Record<string, string> = {}) => {
    const { payload, contentType } = multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: `${D}/upfile`,
      query,
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const body = JSON.parse(res.body) as { code: number; msg: string; data: any };
    return { status: res.statusCode, ...body };
  };
  const file = (value: string | Buffer, filename: string): Part => ({ name: 'file', value, filename });

  beforeAll(async () => {
    me = await t.signUp();
    other = await t.signUp();
  });

  it('reads a UTF-8 CSV with a BOM, Chinese headers, quoted fields and CRLF, and detects the types', async () => {
    const res = await upload(me.token, [file(ORDERS_CSV, '订单.csv')]);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ Sheet: ['Sheet1'], sheet: 'Sheet1', rows: 2, headers: ['客户', '金额', '下单时间', '已付款', '订单号'] });
    expect(res.data.Filepath).toMatch(/^\d+\.csv$/);
    expect(res.data.types).toEqual([
      { name: '客户', type: 'text' },
      { name: '金额', type: 'number' },
      { name: '下单时间', type: 'datetime' },
      { name: '已付款', type: 'boolean' },
      { name: '订单号', type: 'text' },
    ]);
    expect(res.data.sample[1]).toEqual({ 客户: '李"四"', 金额: '12', 下单时间: '2024/3/4', 已付款: '否', 订单号: '000123' });
    const again = await t.call('GET', `${D}/autotypedata`, { token: me.token, query: { Filepath: res.data.Filepath } });
    expect(again.data.types).toEqual(res.data.types);
    const foreign = await t.call('GET', `${D}/autotypedata`, { token: other.token, query: { Filepath: res.data.Filepath } });
    expect([foreign.status, foreign.code]).toEqual([404, 4004]);
  });

  it('creates a table from a staged file and keeps 15+ digit numbers as text', async () => {
    const staged = await upload(me.token, [file(ORDERS_CSV, 'orders.csv')]);
    const types = staged.data.types.map((f: { name: string; type: string }) => (f.name === '订单号' ? { ...f, type: 'number' } : f));
    const made = await t.call('POST', `${D}/adddatasource`, {
      token: me.token,
      body: { name: '导入的订单', table_fields: types, Filepath: staged.data.Filepath },
    });
    expect(made.data).toMatchObject({ type: 'csv', rows: 2, sheet: 'Sheet1' });
    const rows = await t.call('GET', `${D}/getsampledata`, { token: me.token, query: { dsid: made.data.dsid } });
    expect(rows.data.list[0]).toEqual({
      客户: '张三, 北京',
      金额: 88.5,
      下单时间: '2024-01-02T02:00:00.000Z',
      已付款: true,
      订单号: '123456789012345678',
    });
    expect(rows.raw).toContain('"123456789012345678"');
    expect(rows.data.list[1].订单号).toBe(123);
  });

  it('reads an XLSX built with the library, picks a sheet, and appends its rows to a table', async () => {
    const fields = [
      { name: '客户', type: 'text' },
      { name: '金额', type: 'number' },
      { name: '下单时间', type: 'datetime' },
      { name: '已付款', type: 'boolean' },
    ];
    const dsid = (await t.call('POST', `${D}/adddatasource`, { token: me.token, body: { name: 'Excel 订单', table_fields: fields } })).data.dsid;
    const described = await upload(me.token, [file(ordersWorkbook(), '订单.xlsx'), { name: 'Sheet', value: '订单' }]);
    expect(described.data).toMatchObject({ Sheet: ['封面', '订单'], sheet: '订单', types: fields });
    expect(described.data.Filepath).toMatch(/\.xlsx$/);
    const appended = await upload(me.token, [{ name: 'dsid', value: dsid }, { name: 'Sheet', value: '订单' }, file(ordersWorkbook(), '订单.xlsx')]);
    expect(appended.data.inserted).toBe(2);
    const rows = await t.call('GET', `${D}/getone`, { token: me.token, query: { dsid } });
    expect(rows.data.list).toEqual([
      { 客户: '王五', 金额: 1500, 下单时间: '2024-01-02T04:00:00.000Z', 已付款: true },
      { 客户: '赵六', 金额: 0.5, 下单时间: '2024-01-02T16:00:00.000Z', 已付款: false },
    ]);
    const firstSheet = await t.call('GET', `${D}/autotypedata`, { token: me.token, query: { Filepath: described.data.Filepath } });
    expect(firstSheet.data).toMatchObject({ sheet: '封面', headers: ['说明'] });
    const missing = await t.call('GET', `${D}/autotypedata`, { token: me.token, query: { Filepath: described.data.Filepath, Sheet: '没有' } });
    expect([missing.code, missing.msg]).toEqual([4062, expect.stringContaining('没有名为「没有」的工作表')]);
  });

  it('refuses a file whose rows do not fit, naming row and column, and writes none of them', async () => {
    const fields = [
      { name: '客户', type: 'text' },
      { name: '金额', type: 'number' },
    ];
    const dsid = (await t.call('POST', `${D}/adddatasource`, { token: me.token, body: { name: '严格', table_fields: fields } })).data.dsid;
    const bad = await upload(me.token, [file('客户,金额\n甲,1\n乙,两百\n', 'a.csv')], { dsid });
    expect([bad.status, bad.code]).toEqual([400, 4061]);
    expect(bad.msg).toContain('第 3 行「金额」列的值「两百」不是数字');
    const stranger = await upload(me.token, [file('客户,电话\n甲,1\n', 'b.csv')], { dsid });
    expect(stranger.msg).toContain('「电话」列在数据表中不存在');
    expect((await t.call('GET', `${D}/getoneinfo`, { token: me.token, query: { dsid } })).data.rows).toBe(0);
    const foreign = await upload(other.token, [file('客户,金额\n甲,1\n', 'c.csv')], { dsid });
    expect([foreign.status, foreign.code]).toEqual([404, 4004]);
    expect((await t.call('GET', `${D}/getoneinfo`, { token: me.token, query: { dsid } })).data.rows).toBe(0);
  });

  it('refuses oversized, empty, broken, unsupported and non-multipart uploads with clear codes', async () => {
    const huge = await upload(me.token, [file(Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x61), 'big.csv')]);
    expect([huge.status, huge.code]).toEqual([413, 4063]);
    expect(huge.msg).toContain('最大 10 MB');
    expect((await upload(me.token, [{ name: 'dsid', value: '1' }])).code).toBe(4000);
    expect((await upload(me.token, [file('a,b\n"open', 'x.csv')])).msg).toContain('引号没有闭合');
    expect((await upload(me.token, [file('PK not really a zip', 'x.xlsx')])).code).toBe(4062);
    expect((await upload(me.token, [file('hello', 'x.pdf')])).code).toBe(4062);
    expect((await upload(me.token, [file('a\n1\n', 'x.csv')], { dsid: 'abc' })).code).toBe(4004);
    const json = await t.call('POST', `${D}/upfile`, { token: me.token, body: { file: 'x' } });
    expect([json.status, json.code]).toEqual([400, 4000]);
    expect((await upload(undefined, [file(ORDERS_CSV, 'a.csv')])).code).toBe(2101);
  });

  it('refuses U+0000 in a form field or a file name with 4002, and in a cell with 4061', async () => {
    const field = await upload(me.token, [file(ORDERS_CSV, 'a.csv'), { name: 'Sheet', value: 'S\u0000heet' }]);
    expect([field.status, field.code]).toEqual([400, 4002]);
    expect((await upload(me.token, [file(ORDERS_CSV, 'a\u0000.csv')])).code).toBe(4002);
    const fields = [{ name: '备注', type: 'text' }];
    const dsid = (await t.call('POST', `${D}/adddatasource`, { token: me.token, body: { name: '空字符', table_fields: fields } })).data.dsid;
    const cell = await upload(me.token, [file('备注\n甲\u0000乙\n', 'n.csv')], { dsid });
    expect([cell.status, cell.code]).toEqual([400, 4061]);
    expect(cell.msg).toContain('含有无法保存的空字符');
  });
});
