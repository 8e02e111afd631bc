import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoaders } from '../../loaders';
import { startStack, type Stack } from '../../test/stack';
import { createUpstream } from '../../upstream';

/**
 * A JSON app definition in HUILIU_APPS_DIR (the catalogue's real apps are another slice's): an API-key app,
 * loaded and validated by the platform at start exactly as a deployment's own definitions are.
 */
const KEYED_APP = {
  app_id: '2911',
  name: '网关测试接口',
  description: '带 API Key 的测试应用',
  icon: 'http',
  class_type: 'http',
  version: '1.0.0',
  state: 1,
  auth: [
    {
      type: 'api_key',
      fields: [
        { key: 'base_url', kind: 'text', label: '服务地址', required: true },
        { key: 'api_key', kind: 'text', label: 'API Key', required: true, secret: true },
      ],
      apply: { in: 'header', name: 'Authorization', value: 'Bearer {{auth.api_key}}' },
    },
  ],
  actions: [
    {
      action_id: 'send',
      name: '发送',
      description: '发送一条数据',
      kind: 'action',
      editor: 'fields',
      fields: [{ key: 'text', kind: 'text', label: '内容', required: true }],
      request: { method: 'POST', url: '{{auth.base_url}}/send', body: { text: '{{input.text}}' } },
    },
  ],
  en: { name: 'Gateway test API', actions: { send: { name: 'Send' } } },
};

const ACCOUNT = `accountId accountName accountType appId processNum userName status statusMessage authData refreshCount`;
const ADD = `mutation ($name: String, $data: JSON!) { addAppAccount(appId: "2911", accountType: "api_key", accountName: $name, authData: $data) { ${ACCOUNT} } }`;

let stack: Stack;
let appsDir: string;
beforeAll(async () => {
  appsDir = mkdtempSync(join(tmpdir(), 'huiliu-apps-'));
  writeFileSync(join(appsDir, 'keyed.json'), JSON.stringify(KEYED_APP));
  process.env.HUILIU_APPS_DIR = appsDir;
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  delete process.env.HUILIU_APPS_DIR;
  rmSync(appsDir, { recursive: true, force: true });
});

/** Adds a pipeline through the platform whose action step uses `accountId`. */
async function pipelineUsing(token: string, title: string, accountId: string): Promise<string> {
  const content = JSON.stringify([
    { uuid: 'trigger', action_type: '1', app_id: '1001', action_id: 'receive', params: {} },
    { uuid: 'send', action_type: '2', app_id: '2911', action_id: 'send', account_id: accountId, params: { text: 'hi' } },
  ]);
  const reply = await fetch(`${stack.platform.url}/v1/api/dataprocess/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, content }),
  });
  const body = (await reply.json()) as { code: number; data: { process_id: string } };
  expect(body.code).toBe(0);
  return body.data.process_id;
}

describe('app accounts through GraphQL', () => {
  it('adds, lists, renames, updates and deletes an account, never showing the secret', async () => {
    const { token } = await stack.signUp('账户');
    const added = await stack.gql(ADD, { name: '正式', data: { base_url: 'https://api.example.com', api_key: 'sk-gql-secret' } }, token);
    expect(added.errors).toBeUndefined();
    expect(added.data?.addAppAccount).toMatchObject({
      accountName: '正式',
      accountType: 'api_key',
      appId: '2911',
      processNum: 0,
      status: 'UNKNOWN',
      authData: { base_url: 'https://api.example.com', api_key: '******' },
    });
    const id = added.data!.addAppAccount.accountId as string;

    const listed = await stack.gql(`{ appAccounts(appId: "2911", keyword: "正") { total items { accountId authData } } }`, undefined, token);
    expect(listed.data?.appAccounts).toEqual({
      total: 1,
      items: [{ accountId: id, authData: { base_url: 'https://api.example.com', api_key: '******' } }],
    });

    const renamed = await stack.gql(`mutation ($id: ID!) { renameAppAccount(accountId: $id, accountName: "测试") { accountName } }`, { id }, token);
    expect(renamed.data?.renameAppAccount.accountName).toBe('测试');
    const updated = await stack.gql(
      `mutation ($id: ID!) { updateAppAccount(accountId: $id, authData: { base_url: "https://b.example.com", api_key: "******" }) { authData } }`,
      { id },
      token,
    );
    expect(updated.data?.updateAppAccount.authData).toEqual({ base_url: 'https://b.example.com', api_key: '******' });
    expect(JSON.stringify([added, listed, renamed, updated])).not.toContain('sk-gql-secret');

    const one = await stack.gql(`query ($id: ID!) { appAccount(accountId: $id) { accountName } }`, { id }, token);
    expect(one.data?.appAccount).toEqual({ accountName: '测试' });
    const deleted = await stack.gql(`mutation ($id: ID!) { deleteAppAccount(accountId: $id) }`, { id }, token);
    expect(deleted.data?.deleteAppAccount).toBe(id);
    expect((await stack.gql(`query ($id: ID!) { appAccount(accountId: $id) { accountName } }`, { id }, token)).data?.appAccount).toBeNull();
  });

  it('refuses a bad form with the platform’s Chinese message and the field named', async () => {
    const { token } = await stack.signUp('坏表单');
    const bad = await stack.gql(ADD, { data: { base_url: 'https://x.cn' } }, token);
    expect(bad.errors?.[0]).toMatchObject({
      message: '请填写API Key',
      extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4000, issues: [{ path: 'api_key', message: '请填写API Key' }] },
    });
    const unknownApp = await stack.gql(
      `mutation { addAppAccount(appId: "2999", accountType: "api_key", authData: {}) { accountId } }`,
      undefined,
      token,
    );
    expect(unknownApp.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstreamCode: 4004 });
  });

  it('asks before deleting an account in use: the error names the pipelines, confirm deletes', async () => {
    const { token } = await stack.signUp('在用');
    const id = (await stack.gql(ADD, { name: '在用', data: { base_url: 'https://x.cn', api_key: 'k' } }, token)).data!.addAppAccount
      .accountId as string;
    const processId = await pipelineUsing(token, '订单同步', id);
    const account = await stack.gql(`query ($id: ID!) { appAccount(accountId: $id) { processNum pipelines { processId title } } }`, { id }, token);
    expect(account.data?.appAccount).toEqual({ processNum: 1, pipelines: [{ processId, title: '订单同步' }] });

    const refused = await stack.gql(`mutation ($id: ID!) { deleteAppAccount(accountId: $id) }`, { id }, token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      upstreamCode: 4070,
      pipelines: [{ process_id: processId, title: '订单同步' }],
    });
    expect(refused.errors?.[0]?.message).toContain('「订单同步」');
    const confirmed = await stack.gql(`mutation ($id: ID!) { deleteAppAccount(accountId: $id, confirm: true) }`, { id }, token);
    expect(confirmed.data?.deleteAppAccount).toBe(id);
  });

  it('hides another company’s account: null by id, NOT_FOUND to every mutation', async () => {
    const owner = await stack.signUp('主人');
    const stranger = await stack.signUp('外人');
    const id = (await stack.gql(ADD, { name: '主人的', data: { base_url: 'https://x.cn', api_key: 'owner-key' } }, owner.token)).data!.addAppAccount
      .accountId as string;
    expect((await stack.gql(`query ($id: ID!) { appAccount(accountId: $id) { accountName } }`, { id }, stranger.token)).data?.appAccount).toBeNull();
    expect((await stack.gql(`{ appAccounts { total } }`, undefined, stranger.token)).data?.appAccounts.total).toBe(0);
    for (const mutation of [
      `mutation ($id: ID!) { renameAppAccount(accountId: $id, accountName: "抢") { accountName } }`,
      `mutation ($id: ID!) { updateAppAccount(accountId: $id, authData: { api_key: "x" }) { accountName } }`,
      `mutation ($id: ID!) { deleteAppAccount(accountId: $id, confirm: true) }`,
    ]) {
      const reply = await stack.gql(mutation, { id }, stranger.token);
      expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstreamCode: 4004 });
    }
    expect((await stack.gql(`query ($id: ID!) { appAccount(accountId: $id) { accountName } }`, { id }, owner.token)).data?.appAccount).toEqual({
      accountName: '主人的',
    });
  });

  it('resolves Step.account for a page of pipelines with one batch call, and each account’s pipelines with one more', async () => {
    const { token } = await stack.signUp('批量');
    const ids: string[] = [];
    for (let i = 1; i <= 3; i++) {
      ids.push(
        (await stack.gql(ADD, { name: `账户${i}`, data: { base_url: 'https://x.cn', api_key: `k${i}` } }, token)).data!.addAppAccount.accountId,
      );
    }
    for (const [i, id] of ids.entries()) await pipelineUsing(token, `流程${i + 1}`, id);
    // a step naming an account that does not exist resolves to null, not an error
    await pipelineUsing(token, '账户已删', '1234567890123456789');

    stack.upstreamCalls.length = 0;
    const page = await stack.gql(`{ pipelines { items { title steps { account { accountName status pipelines { title } } } } } }`, undefined, token);
    expect(page.errors).toBeUndefined();
    const accounts = page.data!.pipelines.items.flatMap((p: { steps: { account: unknown }[] }) => p.steps.map((s) => s.account)).filter(Boolean);
    expect(accounts).toHaveLength(3);
    expect(accounts).toEqual(expect.arrayContaining([{ accountName: '账户2', status: 'UNKNOWN', pipelines: [{ title: '流程2' }] }]));
    expect(stack.upstreamCalls.filter((c) => c === 'GET /v1/api/app/batch')).toHaveLength(1);
    // the pipelines of the accounts were primed by the list: no batch call for them
    expect(stack.upstreamCalls.filter((c) => c === 'GET /v1/api/dataprocess/batch').length).toBeLessThanOrEqual(1);
  });

  it('loads the accounts of many apps (App.accounts) with one /app/connection call, newest first per app', async () => {
    const { token } = await stack.signUp('按应用');
    for (const name of ['旧', '新']) await stack.gql(ADD, { name, data: { base_url: 'https://x.cn', api_key: 'k' } }, token);
    const calls: string[] = [];
    const counting: typeof fetch = (input, init) => (calls.push(new URL(String(input)).pathname), fetch(input, init));
    const loaders = createLoaders(createUpstream({ baseUrl: stack.platform.url, fetch: counting }, token));
    const [keyed, builtin, unknown] = await Promise.all(['2911', '1001', '2999'].map((appId) => loaders.appAccountsOfApp.load(appId)));
    expect(keyed!.map((a) => a.accountName)).toEqual(['新', '旧']);
    expect(builtin).toEqual([]);
    expect(unknown).toEqual([]);
    expect(calls).toEqual(['/v1/api/app/connection']);
  });
});
