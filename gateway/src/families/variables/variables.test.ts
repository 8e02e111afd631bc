import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const ADD = `mutation ($input: AddVariableInput!) { addVariable(input: $input) { variableId variableKey variableValue variableType variableClass } }`;

describe('environment variables through GraphQL', () => {
  it('adds, lists by class, updates and deletes, masking secrets everywhere', async () => {
    const { token, userid } = await stack.signUp('变量');
    const text = await stack.gql(
      ADD,
      { input: { variableName: '区域', variableKey: 'REGION', variableValue: '华东', variableClass: '通用' } },
      token,
    );
    expect(text.data?.addVariable).toMatchObject({ variableKey: 'REGION', variableValue: '华东', variableType: 'text', variableClass: '通用' });
    const secret = await stack.gql(
      ADD,
      { input: { variableName: '密钥', variableKey: 'API_KEY', variableValue: 'sk-123', variableType: 'secret', variableClass: '密钥' } },
      token,
    );
    expect(secret.data?.addVariable.variableValue).toBe('******');
    const secretId = secret.data!.addVariable.variableId as string;

    const listed = await stack.gql(
      `{ variables(variableClass: "密钥") { total items { variableKey variableValue } } variableClasses { variableClass count } }`,
      undefined,
      token,
    );
    expect(listed.data?.variables).toEqual({ total: 1, items: [{ variableKey: 'API_KEY', variableValue: '******' }] });
    expect(listed.data?.variableClasses).toEqual(
      expect.arrayContaining([
        { variableClass: '通用', count: 1 },
        { variableClass: '密钥', count: 1 },
      ]),
    );

    const updated = await stack.gql(
      `mutation ($id: ID!) { updateVariable(input: { variableId: $id, variableValue: "sk-456" }) { variableValue } }`,
      { id: secretId },
      token,
    );
    expect(updated.data?.updateVariable.variableValue).toBe('******');
    const logs = await stack.gql(
      `query ($id: ID!) { variableLogs(variableId: $id) { action oldValue newValue user { userid } } }`,
      { id: secretId },
      token,
    );
    expect(logs.errors).toBeUndefined();
    expect(JSON.stringify(logs.data)).not.toContain('sk-');
    expect(logs.data?.variableLogs.every((l: { user: { userid: string } }) => l.user.userid === userid)).toBe(true);

    const deleted = await stack.gql(`mutation ($id: ID!) { deleteVariable(variableId: $id) }`, { id: secretId }, token);
    expect(deleted.data?.deleteVariable).toBe(secretId);
  });

  it('refuses a key outside A-Z a-z 0-9 _ and a duplicate key with the platform’s Chinese message', async () => {
    const { token } = await stack.signUp('变量规则');
    const bad = await stack.gql(ADD, { input: { variableName: '坏', variableKey: 'bad-key', variableValue: '1' } }, token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 4000 });
    expect(bad.errors?.[0]?.message).toMatch(/字母、数字和下划线/);
    await stack.gql(ADD, { input: { variableName: '一', variableKey: 'DUP', variableValue: '1' } }, token);
    const dup = await stack.gql(ADD, { input: { variableName: '二', variableKey: 'DUP', variableValue: '2' } }, token);
    expect(dup.errors?.[0]?.extensions.code).toBe('CONFLICT');
  });
});
