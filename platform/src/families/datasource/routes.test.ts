import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { tableServices } from './service';

const D = '/v1/api/datasource';
const FIELDS = [
  { name: '客户', type: 'text' },
  { name: '金额', type: 'number' },
  { name: '下单时间', type: 'datetime' },
  { name: '已付款', type: 'boolean' },
];

describe.each(drivers())('data source routes on %s', (kind) => {
  const t = usePlatform(kind);
  let me: SignedUp;
  let other: SignedUp;
  let dsid: string;
  let theirs: string;

  beforeAll(async () => {
    me = await t.signUp();
    other = await t.signUp();
    dsid = (await t.call('POST', `${D}/adddatasource`, { token: me.token, body: { name: '订单表', table_fields: FIELDS } })).data.dsid;
    theirs = (await t.call('POST', `${D}/adddatasource`, { token: other.token, body: { name: '机密表', table_fields: FIELDS } })).data.dsid;
    const services = tableServices(t.db);
    await services.insertRow(me.company_id, dsid, { 客户: '张三', 金额: '88.5', 下单时间: '2024-01-02 10:00', 已付款: '是' });
    await services.insertRow(me.company_id, dsid, { 客户: '李四', 金额: 12 });
  });

  it('creates a typed table and reads it back whole, as info, headers, types, sample and page', async () => {
    const info = await t.call('GET', `${D}/getoneinfo`, { token: me.token, query: { dsid } });
    expect(info.data).toMatchObject({ dsid, name: '订单表', type: 'table', table_fields: FIELDS, rows: 2 });
    expect(info.data.size).toBeGreaterThan(0);
    expect((await t.call('GET', `${D}/getheaders`, { token: me.token, query: { dsid } })).data.headers).toEqual([
      '客户',
      '金额',
      '下单时间',
      '已付款',
    ]);
    expect((await t.call('GET', `${D}/typedata`, { token: me.token, query: { dsid } })).data.table_fields).toEqual(FIELDS);
    const sample = await t.call('GET', `${D}/getsampledata`, { token: me.token, query: { dsid, limit: 1 } });
    expect(sample.data).toEqual({ list: [{ 客户: '张三', 金额: 88.5, 下单时间: '2024-01-02T02:00:00.000Z', 已付款: true }], total: 2 });
    const page = await t.call('GET', `${D}/getone`, { token: me.token, query: { dsid, offset: 1 } });
    expect(page.data).toMatchObject({ dsid, total: 2, list: [{ 客户: '李四', 金额: 12, 下单时间: null, 已付款: null }] });
  });

  it('lists with keyword and paging and counts', async () => {
    await t.call('POST', `${D}/adddatasource`, { token: me.token, body: { name: '客户名单', table_fields: [{ name: '名字', type: 'text' }] } });
    const all = await t.call('GET', `${D}/getallinfo`, { token: me.token });
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((d: { name: string }) => d.name)).toEqual(['客户名单', '订单表']);
    const found = await t.call('GET', `${D}/getallinfo`, { token: me.token, query: { keyword: '订单', limit: 1, offset: 0 } });
    expect(found.data).toMatchObject({ total: 1, list: [{ dsid, rows: 2 }] });
    expect((await t.call('GET', `${D}/getallcount`, { token: me.token })).data).toEqual({ count: 2 });
    expect((await t.call('GET', `${D}/getallcount`, { token: me.token, query: { keyword: '_' } })).data).toEqual({ count: 0 });
  });

  it('renames, adds columns, and refuses to re-type a column that holds data', async () => {
    const renamed = await t.call('POST', `${D}/update`, { token: me.token, body: { dsid, name: '订单' } });
    expect(renamed.data.name).toBe('订单');
    const widened = await t.call('POST', `${D}/typedata`, {
      token: me.token,
      body: { dsid, table_fields: [...FIELDS, { name: '备注', type: 'text' }] },
    });
    expect(widened.data.table_fields).toHaveLength(5);
    const retyped = await t.call('POST', `${D}/update`, { token: me.token, body: { dsid, table_fields: [{ name: '金额', type: 'text' }] } });
    expect([retyped.status, retyped.code]).toEqual([400, 4000]);
    expect(retyped.msg).toContain('「金额」');
    expect((await t.call('GET', `${D}/typedata`, { token: me.token, query: { dsid } })).data.table_fields).toHaveLength(5);
  });

  it('refuses bad table definitions with a Chinese message and writes nothing', async () => {
    for (const body of [
      { name: '', table_fields: FIELDS },
      { name: '表', table_fields: [] },
      { name: '表', table_fields: [{ name: 'a', type: 'json' }] },
      {
        name: '表',
        table_fields: [
          { name: 'a', type: 'text' },
          { name: 'a', type: 'number' },
        ],
      },
      { name: '表', table_fields: 'a,b' },
      { name: 5, table_fields: FIELDS },
    ]) {
      const res = await t.call('POST', `${D}/adddatasource`, { token: me.token, body });
      expect([res.status, res.code], JSON.stringify(body)).toEqual([400, 4000]);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await t.call('GET', `${D}/getallcount`, { token: me.token })).data.count).toBe(2);
    expect((await t.call('GET', `${D}/getallinfo`, { token: me.token, query: { limit: 101 } })).code).toBe(4000);
    expect((await t.call('GET', `${D}/getsampledata`, { token: me.token, query: { dsid, limit: 'x' } })).code).toBe(4000);
  });

  it('treats another company’s table like an unknown one on every route and changes nothing', async () => {
    const before = (await t.call('GET', `${D}/getone`, { token: other.token, query: { dsid: theirs } })).raw;
    const tries = [
      t.call('GET', `${D}/getoneinfo`, { token: me.token, query: { dsid: theirs } }),
      t.call('GET', `${D}/getone`, { token: me.token, query: { dsid: theirs } }),
      t.call('GET', `${D}/getheaders`, { token: me.token, query: { dsid: theirs } }),
      t.call('GET', `${D}/getsampledata`, { token: me.token, query: { dsid: theirs } }),
      t.call('GET', `${D}/typedata`, { token: me.token, query: { dsid: theirs } }),
      t.call('POST', `${D}/typedata`, { token: me.token, body: { dsid: theirs, table_fields: FIELDS } }),
      t.call('POST', `${D}/update`, { token: me.token, body: { dsid: theirs, name: '偷改' } }),
      t.call('GET', `${D}/delete`, { token: me.token, query: { dsid: theirs } }),
      t.call('GET', `${D}/getoneinfo`, { token: me.token, query: { dsid: '1234567890123456' } }),
      t.call('GET', `${D}/delete`, { token: me.token, query: { dsid: 'abc' } }),
      t.call('GET', `${D}/autotypedata`, { token: me.token, query: { Filepath: '../../etc/passwd' } }),
    ];
    for (const res of await Promise.all(tries)) {
      expect([res.status, res.code]).toEqual([404, 4004]);
      expect(res.raw).not.toContain('机密');
    }
    expect((await t.call('GET', `${D}/getone`, { token: other.token, query: { dsid: theirs } })).raw).toBe(before);
    const services = tableServices(t.db);
    await expect(services.insertRow(me.company_id, theirs, { 客户: 'x' })).rejects.toThrow('数据表不存在');
    await expect(services.findRows(me.company_id, theirs, [], 10)).rejects.toThrow('数据表不存在');
  });

  it('deletes a table with its rows', async () => {
    const temp = (
      await t.call('POST', `${D}/adddatasource`, { token: me.token, body: { name: '临时', table_fields: [{ name: 'a', type: 'text' }] } })
    ).data.dsid;
    await tableServices(t.db).insertRow(me.company_id, temp, { a: 'x' });
    expect((await t.call('GET', `${D}/delete`, { token: me.token, query: { dsid: temp } })).data).toEqual({ dsid: temp });
    expect((await t.call('GET', `${D}/getoneinfo`, { token: me.token, query: { dsid: temp } })).code).toBe(4004);
  });

  it('answers 2101 without a token and 4000/4001 on malformed input', async () => {
    const gets = ['delete', 'getoneinfo', 'getone', 'getallinfo', 'getallcount', 'getheaders', 'getsampledata', 'typedata', 'autotypedata'];
    for (const path of gets) expect((await t.call('GET', `${D}/${path}`, { query: { dsid } })).code).toBe(2101);
    for (const path of ['adddatasource', 'update', 'typedata', 'upfile'])
      expect((await t.call('POST', `${D}/${path}`, { body: {} })).code).toBe(2101);
    for (const path of ['getoneinfo', 'getone', 'getheaders', 'getsampledata', 'typedata', 'delete', 'autotypedata']) {
      expect((await t.call('GET', `${D}/${path}`, { token: me.token })).code).toBe(4000);
    }
    for (const path of ['adddatasource', 'update', 'typedata']) {
      expect((await t.call('POST', `${D}/${path}`, { token: me.token, body: '{"dsid"' })).code).toBe(4001);
      expect((await t.call('POST', `${D}/${path}`, { token: me.token, body: { dsid: 1 } })).code).toBe(4000);
    }
  });
});
