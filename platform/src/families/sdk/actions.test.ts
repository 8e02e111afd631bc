import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERRORS, aPipeline } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform } from '../../test/harness';
import { TestPartner } from './test-partner';

const t = usePlatform('pglite', { engine: { http: loopbackHttp() } });

/** The partner's own API, on loopback: it answers what it was sent. */
let api: Server;
let base = '';
const seen: Array<{ method: string; url: string; body: string; user: string }> = [];
beforeAll(async () => {
  api = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body, user: String(req.headers['x-huiliu-user']) });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, got: body ? JSON.parse(body) : null }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe('partner actions', () => {
  it('adds, updates, lists and runs a partner action for one of its users against the partner’s API', async () => {
    const admin = await t.signUp();
    const saved = await t.call('POST', '/api/sdk/admin/partner', { token: admin.token, body: { domains: [] } });
    const partner = new TestPartner(saved.data.partner.corp_id, saved.data.secret);
    partner.corpToken = (await t.call('POST', '/api/sdk/corp_token', { body: partner.signed({}) })).data.corp_token;
    await t.call('POST', '/api/sdk/create_user', { body: partner.signed({ user_identify: 'ops-1', user_name: '运维' }) });

    const fields = [{ key: 'title', label: '标题', type: 'string', required: 1 }];
    const added = await t.call('POST', '/api/sdk/action', {
      body: partner.signed({ name: '建工单', request_url: `${base}/tickets/{{queue}}`, request_type: 'POST', fields }),
    });
    expect(added.code, added.raw).toBe(0);
    const actionId = added.data.action_id as string;
    const appId = added.data.app_id as string;
    expect(Number(appId)).toBeGreaterThanOrEqual(1_000_000);
    expect(added.data).toMatchObject({ request_url: `${base}/tickets/{{queue}}`, fields });
    const renamed = await t.call('PUT', '/api/sdk/action', { body: partner.signed({ action_id: actionId, name: '新建工单' }) });
    expect(renamed.data).toMatchObject({ name: '新建工单', request_type: 'POST', app_id: appId, created_at: added.data.created_at });
    expect(Date.parse(renamed.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(added.data.updated_at));
    const listed = await t.call('GET', '/api/sdk/action', { query: partner.signed({}) as Record<string, string> });
    expect(listed.data.list.map((a: { action_id: string }) => a.action_id)).toEqual([actionId]);

    // the actions are the partner's own private open app: each add / update a published version, shown in its editor
    const app = (await t.call('GET', '/api/platform/apps/dev/app', { token: admin.token, query: { app_id: appId } })).data;
    expect(app).toMatchObject({ visibility: 'private', published_version: '0.2.0' });
    expect(app.versions.map((v: { version: string; status: string }) => [v.version, v.status])).toEqual([
      ['0.2.0', 'published'],
      ['0.1.0', 'published'],
    ]);
    const inEditor = await t.call('GET', '/api/platform/apps/get_actions_by_app', { token: admin.token, query: { app_id: appId } });
    expect(inEditor.data.list.map((a: { action_id: string; name: string }) => [a.action_id, a.name])).toEqual([[actionId, '新建工单']]);

    const missing = await t.call('POST', '/api/sdk/action/run', { body: partner.signed({ action_id: actionId, user_identify: 'ops-1', input: {} }) });
    expect(missing.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(seen).toHaveLength(0);

    const run = await t.call('POST', '/api/sdk/action/run', {
      body: partner.signed({ action_id: actionId, user_identify: 'ops-1', input: { title: '打印机坏了', queue: 'it support' } }),
    });
    expect(run.code, run.raw).toBe(0);
    expect(run.data).toMatchObject({ status: 200, body: { ok: true, got: { title: '打印机坏了' } } });
    expect(seen).toEqual([{ method: 'POST', url: '/tickets/it%20support', body: JSON.stringify({ title: '打印机坏了' }), user: 'ops-1' }]);

    const unknown = await t.call('POST', '/api/sdk/action/run', { body: partner.signed({ action_id: '1', user_identify: 'ops-1', input: {} }) });
    expect(unknown.code).toBe(ERRORS.SDK_ACTION_UNKNOWN.code);
  });

  it('runs an action for a user whose user_identify is Chinese, naming them percent-encoded in x-huiliu-user', async () => {
    const admin = await t.signUp();
    const saved = await t.call('POST', '/api/sdk/admin/partner', { token: admin.token, body: { domains: [] } });
    const partner = new TestPartner(saved.data.partner.corp_id, saved.data.secret);
    partner.corpToken = (await t.call('POST', '/api/sdk/corp_token', { body: partner.signed({}) })).data.corp_token;
    const who = '张三 a@b';
    expect((await t.call('POST', '/api/sdk/create_user', { body: partner.signed({ user_identify: who, user_name: '张三' }) })).code).toBe(0);
    const added = await t.call('POST', '/api/sdk/action', {
      body: partner.signed({ name: '签到', request_url: `${base}/checkin`, request_type: 'POST' }),
    });
    const before = seen.length;
    const run = await t.call('POST', '/api/sdk/action/run', { body: partner.signed({ action_id: added.data.action_id, user_identify: who }) });
    expect(run.code, run.raw).toBe(0);
    expect(seen).toHaveLength(before + 1);
    expect(seen.at(-1)!.user).toBe(encodeURIComponent(who));
    expect(decodeURIComponent(seen.at(-1)!.user)).toBe(who);
  });

  it('sends through the guarded client: a private address is refused outside the test allowance', async () => {
    const admin = await t.signUp();
    const saved = await t.call('POST', '/api/sdk/admin/partner', { token: admin.token, body: { domains: [] } });
    const partner = new TestPartner(saved.data.partner.corp_id, saved.data.secret);
    partner.corpToken = (await t.call('POST', '/api/sdk/corp_token', { body: partner.signed({}) })).data.corp_token;
    await t.call('POST', '/api/sdk/create_user', { body: partner.signed({ user_identify: 'ops-2', user_name: '运维' }) });
    const added = await t.call('POST', '/api/sdk/action', {
      body: partner.signed({ name: '内网', request_url: 'http://10.0.0.1/x', request_type: 'GET' }),
    });
    const run = await t.call('POST', '/api/sdk/action/run', { body: partner.signed({ action_id: added.data.action_id, user_identify: 'ops-2' }) });
    expect(run.code).toBe(ERRORS.OUTBOUND_BLOCKED.code);
  });

  it('offers the actions in the editor of a company the partner created, and a pipeline there runs one', async () => {
    const admin = await t.signUp();
    const saved = await t.call('POST', '/api/sdk/admin/partner', { token: admin.token, body: { domains: [] } });
    const partner = new TestPartner(saved.data.partner.corp_id, saved.data.secret);
    partner.corpToken = (await t.call('POST', '/api/sdk/corp_token', { body: partner.signed({}) })).data.corp_token;
    const cfg = await t.call('POST', '/api/sdk/admin/page_cfg/save', {
      token: admin.token,
      body: { name: '嵌入', role: 'editor', screens: ['editor'] },
    });
    await t.call('POST', '/api/sdk/create_company', { body: partner.signed({ company_identification: 'shop', company_name: '小店' }) });
    await t.call('POST', '/api/sdk/create_user', {
      body: partner.signed({ company_identification: 'shop', user_identify: 'clerk', user_name: '店员', cfg_id: cfg.data.cfg_id }),
    });
    const token = (
      await t.call('POST', '/api/sdk/user_token', {
        body: partner.signed({ company_identification: 'shop', user_identify: 'clerk', cfg_id: cfg.data.cfg_id }),
      })
    ).data.user_token as string;
    const fields = [{ key: 'sku', label: '货号', type: 'string', required: 1 }];
    const added = await t.call('POST', '/api/sdk/action', {
      body: partner.signed({ name: '查库存', request_url: `${base}/stock`, request_type: 'GET', fields }),
    });
    expect(added.code, added.raw).toBe(0);
    const { app_id: appId, action_id: actionId } = added.data as { app_id: string; action_id: string };

    const batch = await t.call('GET', '/v1/api/process/app/batch', { token, query: { ids: appId } });
    expect(batch.data.list.map((a: { app_id: string }) => a.app_id)).toEqual([appId]);
    const content = JSON.stringify(
      aPipeline()
        .withStep('stock', { app_id: appId, action_id: actionId, params: { sku: '{{1.sku}}' } })
        .build(),
    );
    const pipeline = await t.call('POST', '/v1/api/dataprocess/add', { token, body: { title: '查库存', content } });
    expect(pipeline.code, pipeline.raw).toBe(0);
    const before = seen.length;
    const run = await t.call('POST', '/v1/api/dataprocess/run', { token, body: { process_id: pipeline.data.process_id, data: { sku: 'A-1' } } });
    expect(run.code, run.raw).toBe(0);
    await expect.poll(() => seen.length, { timeout: 5000 }).toBe(before + 1);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/stock?sku=A-1' });

    // an unrelated company neither sees nor runs it
    const stranger = await t.signUp();
    expect((await t.call('GET', '/v1/api/process/app/batch', { token: stranger.token, query: { ids: appId } })).data.list).toEqual([]);
  });
});
