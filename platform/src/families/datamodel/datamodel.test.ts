import { aPipeline } from '@huiliu/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { livePipeline } from '../../test/engine-fixtures';
import { purchaseRows } from './testing/datasets';
import { addModel, DM, uploadTable } from './testing/fixtures';

const SETTINGS = { predict_field: '是否购买', feature: ['x1', 'x2', '城市'] };

describe.each(drivers())('data models (%s)', (kind) => {
  const f = usePlatform(kind);
  let me: SignedUp;
  let other: SignedUp;
  let dsid: string;
  beforeAll(async () => {
    [me, other] = [await f.signUp(), await f.signUp()];
    dsid = await uploadTable(f, me.token, '客户表', purchaseRows(40));
  });

  it('saves a model on a data source and reads it back with the source and the feature types', async () => {
    const model = await addModel(f, me.token, {
      ...SETTINGS,
      datasource_id: dsid,
      scene: '营销',
      desc: '预测客户是否会购买',
      predict_field_name: '会购买吗',
      pre_filter: [[{ field: '城市', operator: 14, value: '广州' }]],
    });
    expect(model).toMatchObject({
      name: '购买预测',
      scene: '营销',
      datasource_id: dsid,
      datasource_name: '客户表',
      datasource_type: 'csv',
      datasource_filter_type: 1,
      predict_field: '是否购买',
      predict_field_name: '会购买吗',
      feature: [
        { name: 'x1', type: 'number' },
        { name: 'x2', type: 'number' },
        { name: '城市', type: 'text' },
      ],
      task: null,
      latest_version: null,
      tmid: null,
      training: null,
    });
    const read = await f.call('GET', `${DM}/getone`, { token: me.token, query: { dmid: model.dmid } });
    expect(read.data).toEqual(model);
    // spec §7 typedata with dmid: the model's feature fields
    const typed = await f.call('GET', '/v1/api/datasource/typedata', { token: me.token, query: { dmid: model.dmid } });
    expect(typed.data).toEqual({ dsid, dmid: model.dmid, table_fields: model.feature });
  });

  it('lists the company’s models newest first, by keyword, a page at a time', async () => {
    await addModel(f, me.token, { ...SETTINGS, datasource_id: dsid, name: '流失预警', scene: '客服' });
    const all = await f.call('GET', DM, { token: me.token, query: { limit: 1 } });
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    expect(all.data.list.map((m: { name: string }) => m.name)).toEqual(['流失预警']);
    const found = await f.call('GET', DM, { token: me.token, query: { keyword: '客服' } });
    expect(found.data.list.map((m: { name: string }) => m.name)).toEqual(['流失预警']);
    const theirs = await f.call('GET', DM, { token: other.token });
    expect(theirs.data).toEqual({ list: [], total: 0 });
  });

  it.each([
    ['a predict field the source does not have', { predict_field: '成交额' }, 4324, '数据源「客户表」中没有预测字段「成交额」'],
    ['a feature the source does not have', { feature: ['x1', '年龄'] }, 4324, '没有特征字段「年龄」'],
    ['the predict field among the features', { feature: ['x1', '是否购买'] }, 4324, '不能同时作为特征字段'],
    ['no feature at all', { feature: [] }, 4000, '请至少选择一个特征字段'],
    ['a pre-filter on an unknown column', { pre_filter: [[{ field: '省份', operator: 13, value: '广东' }]] }, 4324, '前置筛选中的字段「省份」'],
    ['an unknown operator code', { pre_filter: [[{ field: '城市', operator: 99, value: '' }]] }, 4000, '未知的筛选运算符'],
  ])('refuses %s and writes nothing', async (_what, over, code, message) => {
    const before = await f.call('GET', DM, { token: me.token });
    const res = await f.call('POST', `${DM}/add`, { token: me.token, body: { name: '坏模型', ...SETTINGS, datasource_id: dsid, ...over } });
    expect([res.status < 500, res.code]).toEqual([true, code]);
    expect(res.msg).toContain(message);
    expect((await f.call('GET', DM, { token: me.token })).data.total).toBe(before.data.total);
  });

  it('treats another company’s data source and model as unknown', async () => {
    const refused = await f.call('POST', `${DM}/add`, { token: other.token, body: { name: '偷看', ...SETTINGS, datasource_id: dsid } });
    expect([refused.status, refused.code, refused.msg]).toEqual([404, 4004, '数据源不存在或已被删除']);
    const mine = await addModel(f, me.token, { ...SETTINGS, datasource_id: dsid });
    for (const [method, url, o] of [
      ['GET', `${DM}/getone`, { query: { dmid: mine.dmid } }],
      ['GET', '/v1/api/datasource/typedata', { query: { dmid: mine.dmid } }],
      ['POST', `${DM}/update`, { body: { dmid: mine.dmid, name: '改名' } }],
      ['POST', `${DM}/delete`, { body: { dmid: mine.dmid } }],
      ['POST', `${DM}/train`, { body: { dmid: mine.dmid } }],
      ['GET', `${DM}/versions`, { query: { dmid: mine.dmid } }],
      ['POST', `${DM}/predict`, { body: { dmid: mine.dmid, record: { x1: 1 } } }],
      ['GET', `${DM}/flows/status`, { query: { dmid: mine.dmid } }],
    ] as const) {
      const res = await f.call(method, url, { token: other.token, ...o });
      expect([url, res.status, res.code]).toEqual([url, 404, 4004]);
    }
    expect((await f.call('GET', `${DM}/getone`, { token: me.token, query: { dmid: mine.dmid } })).data.name).toBe('购买预测');
  });

  it('refuses to predict before any training', async () => {
    const model = await addModel(f, me.token, { ...SETTINGS, datasource_id: dsid });
    const res = await f.call('POST', `${DM}/predict`, { token: me.token, body: { dmid: model.dmid, record: { x1: 1, x2: 2, 城市: '北京' } } });
    expect([res.status, res.code, res.msg]).toEqual([409, 4321, '该模型还没有训练成功的版本，请先训练']);
    const unknown = await f.call('POST', `${DM}/predict`, { token: me.token, body: { dmid: '123456789', record: {} } });
    expect([unknown.status, unknown.code]).toEqual([404, 4004]);
  });

  it('changes settings and checks them again against the data source', async () => {
    const model = await addModel(f, me.token, { ...SETTINGS, datasource_id: dsid });
    const renamed = await f.call('POST', `${DM}/update`, { token: me.token, body: { dmid: model.dmid, name: '新名字', feature: ['x1'] } });
    expect(renamed.data).toMatchObject({ name: '新名字', feature: [{ name: 'x1', type: 'number' }], predict_field: '是否购买' });
    const bad = await f.call('POST', `${DM}/update`, { token: me.token, body: { dmid: model.dmid, predict_field: 'nope' } });
    expect(bad.code).toBe(4324);
    expect((await f.call('GET', `${DM}/getone`, { token: me.token, query: { dmid: model.dmid } })).data.name).toBe('新名字');
  });

  it('says which pipelines use a model and refuses to delete it while one does, naming them', async () => {
    const model = await addModel(f, me.token, { ...SETTINGS, datasource_id: dsid });
    const content = aPipeline()
      .withStep('predict', { app_id: '1011', action_id: 'predict', params: { dmid: model.dmid, features: { x1: '{{1.x1}}' } } })
      .build();
    const { processId } = await livePipeline(f, me.token, content, false);
    const flows = await f.call('GET', `${DM}/flows/status`, { token: me.token, query: { dmid: model.dmid } });
    expect(flows.data).toEqual({ list: [{ process_id: processId, title: '测试流程', status: 0 }], total: 1 });
    const refused = await f.call('POST', `${DM}/delete`, { token: me.token, body: { dmid: model.dmid } });
    expect([refused.status, refused.code]).toEqual([409, 4320]);
    expect(refused.msg).toContain('「测试流程」');
    expect(refused.data.pipelines).toEqual([{ process_id: processId, title: '测试流程', status: 0 }]);

    await f.call('GET', '/v1/api/dataprocess/delete', { token: me.token, query: { process_id: processId } });
    const deleted = await f.call('POST', `${DM}/delete`, { token: me.token, body: { dmid: model.dmid } });
    expect(deleted.data).toEqual({ dmid: model.dmid });
    expect((await f.call('GET', `${DM}/getone`, { token: me.token, query: { dmid: model.dmid } })).code).toBe(4004);
  });

  it('lets a viewer read models but not change them', async () => {
    const viewer = await f.addMember(me, 'viewer');
    expect((await f.call('GET', DM, { token: viewer.token })).code).toBe(0);
    const refused = await f.call('POST', `${DM}/add`, { token: viewer.token, body: { ...SETTINGS, name: 'x', datasource_id: dsid } });
    expect([refused.status, refused.code]).toEqual([403, 4003]);
  });
});
