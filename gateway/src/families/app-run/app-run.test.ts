import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

// Accounts are added by the accounts slice's mutations; here: what needs none, and the refusals.
describe('running apps through GraphQL (issue 11 slice "run")', () => {
  it('appFieldOptions answers a select field’s options with their English labels', async () => {
    const { token } = await stack.signUp('选项');
    const r = await stack.gql(
      `query { appFieldOptions(appId: "2005", actionId: "request", fieldKey: "body_type", accountId: "1") { value label labelEn } }`,
      {},
      token,
    );
    expect(r.data?.appFieldOptions).toEqual([
      { value: 'json', label: 'JSON', labelEn: 'JSON' },
      { value: 'form', label: '表单（x-www-form-urlencoded）', labelEn: 'Form (x-www-form-urlencoded)' },
    ]);
    expect(stack.upstreamCalls.at(-1)).toBe('POST /v1/api/process/app/model/data');
  });

  it('appFieldOptions of a dynamic field with an unknown account is NOT_FOUND with the Chinese message', async () => {
    const { token } = await stack.signUp('动态');
    const r = await stack.gql(
      `query { appFieldOptions(appId: "2006", actionId: "create_issue", fieldKey: "repo", accountId: "987654321", input: { owner: "octo" }) { value } }`,
      {},
      token,
    );
    expect(r.errors?.[0]).toMatchObject({ message: '账户不存在或已删除', extensions: { code: 'NOT_FOUND' } });
  });

  it('appSampleData of an action is its output sample, flattened', async () => {
    const { token } = await stack.signUp('样本');
    const r = await stack.gql(`query { appSampleData(appId: "2006", actionId: "create_issue") { list flattenData } }`, {}, token);
    expect(r.data?.appSampleData.list[0]).toMatchObject({ number: 1347, title: 'Found a bug' });
    expect(r.data?.appSampleData.flattenData[0]).toMatchObject({ number: 1347, title: 'Found a bug' });
    expect(Object.keys(r.data?.appSampleData.flattenData[0]).some((k: string) => k.startsWith('user.'))).toBe(false);
  });

  it('testAppAccount of an unknown or foreign account is NOT_FOUND', async () => {
    const { token } = await stack.signUp('测试');
    const r = await stack.gql(`mutation { testAppAccount(accountId: "123456") { ok message tested } }`, {}, token);
    expect(r.errors?.[0]).toMatchObject({ message: '账户不存在或已删除', extensions: { code: 'NOT_FOUND' } });
  });
});
