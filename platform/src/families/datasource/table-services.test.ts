import { aPipeline } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { livePipeline, loopbackHttp } from '../../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { startReceiver, type Receiver } from '../../test/receiver';
import { prefilter } from './find';
import { tableServices } from './service';

const FIELDS = [
  { name: '客户', type: 'text' },
  { name: '金额', type: 'number' },
  { name: '下单时间', type: 'datetime' },
  { name: '已付款', type: 'boolean' },
];

describe.each(drivers())('find data and send to table on %s', (kind) => {
  const t = usePlatform(kind, { engine: { http: loopbackHttp() } });
  let me: SignedUp;
  let dsid: string;
  let receiver: Receiver;
  const services = () => tableServices(t.db);
  const names = (rows: unknown[]) => rows.map((r) => (r as { 客户: string }).客户);

  beforeAll(async () => {
    receiver = await startReceiver();
    me = await t.signUp();
    dsid = (await t.call('POST', '/v1/api/datasource/adddatasource', { token: me.token, body: { name: '订单', table_fields: FIELDS } })).data.dsid;
    for (const row of [
      { 客户: '张三', 金额: 50, 下单时间: '2024-01-01', 已付款: true },
      { 客户: '张三丰', 金额: '150', 下单时间: '2024-02-01 09:00', 已付款: false },
      { 客户: '李四', 金额: 300, 已付款: '是' },
      { 客户: '王五', 金额: '123456789012345678' },
    ]) {
      await services().insertRow(me.company_id, dsid, row);
    }
  });
  afterAll(() => receiver?.close());

  it('finds rows with core filter operators, OR groups and a limit', async () => {
    const find = (conditions: unknown, limit = 10) => services().findRows(me.company_id, dsid, conditions, limit);
    expect(names(await find([{ field: '客户', operator: 15, value: '张' }]))).toEqual(['张三', '张三丰']);
    expect(
      names(
        await find([
          [
            { field: '客户', operator: 15, value: '张' },
            { field: '金额', operator: 21, value: 100 },
          ],
        ]),
      ),
    ).toEqual(['张三丰']);
    expect(names(await find([[{ field: '客户', operator: 13, value: '李四' }], [{ field: '已付款', operator: 13, value: 'false' }]]))).toEqual([
      '张三丰',
      '李四',
    ]);
    expect(names(await find([{ field: '下单时间', operator: 32, value: '2024-01-15' }]))).toEqual(['张三丰']);
    expect(names(await find([{ field: '下单时间', operator: 41 }]))).toEqual(['李四', '王五']);
    expect(names(await find([{ field: '客户', operator: 12, value: '三' }]))).toEqual(['李四', '王五']);
    expect(names(await find([], 2))).toEqual(['张三', '张三丰']);
    expect(names(await find(JSON.stringify([{ field: '客户', operator: 17, value: '五' }])))).toEqual(['王五']);
    const [big] = await find([{ field: '客户', operator: 13, value: '王五' }]);
    expect(big).toMatchObject({ 金额: '123456789012345678' });
  });

  it('pushes only exact text tests of one group down to SQL and leaves the rest to evaluateFilter', () => {
    const fields = FIELDS.map((f) => ({ name: f.name, type: f.type as 'text' }));
    expect(prefilter([[{ field: '客户', operator: 13, value: '李四' }]], fields)).toBeDefined();
    expect(prefilter([[{ field: '客户', operator: 13, value: '' }]], fields)).toBeUndefined();
    expect(prefilter([[{ field: '客户', operator: 12, value: '三' }]], fields)).toBeUndefined();
    expect(prefilter([[{ field: '客户', operator: 13, value: 'a' }], [{ field: '客户', operator: 13, value: 'b' }]], fields)).toBeUndefined();
  });

  it('refuses rows that do not fit and conditions it cannot read, with Chinese messages', async () => {
    await expect(services().insertRow(me.company_id, dsid, { 金额: '很多' })).rejects.toThrow('「金额」列的值「很多」不是数字');
    await expect(services().insertRow(me.company_id, dsid, { 电话: '1' })).rejects.toThrow('数据表中没有「电话」列');
    await expect(services().findRows(me.company_id, dsid, { field: 'x' }, 5)).rejects.toThrow('查找条件格式不正确');
    await expect(services().findRows(me.company_id, '1234567890123456', [], 5)).rejects.toThrow('数据表不存在');
  });

  it('lets a pipeline write a row with send data and read it back with find data', async () => {
    const content = aPipeline()
      .withStep('save', {
        app_id: '1007',
        action_id: 'to_table',
        params: { table_id: dsid, row: { 客户: '{{1.name}}', 金额: '{{1.amount}}', 已付款: '{{1.paid}}' } },
      })
      .withStep('find', {
        app_id: '1006',
        action_id: 'find',
        params: { table_id: dsid, conditions: [[{ field: '客户', operator: 13, value: '{{1.name}}' }]], limit: 5 },
      })
      .withStep('report', {
        app_id: '1007',
        action_id: 'http',
        params: { url: `${receiver.url}/found`, method: 'POST', body: { count: '{{3.count}}', amount: '{{3.first.金额}}' } },
      })
      .build();
    const { key } = await livePipeline(t, me.token, content);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/api/data/webhook/accept?key=${key}`,
      payload: { name: '赵六', amount: '88.5', paid: '否' },
    });
    const logId = JSON.parse(res.body).data.log_id as string;
    await platformEngine(t.app).idle();
    const detail = await t.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: logId } });
    expect(detail.data.status).toBe('success');
    expect(detail.data.steps[1].output.row).toEqual({ 客户: '赵六', 金额: 88.5, 下单时间: null, 已付款: false });
    const [sent] = await receiver.waitFor(1);
    expect(JSON.parse(sent!.body)).toEqual({ count: 1, amount: 88.5 });
  });
});
