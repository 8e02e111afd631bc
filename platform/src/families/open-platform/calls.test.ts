import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, newId } from '@huiliu/core';
import { companyRoles } from '../../db/schema';
import { openApps } from '../../db/schema-open-api';
import { loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';
import { startReceiver, type Receiver } from '../../test/receiver';
import { MAX_APPS_PER_COMPANY } from './developer';
import { orderApp } from './fixtures';
import { publicAddresses } from '../../http/egress';

const P = '/api/platform/apps';

// issue 14: the spec's open-platform calls and every open-platform refusal, on PGlite with loopback third parties.
describe('open platform calls and refusals', () => {
  const t = usePlatform('pglite', { secretKey: randomBytes(32), engine: { http: loopbackHttp() } });
  let api: Receiver;
  let refusing: Receiver;
  let dev: SignedUp;
  let editor: SignedUp;
  let viewer: SignedUp;
  let appId: string;
  let accountId: string;

  const publish = async (definition: unknown) => {
    const created = await t.call('POST', `${P}/dev/create`, { token: dev.token, body: { name: '应用' } });
    const id = created.data.app_id as string;
    const saved = await t.call('POST', `${P}/dev/version/save`, { token: dev.token, body: { app_id: id, version: '1.0.0', definition } });
    if (saved.code !== 0) throw new Error(saved.raw);
    await t.call('POST', `${P}/dev/version/publish`, { token: dev.token, body: { app_id: id, version: '1.0.0' } });
    return id;
  };

  beforeAll(async () => {
    api = await startReceiver();
    refusing = await startReceiver(401);
    dev = await t.signUp();
    // a pipeline builder who is not a developer: a custom role with pipelines.edit but without developer
    const builderRole = newId();
    await t.db
      .insert(companyRoles)
      .values({ id: builderRole, companyId: dev.company_id, name: '流程搭建', permissions: ['pipelines.view', 'pipelines.edit'] });
    editor = await t.addMember(dev, builderRole);
    viewer = await t.addMember(dev, 'viewer');
    const def = orderApp(api.url);
    def.actions.push({ ...def.actions[0]!, action_id: 'internal', name: '内部动作', hidden: true } as (typeof def.actions)[0]);
    (def.en.actions as Record<string, { name: string }>).internal = { name: 'Internal' };
    appId = await publish(def);
    const added = await t.call('POST', `${P}/add_account`, { token: dev.token, body: { app_id: appId, auth_data: { api_key: 'sk-secret-9' } } });
    accountId = added.data.account.accountId;
  });
  afterAll(async () => {
    await api.close();
    await refusing.close();
  });

  it('get_actions_by_app hides hidden actions unless hidden=1; accounton names the auth types', async () => {
    const shown = await t.call('GET', `${P}/get_actions_by_app`, { token: dev.token, query: { app_id: appId } });
    expect(shown.data.list.map((a: { action_id: string }) => a.action_id)).toEqual(['create_order']);
    const all = await t.call('GET', `${P}/get_actions_by_app`, { token: dev.token, query: { app_id: appId, hidden: 1 } });
    expect(all.data.list.map((a: { action_id: string; hidden: boolean }) => [a.action_id, a.hidden])).toEqual([
      ['create_order', false],
      ['internal', true],
    ]);
    expect((await t.call('GET', `${P}/accounton`, { token: dev.token, query: { app_id: appId } })).data).toEqual({
      account_on: 1,
      auth_types: ['api_key'],
    });
  });

  it('get_account_auth(_by_app) masks secrets and gives the form; get_app_by_account counts accounts', async () => {
    const auth = await t.call('GET', `${P}/get_account_auth`, { token: dev.token, query: { account_id: accountId } });
    expect(auth.data).toMatchObject({ app_id: appId, account_type: 'api_key', auth_data: { api_key: '******' } });
    expect(auth.data.fields.map((f: { key: string }) => f.key)).toEqual(['api_key']);
    const byApp = await t.call('GET', `${P}/get_account_auth_by_app`, { token: dev.token, query: { app_id: appId, account_id: accountId } });
    expect(byApp.data.account_id).toBe(accountId);
    const apps = await t.call('GET', `${P}/get_app_by_account`, { token: dev.token });
    expect(apps.data.list).toEqual([expect.objectContaining({ account_count: 1, app: expect.objectContaining({ app_id: appId }) })]);
    const foreign = await t.call('GET', `${P}/get_app_by_account`, { token: dev.token, query: { company_id: '123' } });
    expect(foreign.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('get_field_definitions, flatten, check_action_fields and model_value read the action', async () => {
    const fields = await t.call('POST', `${P}/get_field_definitions`, {
      token: dev.token,
      body: { data: { app_id: appId, action_id: 'create_order' } },
    });
    expect(fields.data.fields.map((f: { key: string; required: boolean }) => [f.key, f.required])).toEqual([['title', true]]);
    const flat = await t.call('POST', `${P}/flatten`, {
      token: dev.token,
      body: { app_id: appId, action_id: 'create_order', keyword: 'order', limit: 1 },
    });
    expect(flat.data).toEqual({ list: [{ key: 'order.id', value: 1 }], total: 2, page: 1 });
    const given = await t.call('POST', `${P}/flatten`, {
      token: dev.token,
      body: { app_id: appId, action_id: 'create_order', sample_data: { a: { b: 2 } } },
    });
    expect(given.data.list).toEqual([{ key: 'a.b', value: 2 }]);
    const check = await t.call('GET', `${P}/check_action_fields`, { token: dev.token, query: { app_id: appId, action_id: 'create_order' } });
    expect(check.data).toEqual({ required: ['title'], problems: [] });
    const sample = await t.call('POST', `${P}/model_value`, { token: dev.token, body: { app_id: appId, action_id: 'create_order' } });
    expect(sample.data.list).toEqual([{ ok: true, order: { id: 1, title: '样例' } }]);
    const unknown = await t.call('POST', `${P}/get_field_definitions`, { token: dev.token, body: { data: { app_id: appId, action_id: 'nope' } } });
    expect(unknown.code).toBe(ERRORS.OPEN_APP_ACTION_NOT_FOUND.code);
  });

  it('ip_white_list: the configured addresses, else the host’s own with a note saying so', async () => {
    process.env.HUILIU_EGRESS_IPS = '203.0.113.7, 203.0.113.8';
    expect((await t.call('GET', `${P}/ip_white_list`, { token: dev.token })).data).toMatchObject({
      ips: ['203.0.113.7', '203.0.113.8'],
      source: 'env',
    });
    delete process.env.HUILIU_EGRESS_IPS;
    const own = await t.call('GET', `${P}/ip_white_list`, { token: dev.token });
    expect(own.data.source).toBe('interfaces');
    expect(own.data.note).toContain('HUILIU_EGRESS_IPS');
    expect(own.data.ips).toEqual(publicAddresses(own.data.ips));
  });

  it('ip_white_list leaves out what no third party can see: private, loopback, link-local and reserved addresses', () => {
    const host = [
      '127.0.0.1',
      '10.1.2.3',
      '172.17.0.2',
      '192.168.1.9',
      '169.254.1.1',
      '::1',
      'fe80::1',
      'fd00::5',
      '8.8.8.8',
      '2001:4860::8888',
      '8.8.8.8',
    ];
    expect(publicAddresses(host)).toEqual(['8.8.8.8', '2001:4860::8888']);
  });

  it('account_update, account_test_by_app, account_list and account_delete work on the company’s open-app accounts', async () => {
    const renamed = await t.call('POST', `${P}/account_update`, {
      token: dev.token,
      body: { account_id: accountId, account_name: '改名了', auth_data: { api_key: '******' } },
    });
    expect(renamed.data).toMatchObject({ accountName: '改名了', authData: { api_key: '******' } });
    const tested = await t.call('GET', `${P}/account_test_by_app`, { token: dev.token, query: { account_id: accountId } });
    expect(tested.code).toBe(0);
    expect(tested.data.tested).toBe(false);
    expect((await t.call('GET', `${P}/account_list`, { token: dev.token, query: { app_id: appId } })).data.total).toBe(1);
    const extra = await t.call('POST', `${P}/add_account`, { token: dev.token, body: { app_id: appId, auth_data: { api_key: 'k2' } } });
    const deleted = await t.call('GET', `${P}/account_delete`, { token: dev.token, query: { account_id: extra.data.account.accountId } });
    expect(deleted.data.account_id).toBe(extra.data.account.accountId);
    expect((await t.call('GET', `${P}/account_list`, { token: dev.token })).data.total).toBe(1);
  });

  it('refuses: refresh of a non-OAuth account (4271), a failing connection test saves nothing (4270)', async () => {
    const refresh = await t.call('POST', `${P}/account_refresh`, { token: dev.token, body: { account_id: accountId } });
    expect(refresh.code).toBe(ERRORS.OPEN_APP_REFRESH_UNSUPPORTED.code);
    const tested = await publish(orderApp(api.url, { connection_test: { request: { method: 'GET', url: `${refusing.url}/me` } } }));
    const failed = await t.call('POST', `${P}/add_account`, { token: dev.token, body: { app_id: tested, auth_data: { api_key: 'wrong' } } });
    expect(failed.code).toBe(ERRORS.OPEN_APP_ACCOUNT_TEST_FAILED.code);
    expect((await t.call('GET', `${P}/get_account_by_app`, { token: dev.token, query: { app_id: tested } })).data.list).toEqual([]);
    expect(refusing.requests).toHaveLength(1);
  });

  it('refuses drafts to non-developers (4269), public or online before a publish (4266), the 101st app (4267)', async () => {
    const draft = await t.call('POST', `${P}/test_actions`, {
      token: editor.token,
      body: { app_id: appId, action_id: 'create_order', account_id: accountId, version: '1.0.0' },
    });
    expect(draft.code).toBe(ERRORS.OPEN_APP_DRAFT_FORBIDDEN.code);
    expect((await t.call('GET', `${P}/dev/list`, { token: viewer.token })).code).toBe(ERRORS.FORBIDDEN.code);
    const fresh = await t.call('POST', `${P}/dev/create`, { token: dev.token, body: { name: '新应用' } });
    for (const body of [{ visibility: 'public' }, { state: 1 }]) {
      const res = await t.call('POST', `${P}/dev/state`, { token: dev.token, body: { app_id: fresh.data.app_id, ...body } });
      expect(res.code).toBe(ERRORS.OPEN_APP_NOT_PUBLISHED.code);
    }
    const owned = (await t.call('GET', `${P}/dev/list`, { token: dev.token })).data.list.length as number;
    await t.db
      .insert(openApps)
      .values(Array.from({ length: MAX_APPS_PER_COMPANY - owned }, () => ({ companyId: dev.company_id, createdBy: dev.userid, state: 3 })));
    const over = await t.call('POST', `${P}/dev/create`, { token: dev.token, body: { name: '太多了' } });
    expect(over.code).toBe(ERRORS.OPEN_APP_LIMIT.code);
  });

  it('refuses each open-platform rule of a definition, naming where', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ icon: 'javascript:alert(1)' }, 'icon'],
      [{ class_type: 'builtin' }, 'class_type'],
      [{ paid: true }, 'paid'],
      [{ auth: [{ type: 'custom', fields: [], confirm: 'meituan' }] }, 'auth.0.confirm'],
    ];
    const fresh = await t.call('POST', `${P}/dev/create`, { token: editor.token, body: { name: 'x' } });
    expect(fresh.code).toBe(ERRORS.FORBIDDEN.code);
    const [mine] = (await t.call('GET', `${P}/dev/list`, { token: dev.token })).data.list;
    for (const [change, path] of cases) {
      const res = await t.call('POST', `${P}/dev/version/save`, {
        token: dev.token,
        body: { app_id: mine.app_id, version: '5.0.0', definition: orderApp(api.url, change) },
      });
      expect(res.code).toBe(ERRORS.OPEN_APP_DEFINITION_INVALID.code);
      expect(res.data.problems.map((p: { path: string }) => p.path)).toContain(path);
    }
    const notObject = await t.call('POST', `${P}/dev/version/save`, {
      token: dev.token,
      body: { app_id: mine.app_id, version: '5.0.0', definition: [1] },
    });
    expect(notObject.code).toBe(ERRORS.OPEN_APP_DEFINITION_INVALID.code);
    const badVersion = await t.call('POST', `${P}/dev/version/save`, {
      token: dev.token,
      body: { app_id: mine.app_id, version: 'v1', definition: {} },
    });
    expect(badVersion.code).toBe(ERRORS.BAD_REQUEST.code);
  });
});
