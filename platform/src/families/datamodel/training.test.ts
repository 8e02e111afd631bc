import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformTrainer } from '../../app';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { amountRows, purchaseRows } from './testing/datasets';
import { addModel, DM, trainToEnd, uploadTable } from './testing/fixtures';

const PURCHASE = { predict_field: '是否购买', feature: ['x1', 'x2', '城市'] };

describe.each(drivers())('training and predicting (%s)', (kind) => {
  const f = usePlatform(kind);
  let me: SignedUp;
  let purchases: string;
  beforeAll(async () => {
    me = await f.signUp();
    purchases = await uploadTable(f, me.token, '购买记录', purchaseRows(400));
  });

  it('learns x1 + 2·x2 > 10 in a job, beating the majority guess by 20 points on the held-out rows', async () => {
    const model = await addModel(f, me.token, { ...PURCHASE, datasource_id: purchases });
    const started = await f.call('POST', `${DM}/train`, { token: me.token, body: { dmid: model.dmid } });
    // the request only starts the job; a second one waits until it has ended
    expect(started.data).toMatchObject({ dmid: model.dmid, status: 'queued', version: null });
    const again = await f.call('POST', `${DM}/train`, { token: me.token, body: { dmid: model.dmid } });
    expect([again.status, again.code]).toEqual([409, 4323]);
    await platformTrainer(f.app).idle();
    const training = (await f.call('GET', `${DM}/train/status`, { token: me.token, query: { tmid: started.data.tmid } })).data;
    expect(training).toMatchObject({ status: 'succeeded', error: null, version: 1 });
    expect(training.progress).toEqual({ phase: 'done', rows_read: 400, rows_total: 400, trees_built: 30, trees_total: 30 });

    const versions = await f.call('GET', `${DM}/versions`, { token: me.token, query: { dmid: model.dmid } });
    const v1 = versions.data.list[0];
    expect(v1).toMatchObject({ version: 1, task: 'classification', metric: 'accuracy', train_rows: 320, test_rows: 80, trees: 30 });
    expect(v1.classes.sort()).toEqual(['未购买', '购买']);
    expect(v1.value - v1.baseline).toBeGreaterThanOrEqual(0.2);
    expect(v1.better_than_baseline).toBe(true);
    expect(v1.model_bytes).toBeGreaterThan(0);

    const read = await f.call('GET', `${DM}/getone`, { token: me.token, query: { dmid: model.dmid } });
    expect(read.data).toMatchObject({ task: 'classification', latest_version: 1, tmid: training.tmid, training: { status: 'succeeded' } });

    const yes = await f.call('POST', `${DM}/predict`, { token: me.token, body: { dmid: model.dmid, record: { x1: 9, x2: '4.5', 城市: '上海' } } });
    expect(yes.data).toMatchObject({ prediction: '购买', version: 1, task: 'classification', imputed: [] });
    expect(yes.data.confidence).toBeGreaterThan(0.5);
    const no = await f.call('POST', `${DM}/predict`, { token: me.token, body: { dmid: model.dmid, record: { x1: 0.5, x2: 1, 城市: '北京' } } });
    expect(no.data.prediction).toBe('未购买');
  });

  it('learns an amount and at least halves the RMSE of always answering the mean', async () => {
    const amounts = await uploadTable(f, me.token, '金额记录', amountRows(400));
    const model = await addModel(f, me.token, { predict_field: '金额', feature: ['x1', 'x2', '城市'], datasource_id: amounts });
    expect((await trainToEnd(f, me.token, model.dmid)).status).toBe('succeeded');
    const { list } = (await f.call('GET', `${DM}/versions`, { token: me.token, query: { dmid: model.dmid } })).data;
    expect(list[0]).toMatchObject({ task: 'regression', metric: 'rmse', classes: null });
    expect(list[0].value).toBeLessThanOrEqual(list[0].baseline / 2);
    const out = await f.call('POST', `${DM}/predict`, { token: me.token, body: { dmid: model.dmid, record: { x1: 5, x2: 2, 城市: '北京' } } });
    expect(Math.abs(out.data.prediction - 16)).toBeLessThan(4);
  });

  it('trains the same model from the same rows and settings: a version can be reproduced', async () => {
    const model = await addModel(f, me.token, { ...PURCHASE, datasource_id: purchases });
    await trainToEnd(f, me.token, model.dmid);
    await trainToEnd(f, me.token, model.dmid);
    const { list } = (await f.call('GET', `${DM}/versions`, { token: me.token, query: { dmid: model.dmid } })).data;
    const figures = list.map((v: { value: number; model_bytes: number }) => [v.value, v.model_bytes]);
    expect(figures).toHaveLength(2);
    expect(figures[0]).toEqual(figures[1]);
  });

  it('keeps every successful training as a version; predict takes the latest unless told which', async () => {
    const model = await addModel(f, me.token, { ...PURCHASE, datasource_id: purchases });
    await trainToEnd(f, me.token, model.dmid);
    await f.call('POST', `${DM}/update`, { token: me.token, body: { dmid: model.dmid, feature: ['x1', 'x2'] } });
    expect((await trainToEnd(f, me.token, model.dmid)).version).toBe(2);
    const { list, total } = (await f.call('GET', `${DM}/versions`, { token: me.token, query: { dmid: model.dmid } })).data;
    expect([total, list.map((v: { version: number }) => v.version)]).toEqual([2, [2, 1]]);
    expect(list.map((v: { features: unknown[] }) => v.features.length)).toEqual([2, 3]);
    const record = { x1: 9, x2: 4, 城市: '北京' };
    const latest = await f.call('POST', `${DM}/predict`, { token: me.token, body: { dmid: model.dmid, record } });
    const first = await f.call('POST', `${DM}/predict`, { token: me.token, body: { dmid: model.dmid, version: 1, record } });
    expect([latest.data.version, first.data.version]).toEqual([2, 1]);
    const none = await f.call('POST', `${DM}/predict`, { token: me.token, body: { dmid: model.dmid, version: 9, record } });
    expect([none.code, none.msg]).toEqual([4321, '该模型没有版本 9']);
  });

  it('refuses a record whose numeric feature holds text, naming the field and the value', async () => {
    const model = await addModel(f, me.token, { ...PURCHASE, datasource_id: purchases });
    await trainToEnd(f, me.token, model.dmid);
    const res = await f.call('POST', `${DM}/predict`, { token: me.token, body: { dmid: model.dmid, record: { x1: 'abc', x2: 1, 城市: '北京' } } });
    expect([res.status, res.code, res.msg]).toEqual([400, 4325, '预测数据不符合模型的字段类型：「x1」的值「abc」不是数字']);
  });

  it('fails a training on a row whose numeric feature holds text, naming the row', async () => {
    const dsid = await uploadTable(f, me.token, '有坏数据', purchaseRows(60));
    // a value no import lets in, as an older table could hold it
    await f.db.execute(sql`update datasource_rows set data = jsonb_set(data, '{x1}', '"abc"') where id = (
      select id from datasource_rows where datasource_id = ${dsid} order by id offset 4 limit 1)`);
    const model = await addModel(f, me.token, { ...PURCHASE, datasource_id: dsid });
    const training = await trainToEnd(f, me.token, model.dmid);
    expect([training.status, training.error, training.version]).toEqual(['failed', '第 5 行「x1」的值「abc」不是数字', null]);
  });

  it('fails a training whose predict field has left the data source, and one with a single class', async () => {
    const dsid = await uploadTable(f, me.token, '会改的表', purchaseRows(60));
    const model = await addModel(f, me.token, { ...PURCHASE, datasource_id: dsid });
    const fields = [
      { name: 'x1', type: 'number' },
      { name: 'x2', type: 'number' },
      { name: '城市', type: 'text' },
    ];
    await f.call('POST', '/v1/api/datasource/update', { token: me.token, body: { dsid, table_fields: fields } });
    const gone = await trainToEnd(f, me.token, model.dmid);
    expect([gone.status, gone.error]).toEqual(['failed', '数据源「会改的表」中已没有字段「是否购买」，请修改模型设置']);

    const same = await uploadTable(
      f,
      me.token,
      '一种结果',
      purchaseRows(60).map((r) => ({ ...r, 是否购买: '购买' })),
    );
    const single = await addModel(f, me.token, { ...PURCHASE, datasource_id: same });
    const one = await trainToEnd(f, me.token, single.dmid);
    expect([one.status, one.error]).toEqual(['failed', '预测字段「是否购买」只有一种取值，无法训练']);
  });

  it('trains on the rows the pre-filter keeps', async () => {
    const model = await addModel(f, me.token, {
      ...PURCHASE,
      datasource_id: purchases,
      pre_filter: [[{ field: '城市', operator: 14, value: '广州' }]],
    });
    await trainToEnd(f, me.token, model.dmid);
    const [v] = (await f.call('GET', `${DM}/versions`, { token: me.token, query: { dmid: model.dmid } })).data.list;
    expect(v.rows_filtered_out).toBeGreaterThan(100);
    expect(v.train_rows + v.test_rows + v.rows_filtered_out).toBe(400);
  });
});
