import { randomBytes } from 'node:crypto';
import { BUILTIN_MANIFESTS } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from '../../apps/accounts';
import { Catalogue } from '../../apps/catalogue';
import { validateManifest } from '../../apps/validate';
import { appAccounts } from '../../db/schema-apps';
import { decryptSecret } from '../../secrets';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { ACCOUNT_TEST_APPS } from './fixtures';

const APP = '/v1/api/app';
const PA = '/v1/api/process/app';
const secretKey = randomBytes(32);
const catalogue = new Catalogue([...BUILTIN_MANIFESTS, ...ACCOUNT_TEST_APPS]);
const API_KEY = 'sk-live-绝密-0123456789';

/** A content whose action step uses the account (webhook → 测试接口 send). */
const contentUsing = (accountId: string) =>
  JSON.stringify([
    { uuid: 'trigger', action_type: '1', app_id: '1001', action_id: 'receive', params: {} },
    { uuid: 'send', action_type: '2', app_id: '2901', action_id: 'send', account_id: accountId, params: { text: 'hi' } },
  ]);

describe('the account fixtures', () => {
  it.each(ACCOUNT_TEST_APPS.map((a) => [a.app_id, a] as const))('app %s is a valid definition', (_id, app) => {
    expect(validateManifest(app)).toMatchObject({ ok: true });
  });
});

describe.each(drivers())('app accounts on %s', (kind) => {
  const t = usePlatform(kind, { secretKey, catalogue });
  let me: SignedUp;
  const add = (token: string, body: Record<string, unknown>) => t.call('POST', `${PA}/add/account`, { token, body });
  const keyed = (name = '生产环境', over: Record<string, unknown> = {}) =>
    add(me.token, {
      app_id: '2901',
      account_type: 'api_key',
      account_name: name,
      auth_data: { base_url: 'https://api.example.com', api_key: API_KEY, ...over },
    });

  beforeAll(async () => {
    me = await t.signUp({ uname: '张三' });
  });

  it('adds an API-key account, masks the secret in the reply and seals it at rest', async () => {
    const res = await keyed();
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      accountName: '生产环境',
      accountType: 'api_key',
      appId: '2901',
      processNum: 0,
      userName: '张三',
      status: 'unknown',
      authData: { base_url: 'https://api.example.com', api_key: '******' },
    });
    expect(res.raw).not.toContain('sk-live');
    const [row] = await t.db.select().from(appAccounts).where(eq(appAccounts.id, res.data.accountId));
    expect(row!.authSealed).not.toContain('sk-live');
    expect(row!.authSealed).not.toContain('api.example.com');
    expect(JSON.parse(decryptSecret(secretKey, row!.authSealed))).toEqual({ base_url: 'https://api.example.com', api_key: API_KEY });
  });

  it('names the account after the app when no name is given and takes `fields` as the form too', async () => {
    const res = await add(me.token, { app_id: '2903', fields: { webhook: 'https://oapi.example.com/robot', timeout: '30', at_all: 1 } });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      accountName: '测试机器人账户',
      accountType: 'custom',
      authData: { webhook: 'https://oapi.example.com/robot', timeout: 30, at_all: true },
    });
  });

  it.each([
    ['a missing required field', { app_id: '2901', account_type: 'api_key', auth_data: { base_url: 'https://x.cn' } }, 4000, '请填写API Key'],
    ['a blank required field', { app_id: '2901', account_type: 'basic', auth_data: { username: '  ', password: 'p' } }, 4000, '请填写用户名'],
    ['the mask as a new secret', { app_id: '2901', account_type: 'basic', auth_data: { username: 'u', password: '******' } }, 4000, '请填写密码'],
    [
      'an option outside the list',
      { app_id: '2901', account_type: 'api_key', auth_data: { base_url: 'x', api_key: 'k', region: 'eu' } },
      4000,
      '区域的取值「eu」不在可选范围内',
    ],
    ['a number that is not one', { app_id: '2903', auth_data: { webhook: 'x', timeout: 'soon' } }, 4000, '超时秒数须为数字'],
    ['text that is an object', { app_id: '2903', auth_data: { webhook: { a: 1 } } }, 4000, 'Webhook 地址须为文本'],
    ['an unknown app', { app_id: '2999', auth_data: {} }, 4004, '应用不存在'],
    ['an app id that is not a number', { app_id: 'abc', auth_data: {} }, 4000, '应用 ID 须为数字'],
    ['an unknown account type', { app_id: '2901', account_type: 'ldap', auth_data: {} }, 4000, '不支持授权方式「ldap」'],
    ['an app that needs no account', { app_id: '1007', auth_data: {} }, 4000, '不需要添加账户'],
    ['an OAuth 2 form', { app_id: '2901', account_type: 'oauth2', auth_data: { client_id: 'c', client_secret: 's' } }, 4000, '授权页面'],
    ['a method with a confirmation call', { app_id: '2902', auth_data: { app_key: 'k' } }, 4000, '确认接口'],
    [
      'a name over 100 characters',
      { app_id: '2903', account_name: '名'.repeat(101), auth_data: { webhook: 'x' } },
      4000,
      '账户名称不能超过 100 个字符',
    ],
    ['too many keys', { app_id: '2903', auth_data: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 1])) }, 4000, '授权字段过多'],
  ])('refuses %s with a Chinese message and writes nothing', async (_what, body, code, msg) => {
    const before = await t.db.select().from(appAccounts);
    const res = await add(me.token, body);
    expect(res.code).toBe(code);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.msg).toContain(msg);
    expect(await t.db.select().from(appAccounts)).toHaveLength(before.length);
  });

  it('lists accounts 15 a page, newest first, by app and by keyword', async () => {
    const other = await t.signUp();
    const addFor = (i: number) =>
      add(other.token, { app_id: '2903', account_name: `机器人 ${i}${i === 3 ? ' 100%_' : ''}`, auth_data: { webhook: `https://x.cn/${i}` } });
    for (let i = 1; i <= 17; i++) expect((await addFor(i)).code).toBe(0);
    const first = await t.call('GET', `${APP}/list`, { token: other.token });
    expect(first.data.total).toBe(17);
    expect(first.data.list).toHaveLength(15);
    expect(first.data.list[0].accountName).toBe('机器人 17');
    const second = await t.call('GET', `${APP}/list`, { token: other.token, query: { offset: 15 } });
    expect(second.data.list.map((a: { accountName: string }) => a.accountName)).toEqual(['机器人 2', '机器人 1']);
    // LIKE wildcards in a keyword are literal
    const byKeyword = await t.call('GET', `${APP}/list`, { token: other.token, query: { keyword: '100%_' } });
    expect(byKeyword.data).toMatchObject({ total: 1, list: [{ accountName: '机器人 3 100%_' }] });
    expect((await t.call('GET', `${APP}/list`, { token: other.token, query: { app_id: '2901' } })).data).toEqual({ list: [], total: 0 });
    expect((await t.call('GET', `${APP}/list`, { token: other.token, query: { limit: 101 } })).code).toBe(4000);
  });

  it('keeps a secret sent back masked, replaces one sent anew and starts the status over (修改成功)', async () => {
    const id = (await keyed('待修改')).data.accountId as string;
    await t.db.update(appAccounts).set({ status: 'failed', statusMessage: '401' }).where(eq(appAccounts.id, id));
    const kept = await t.call('POST', `${APP}/update`, {
      token: me.token,
      body: { account_id: id, auth_data: { base_url: 'https://api2.example.com', api_key: '******' } },
    });
    expect(kept).toMatchObject({
      code: 0,
      msg: '修改成功',
      data: { status: 'unknown', statusMessage: null, authData: { base_url: 'https://api2.example.com', api_key: '******' } },
    });
    const [row] = await t.db.select().from(appAccounts).where(eq(appAccounts.id, id));
    expect(JSON.parse(decryptSecret(secretKey, row!.authSealed))).toEqual({ base_url: 'https://api2.example.com', api_key: API_KEY });

    const replaced = await t.call('POST', `${APP}/update`, { token: me.token, body: { account_id: id, auth_data: { api_key: 'sk-new-key' } } });
    expect(replaced.code).toBe(0);
    const [after] = await t.db.select().from(appAccounts).where(eq(appAccounts.id, id));
    expect(JSON.parse(decryptSecret(secretKey, after!.authSealed))).toEqual({ base_url: 'https://api2.example.com', api_key: 'sk-new-key' });

    const blanked = await t.call('POST', `${APP}/update`, { token: me.token, body: { account_id: id, auth_data: { api_key: '' } } });
    expect(blanked).toMatchObject({ code: 4000, msg: '请填写API Key' });

    const auth = await t.call('GET', `${PA}/get_account_auth`, { token: me.token, query: { account_id: id } });
    expect(auth.data).toEqual({
      account_id: id,
      app_id: '2901',
      account_type: 'api_key',
      account_name: '待修改',
      auth_data: { base_url: 'https://api2.example.com', api_key: '******' },
    });
  });

  it('renames (修改成功) and renames with new auth data in one process/app call', async () => {
    const id = (await keyed('旧名')).data.accountId as string;
    const renamed = await t.call('POST', `${APP}/updatename`, { token: me.token, body: { account_id: id, account_name: '  新名  ' } });
    expect(renamed).toMatchObject({ code: 0, msg: '修改成功', data: { accountName: '新名' } });
    expect((await t.call('POST', `${APP}/updatename`, { token: me.token, body: { account_id: id, account_name: '' } })).code).toBe(4000);
    const both = await t.call('POST', `${PA}/update/account`, {
      token: me.token,
      body: { account_id: id, account_name: '又一名', fields: { region: 'us' } },
    });
    expect(both).toMatchObject({ code: 0, msg: '修改成功', data: { accountName: '又一名', authData: { region: 'us', api_key: '******' } } });
    // a bad form renames nothing
    const bad = await t.call('POST', `${PA}/update/account`, {
      token: me.token,
      body: { account_id: id, account_name: '不该改', fields: { region: 'mars' } },
    });
    expect(bad.code).toBe(4000);
    expect((await t.call('GET', `${PA}/get_account_auth`, { token: me.token, query: { account_id: id } })).data.account_name).toBe('又一名');
  });

  it('answers the forms of an app, whether an action needs an account, and accounts per app', async () => {
    const forms = await t.call('GET', `${APP}/account/add`, { token: me.token, query: { app_id: '2901' } });
    expect(forms.data.methods.map((m: { type: string; via: string }) => [m.type, m.via])).toEqual([
      ['api_key', 'form'],
      ['basic', 'form'],
      ['oauth2', 'oauth2'],
    ]);
    expect(forms.data.methods[2].authorize_path).toBe('/app-auth-redirect/2901');
    expect(forms.data.methods[0].fields[1]).toMatchObject({ key: 'api_key', label: 'API Key', label_en: 'API key', required: true, secret: true });
    expect(
      (await t.call('GET', `${APP}/account/add`, { token: me.token, query: { app_id: '2902', account_type: 'custom' } })).data.methods[0].via,
    ).toBe('confirm');
    // spec §5: a longer id is looked up by its first 7 digits (2901000 is not an app)
    expect((await t.call('GET', `${APP}/account/add`, { token: me.token, query: { app_id: '29010001234' } })).code).toBe(4004);

    expect((await t.call('GET', `${PA}/need/account`, { token: me.token, query: { app_id: '2901', action_id: 'send' } })).data).toEqual({
      need: 1,
      auth_types: ['api_key', 'basic', 'oauth2'],
    });
    expect((await t.call('GET', `${PA}/need/account`, { token: me.token, query: { app_id: '1007', action_id: 'send' } })).data).toEqual({
      need: 0,
      auth_types: [],
    });
    expect((await t.call('GET', `${PA}/need/account`, { token: me.token, query: { app_id: '2901', action_id: 'nope' } })).code).toBe(4004);

    const on = await t.call('GET', `${PA}/accounton`, { token: me.token });
    expect(on.data.list).toEqual([
      { app_id: '2901', app_name: '测试接口', count: expect.any(Number) },
      { app_id: '2903', app_name: '测试机器人', count: 1 },
    ]);
    const picker = await t.call('GET', `${APP}/connection`, { token: me.token, query: { app_id: '2901,2903' } });
    expect(new Set(picker.data.list.map((a: { appId: string }) => a.appId))).toEqual(new Set(['2901', '2903']));
    const ofOne = await t.call('GET', `${PA}/account`, { token: me.token, query: { app_id: '2903' } });
    expect(ofOne.data.list).toHaveLength(1);
  });

  it('counts the pipelines that use an account and refuses to delete it until confirmed, naming them', async () => {
    const id = (await keyed('流程在用')).data.accountId as string;
    const pipeline = await t.call('POST', '/v1/api/dataprocess/add', { token: me.token, body: { title: '订单通知', content: contentUsing(id) } });
    expect(pipeline.code).toBe(0);
    const processId = pipeline.data.process_id as string;

    const listed = await t.call('GET', `${APP}/batch`, { token: me.token, query: { ids: id } });
    expect(listed.data.list[0]).toMatchObject({ processNum: 1, processIds: [processId] });

    const refused = await t.call('GET', `${APP}/delete`, { token: me.token, query: { account_id: id, account_type: 'api_key' } });
    expect(refused).toMatchObject({ status: 409, code: 4070, data: { pipelines: [{ process_id: processId, title: '订单通知' }] } });
    expect(refused.msg).toContain('「订单通知」');
    expect((await t.call('GET', `${APP}/batch`, { token: me.token, query: { ids: id } })).data.list).toHaveLength(1);

    // another account_type reads as an unknown account
    expect((await t.call('GET', `${APP}/delete`, { token: me.token, query: { account_id: id, account_type: 'basic', confirm: '1' } })).code).toBe(
      4004,
    );
    const deleted = await t.call('GET', `${APP}/delete`, { token: me.token, query: { account_id: id, account_type: 'api_key', confirm: '1' } });
    expect(deleted).toMatchObject({ code: 0, msg: '删除成功', data: { account_id: id } });
    expect((await t.call('GET', `${APP}/batch`, { token: me.token, query: { ids: id } })).data.list).toEqual([]);
    expect((await t.call('GET', `${APP}/delete`, { token: me.token, query: { account_id: id } })).code).toBe(4004);
  });

  it('deletes an unused account without asking', async () => {
    const id = (await keyed('闲置')).data.accountId as string;
    expect(await t.call('GET', `${APP}/delete`, { token: me.token, query: { account_id: id } })).toMatchObject({ code: 0, msg: '删除成功' });
  });

  it('shows a failing account’s status and message after a run marks it', async () => {
    const id = (await keyed('失败的')).data.accountId as string;
    // the engine's seam: a run whose step failed to authorise marks the account (slice run calls markUsed)
    await new AccountStore(t.db, secretKey, catalogue)
      .access()
      .markUsed(me.company_id, id, { ok: false, message: '账户「失败的」授权失败：401 Bad credentials' });
    const listed = await t.call('GET', `${APP}/batch`, { token: me.token, query: { ids: id } });
    expect(listed.data.list[0]).toMatchObject({ status: 'failed', statusMessage: '账户「失败的」授权失败：401 Bad credentials' });
  });

  it.each([
    ['GET', `${APP}/delete`, { query: { account_id: 'abc' } }],
    ['GET', `${PA}/get_account_auth`, { query: { account_id: '99999999999999999999' } }],
    ['POST', `${APP}/updatename`, { body: { account_id: '12x', account_name: '名' } }],
  ] as const)('answers 4004 for a malformed account id on %s %s', async (method, url, o) => {
    const res = await t.call(method, url, { token: me.token, ...o });
    expect(res.code).toBe(4004);
    expect(res.status).toBeLessThan(500);
  });
});
