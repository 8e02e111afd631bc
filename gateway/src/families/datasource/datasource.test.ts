import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GqlReply } from '../../test/stack';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const FILE_FIELDS = 'filepath sheets sheet headers types { name type } sample rows inserted';

/** A GraphQL multipart request (the spec graphql-yoga implements): operations, map, then the file. */
async function upload(token: string, csv: string, variables: Record<string, unknown> = {}): Promise<GqlReply> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation ($file: File!, $dsid: ID) { uploadDatasourceFile(file: $file, dsid: $dsid) { ${FILE_FIELDS} } }`,
      variables: { ...variables, file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([csv], { type: 'text/csv' }), '订单.csv');
  const reply = await fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return (await reply.json()) as GqlReply;
}

describe('data sources through GraphQL', () => {
  it('uploads a CSV as multipart, describes it, and creates a table from it', async () => {
    const { token } = await stack.signUp('数据源');
    const staged = await upload(token, '订单号,金额\n1234567890123456789,250\n2,50\n');
    expect(staged.errors).toBeUndefined();
    const file = staged.data!.uploadDatasourceFile;
    expect(file).toMatchObject({ headers: ['订单号', '金额'], rows: 2, inserted: null });
    expect(file.types).toEqual([
      { name: '订单号', type: expect.any(String) },
      { name: '金额', type: 'NUMBER' },
    ]);

    const described = await stack.gql(
      `query ($f: String!) { describeDatasourceFile(filepath: $f) { filepath headers rows } }`,
      { f: file.filepath },
      token,
    );
    expect(described.data?.describeDatasourceFile).toEqual({ filepath: file.filepath, headers: ['订单号', '金额'], rows: 2 });

    const created = await stack.gql(
      `mutation ($input: AddDatasourceInput!) { addDatasource(input: $input) { dsid name rows tableFields { name type } } }`,
      {
        input: {
          name: '订单表',
          tableFields: [
            { name: '订单号', type: 'TEXT' },
            { name: '金额', type: 'NUMBER' },
          ],
          filepath: file.filepath,
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const dsid = created.data!.addDatasource.dsid as string;
    expect(created.data?.addDatasource).toMatchObject({ name: '订单表', rows: 2 });

    const read = await stack.gql(
      `query ($d: ID!) {
        datasources { total items { dsid } }
        datasourceCount
        datasourceHeaders(dsid: $d)
        datasourceTypes(dsid: $d) { name type }
        datasourceRows(dsid: $d) { total items }
        datasourceSample(dsid: $d, limit: 1)
      }`,
      { d: dsid },
      token,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toMatchObject({
      datasources: { total: 1, items: [{ dsid }] },
      datasourceCount: 1,
      datasourceHeaders: ['订单号', '金额'],
      datasourceRows: { total: 2 },
    });
    // the 19-digit order number stays text, digit for digit
    expect(JSON.stringify(read.data?.datasourceRows.items)).toContain('1234567890123456789');
    expect(read.data?.datasourceSample).toHaveLength(1);
  });

  it('appends an uploaded file’s rows to an existing table, then deletes the table', async () => {
    const { token } = await stack.signUp('追加');
    const created = await stack.gql(
      `mutation { addDatasource(input: { name: "客户", tableFields: [{ name: "姓名", type: TEXT }] }) { dsid } }`,
      undefined,
      token,
    );
    const dsid = created.data!.addDatasource.dsid as string;
    const appended = await upload(token, '姓名\n张三\n李四\n', { dsid });
    expect(appended.data?.uploadDatasourceFile.inserted).toBe(2);

    const retyped = await stack.gql(
      `mutation ($d: ID!) { setDatasourceTypes(dsid: $d, tableFields: [{ name: "姓名", type: TEXT }, { name: "城市", type: TEXT }]) { tableFields { name } } }`,
      { d: dsid },
      token,
    );
    expect(retyped.data?.setDatasourceTypes.tableFields).toEqual([{ name: '姓名' }, { name: '城市' }]);
    const deleted = await stack.gql(`mutation ($d: ID!) { deleteDatasource(dsid: $d) }`, { d: dsid }, token);
    expect(deleted.data?.deleteDatasource).toBe(dsid);
    const gone = await stack.gql(`query ($d: ID!) { datasource(dsid: $d) { dsid } }`, { d: dsid }, token);
    expect(gone).toEqual({ data: { datasource: null } });
  });
});
