import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type GqlReply, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/** 是否购买 = x1 + 2·x2 > 10 on a grid: the rule a model learns here (the platform's tests measure it at length). */
function purchasesCsv(): string {
  const lines = ['x1,x2,城市,是否购买'];
  for (let i = 0; i < 120; i++) {
    const x1 = (i * 7) % 10;
    const x2 = (i * 3) % 5;
    lines.push(`${x1},${x2},${['北京', '上海'][i % 2]},${x1 + 2 * x2 > 10 ? '购买' : '未购买'}`);
  }
  return `${lines.join('\n')}\n`;
}

async function upload(token: string, csv: string): Promise<GqlReply> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($file: File!) { uploadDatasourceFile(file: $file) { filepath types { name type } } }',
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([csv], { type: 'text/csv' }), '购买.csv');
  const reply = await fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return (await reply.json()) as GqlReply;
}

const MODEL_FIELDS = `dmid name datasourceName datasourceType datasourceFilterType predictField predictFieldName task latestVersion
  preFilter { field operator value } feature { name type } training { status progress { phase treesBuilt treesTotal } }`;

describe('data models through GraphQL', () => {
  it('creates a model with a typed pre-filter, trains it, reads its version and predicts', async () => {
    const { token } = await stack.signUp('模型');
    const staged = (await upload(token, purchasesCsv())).data!.uploadDatasourceFile;
    const table = await stack.gql(
      'mutation ($input: AddDatasourceInput!) { addDatasource(input: $input) { dsid } }',
      { input: { name: '购买记录', tableFields: staged.types, filepath: staged.filepath } },
      token,
    );
    const dsid = table.data!.addDatasource.dsid as string;

    const created = await stack.gql(
      `mutation ($input: DataModelInput!) { createDataModel(input: $input) { ${MODEL_FIELDS} } }`,
      {
        input: {
          name: '购买预测',
          datasourceId: dsid,
          predictField: '是否购买',
          feature: ['x1', 'x2', '城市'],
          preFilter: [[{ field: 'x1', operator: 'GTE', value: 0 }]],
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const model = created.data!.createDataModel;
    expect(model).toMatchObject({
      datasourceName: '购买记录',
      datasourceType: 'CSV',
      datasourceFilterType: 1,
      predictFieldName: '是否购买',
      task: null,
      preFilter: [[{ field: 'x1', operator: 'GTE', value: 0 }]],
      feature: [
        { name: 'x1', type: 'NUMBER' },
        { name: 'x2', type: 'NUMBER' },
        { name: '城市', type: 'TEXT' },
      ],
      training: null,
    });

    const early = await stack.gql('mutation ($d: ID!) { predictWithModel(dmid: $d, record: {}) { prediction } }', { d: model.dmid }, token);
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', upstreamCode: 4321 });

    const started = await stack.gql('mutation ($d: ID!) { trainDataModel(dmid: $d) { tmid status } }', { d: model.dmid }, token);
    expect(started.data!.trainDataModel.status).toBe('QUEUED');
    const tmid = started.data!.trainDataModel.tmid as string;
    let training: Record<string, any> = {};
    for (let i = 0; i < 200 && !['SUCCEEDED', 'FAILED'].includes(training.status); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      training = (
        await stack.gql('query ($t: ID!) { modelTraining(tmid: $t) { status version error progress { phase treesTotal } } }', { t: tmid }, token)
      ).data!.modelTraining;
    }
    expect(training).toMatchObject({ status: 'SUCCEEDED', version: 1, error: null, progress: { phase: 'DONE', treesTotal: 30 } });

    const read = await stack.gql(
      `query ($d: ID!) {
        dataModel(dmid: $d) { task latestVersion training { status } }
        dataModelFeatures(dmid: $d) { name type }
        modelVersions(dmid: $d) { total items { version task metric value baseline betterThanBaseline trainRows testRows classes features { name encoding columns } } }
        modelFlows(dmid: $d) { total items { processId } }
        dataModels(keyword: "购买") { total items { dmid } }
      }`,
      { d: model.dmid },
      token,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.dataModel).toEqual({ task: 'CLASSIFICATION', latestVersion: 1, training: { status: 'SUCCEEDED' } });
    expect(read.data!.dataModelFeatures).toEqual(model.feature);
    const version = read.data!.modelVersions.items[0];
    expect(version).toMatchObject({ version: 1, task: 'CLASSIFICATION', metric: 'ACCURACY', betterThanBaseline: true, trainRows: 96, testRows: 24 });
    expect(version.features).toContainEqual({ name: '城市', encoding: 'ONE_HOT', columns: 2 });
    expect(read.data!.modelFlows).toEqual({ total: 0, items: [] });
    expect(read.data!.dataModels).toEqual({ total: 1, items: [{ dmid: model.dmid }] });

    const predicted = await stack.gql(
      'mutation ($d: ID!, $r: JSON!) { predictWithModel(dmid: $d, record: $r) { prediction confidence version task imputed } }',
      { d: model.dmid, r: { x1: 9, x2: 4, 城市: '北京' } },
      token,
    );
    expect(predicted.data!.predictWithModel).toMatchObject({ prediction: '购买', version: 1, task: 'CLASSIFICATION', imputed: [] });

    const bad = await stack.gql(
      'mutation ($d: ID!, $r: JSON!) { predictWithModel(dmid: $d, record: $r) { prediction } }',
      { d: model.dmid, r: { x1: 'abc' } },
      token,
    );
    expect(bad.errors?.[0]).toMatchObject({ message: '预测数据不符合模型的字段类型：「x1」的值「abc」不是数字', extensions: { upstreamCode: 4325 } });

    const renamed = await stack.gql(
      'mutation ($input: UpdateDataModelInput!) { updateDataModel(input: $input) { name preFilter { operator } } }',
      { input: { dmid: model.dmid, name: '新名字', preFilter: [[{ field: '城市', operator: 'IS', value: '北京' }]] } },
      token,
    );
    expect(renamed.data!.updateDataModel).toEqual({ name: '新名字', preFilter: [[{ operator: 'IS' }]] });

    const deleted = await stack.gql('mutation ($d: ID!) { deleteDataModel(dmid: $d) }', { d: model.dmid }, token);
    expect(deleted.data!.deleteDataModel).toBe(model.dmid);
    expect((await stack.gql('query ($d: ID!) { dataModel(dmid: $d) { dmid } }', { d: model.dmid }, token)).data!.dataModel).toBeNull();
  });
});
