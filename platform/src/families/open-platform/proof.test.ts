import { randomBytes } from 'node:crypto';
import { ERRORS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';
import { startReceiver, type Receiver } from '../../test/receiver';
import { appViews, orderApp, pipelineUsing } from './fixtures';

const P = '/api/platform/apps';

// issue 14 "the proof test": a developer company publishes an app whose action calls a loopback API; its pipeline
// runs it for real; another company can neither see it nor use it until it is made public, then both can.
describe('open platform: publish, use in a pipeline, other companies kept out', () => {
  const t = usePlatform('pglite', { secretKey: randomBytes(32), engine: { http: loopbackHttp() } });
  let api: Receiver;
  let dev: SignedUp;
  let other: SignedUp;
  let appId: string;

  const views = appViews(t);
  const { search, alllist } = views;
  const batch = (token: string) => views.byId(token, appId);
  const pipelineWith = (accountId?: string) => pipelineUsing(appId, accountId);

  beforeAll(async () => {
    api = await startReceiver();
    dev = await t.signUp();
    other = await t.signUp();
    const created = await t.call('POST', `${P}/dev/create`, { token: dev.token, body: { name: '订单中心', auth_type: 'api_key' } });
    expect(created.code).toBe(0);
    appId = created.data.app_id;
  });
  afterAll(async () => api.close());

  it('gives a new app an id of 1,000,000 or more and a first draft 0.1.0, private and in beta', async () => {
    expect(Number(appId)).toBeGreaterThanOrEqual(1_000_000);
    const app = (await t.call('GET', `${P}/dev/app`, { token: dev.token, query: { app_id: appId } })).data;
    expect(app).toMatchObject({ visibility: 'private', state: 3, published_version: null, created_by: dev.userid });
    expect(app.versions.map((v: { version: string; status: string }) => [v.version, v.status])).toEqual([['0.1.0', 'draft']]);
    expect(app.versions[0].definition.app_id).toBe(appId);
  });

  it('refuses an invalid definition with its problems and saves nothing', async () => {
    const bad = orderApp(api.url);
    (bad.actions[0] as Record<string, unknown>).handler = 'builtin';
    const res = await t.call('POST', `${P}/dev/version/save`, { token: dev.token, body: { app_id: appId, version: '1.0.0', definition: bad } });
    expect(res.code).toBe(ERRORS.OPEN_APP_DEFINITION_INVALID.code);
    expect(res.status).toBe(400);
    expect(res.data.problems).toContainEqual({ path: 'actions.0.request', message: '动作必须有且只有一个 request 或 handler' });
    const app = (await t.call('GET', `${P}/dev/app`, { token: dev.token, query: { app_id: appId } })).data;
    expect(app.versions).toHaveLength(1);
  });

  it('saves and publishes a version; unpublished, nobody sees it — published, its own company does', async () => {
    const saved = await t.call('POST', `${P}/dev/version/save`, {
      token: dev.token,
      body: { app_id: appId, version: '1.0.0', definition: orderApp(api.url), note: '首个版本' },
    });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ version: '1.0.0', status: 'draft', note: '首个版本' });
    expect(await alllist(dev.token)).toEqual([]);
    expect(await batch(dev.token)).toEqual([]);

    const published = await t.call('POST', `${P}/dev/version/publish`, { token: dev.token, body: { app_id: appId, version: '1.0.0' } });
    expect(published.code).toBe(0);
    expect(published.data.published_version).toBe('1.0.0');
    expect(await alllist(dev.token)).toEqual([appId]);
    expect(await batch(dev.token)).toEqual([appId]);
    expect(await search(dev.token, '订单中心')).toContain(appId);
    const listed = (await t.call('GET', '/v1/api/process/app/list', { token: dev.token })).data.list;
    expect(listed.find((a: { app_id: string }) => a.app_id === appId)).toMatchObject({ definition_id: `${appId}@1.0.0`, account_on: 1 });
  });

  it('keeps a published version frozen and new versions above it', async () => {
    const again = await t.call('POST', `${P}/dev/version/save`, {
      token: dev.token,
      body: { app_id: appId, version: '1.0.0', definition: orderApp(api.url) },
    });
    expect(again.code).toBe(ERRORS.OPEN_APP_VERSION_FROZEN.code);
    const older = await t.call('POST', `${P}/dev/version/save`, {
      token: dev.token,
      body: { app_id: appId, version: '0.9.0', definition: orderApp(api.url) },
    });
    expect(older.code).toBe(ERRORS.OPEN_APP_VERSION_NOT_NEWER.code);
    const missing = await t.call('POST', `${P}/dev/version/publish`, { token: dev.token, body: { app_id: appId, version: '9.9.9' } });
    expect(missing.code).toBe(ERRORS.OPEN_APP_VERSION_NOT_FOUND.code);
  });

  it('keeps another company out: no list, no app(), no search, no account, no pipeline, no developer calls', async () => {
    expect(await alllist(other.token)).toEqual([]);
    expect(await batch(other.token)).toEqual([]);
    expect(await search(other.token, '订单中心')).not.toContain(appId);
    const classes = (await t.call('GET', '/v1/api/process/app/list', { token: other.token })).data.list.map((a: { app_id: string }) => a.app_id);
    expect(classes).not.toContain(appId);
    for (const res of [
      await t.call('POST', `${P}/add_account`, { token: other.token, body: { app_id: appId, auth_data: { api_key: 'k' } } }),
      await t.call('GET', `${P}/get_actions_by_app`, { token: other.token, query: { app_id: appId } }),
      await t.call('GET', `${P}/dev/app`, { token: other.token, query: { app_id: appId } }),
      await t.call('POST', `${P}/dev/version/publish`, { token: other.token, body: { app_id: appId, version: '1.0.0' } }),
      await t.call('POST', '/v1/api/dataprocess/add', { token: other.token, body: { title: '偷用', content: pipelineWith() } }),
    ]) {
      expect(res.code).toBe(ERRORS.OPEN_APP_NOT_FOUND.code);
      expect(res.status).toBe(404);
    }
    // issue 11's own account call answers the same "unknown app"
    const viaIssue11 = await t.call('POST', '/v1/api/process/app/add/account', {
      token: other.token,
      body: { app_id: appId, auth_data: { api_key: 'k' } },
    });
    expect(viaIssue11.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('runs a pipeline step of the app for real against the loopback API, with the account key in its header', async () => {
    const account = await t.call('POST', `${P}/add_account`, {
      token: dev.token,
      body: { app_id: appId, account_name: '订单中心账户', auth_data: { api_key: 'sk-live-123456' } },
    });
    expect(account.code).toBe(0);
    expect(account.data).toMatchObject({ tested: false, account: { appId, authData: { api_key: '******' } } });
    const added = await t.call('POST', '/v1/api/dataprocess/add', {
      token: dev.token,
      body: { title: '下单', content: pipelineWith(account.data.account.accountId) },
    });
    expect(added.code).toBe(0);
    const run = await t.call('POST', '/v1/api/dataprocess/run', {
      token: dev.token,
      body: { process_id: added.data.process_id, data: { title: '第一单' } },
    });
    expect(run.code).toBe(0);
    const [request] = await api.waitFor(1);
    expect(request).toMatchObject({ method: 'POST', url: '/orders' });
    expect(request!.headers['x-api-key']).toBe('sk-live-123456');
    expect(JSON.parse(request!.body)).toEqual({ title: '第一单' });
  });

  it('test_actions previews without sending and sends through the guarded client, secrets masked', async () => {
    const [account] = (await t.call('GET', `${P}/get_account_by_app`, { token: dev.token, query: { app_id: appId } })).data.list;
    const before = api.requests.length;
    const body = { app_id: appId, action_id: 'create_order', account_id: account.accountId, input_data: { title: '测试单' } };
    const preview = await t.call('POST', `${P}/test_actions`, { token: dev.token, body: { ...body, isend: 0 } });
    expect(preview.code).toBe(0);
    expect(preview.data).toMatchObject({ sent: 0, ok: null, response: null, version: '1.0.0' });
    expect(preview.data.request).toMatchObject({ url: `${api.url}/orders`, method: 'POST', body: { title: '测试单' } });
    expect(preview.data.request.headers['x-api-key']).toBe('******');
    expect(api.requests.length).toBe(before);

    const sent = await t.call('POST', `${P}/test_actions`, { token: dev.token, body: { ...body, isend: 1 } });
    expect(sent.data).toMatchObject({ sent: 1, ok: true, error: null, response: { status: 200, body: { ok: true } } });
    expect(sent.data.duration_ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(sent.data)).not.toContain('sk-live-123456');
    expect(api.requests.length).toBe(before + 1);
  });

  it('rolls back to an earlier published version only', async () => {
    const def = orderApp(api.url);
    def.name = '订单中心 v1.1';
    expect(
      (await t.call('POST', `${P}/dev/version/save`, { token: dev.token, body: { app_id: appId, version: '1.1.0', definition: def } })).code,
    ).toBe(0);
    expect((await t.call('POST', `${P}/dev/version/publish`, { token: dev.token, body: { app_id: appId, version: '1.1.0' } })).code).toBe(0);
    expect((await t.call('GET', `${P}/get_actions_by_app`, { token: dev.token, query: { app_id: appId } })).code).toBe(0);
    const back = await t.call('POST', `${P}/dev/version/rollback`, { token: dev.token, body: { app_id: appId, version: '1.0.0' } });
    expect(back.code).toBe(0);
    expect(back.data.published_version).toBe('1.0.0');
    expect((await t.call('GET', '/v1/api/process/app/batch', { token: dev.token, query: { ids: appId } })).data.list[0]).toMatchObject({
      app_name: '订单中心',
      app_version: '1.0.0',
    });
    const forward = await t.call('POST', `${P}/dev/version/rollback`, { token: dev.token, body: { app_id: appId, version: '1.1.0' } });
    expect(forward.code).toBe(ERRORS.OPEN_APP_ROLLBACK_INVALID.code);
  });

  it('made public, the app is usable by the other company too: listed, searchable, an account, a pipeline', async () => {
    const made = await t.call('POST', `${P}/dev/state`, { token: dev.token, body: { app_id: appId, visibility: 'public', state: 1 } });
    expect(made.code).toBe(0);
    expect(await alllist(other.token)).toEqual([appId]);
    expect(await search(other.token, '订单中心')).toContain(appId);
    const account = await t.call('POST', `${P}/add_account`, { token: other.token, body: { app_id: appId, auth_data: { api_key: 'sk-other' } } });
    expect(account.code).toBe(0);
    const added = await t.call('POST', '/v1/api/dataprocess/add', {
      token: other.token,
      body: { title: '也下单', content: pipelineWith(account.data.account.accountId) },
    });
    expect(added.code).toBe(0);
    // the developer's accounts stay the developer's
    const theirs = (await t.call('GET', `${P}/account_list`, { token: other.token })).data;
    expect(theirs.total).toBe(1);
    expect(theirs.list[0].accountId).toBe(account.data.account.accountId);
  });

  it('offline, the app leaves every list', async () => {
    expect((await t.call('POST', `${P}/dev/state`, { token: dev.token, body: { app_id: appId, state: 2 } })).code).toBe(0);
    expect(await alllist(dev.token)).toEqual([]);
    expect(await alllist(other.token)).toEqual([]);
  });
});
