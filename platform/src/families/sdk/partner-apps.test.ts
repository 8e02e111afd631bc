import { randomBytes } from 'node:crypto';
import { ERRORS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appViews, orderApp, pipelineUsing } from '../open-platform/fixtures';
import { loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';
import { startReceiver, type Receiver } from '../../test/receiver';
import { DbSdkCompanyLinks } from './company-links';
import { TestPartner } from './test-partner';

const P = '/api/platform/apps';

// issue 14 integrate, join 1: a private open app of a partner's company is usable by the companies that partner
// created (sdk_companies), and by nobody else.
describe('a partner’s private open app reaches the companies it created', () => {
  const t = usePlatform('pglite', { secretKey: randomBytes(32), engine: { http: loopbackHttp() } });
  let api: Receiver;
  let dev: SignedUp;
  let stranger: SignedUp;
  let partner: TestPartner;
  let appId: string;
  let createdCompanyId: string;
  let embedded: string;
  let cfgId: string;

  const views = appViews(t);
  const { search, alllist, classList } = views;
  const appById = (token: string) => views.byId(token, appId);
  const pipelineWith = (accountId?: string) => pipelineUsing(appId, accountId);

  beforeAll(async () => {
    api = await startReceiver();
    dev = await t.signUp();
    stranger = await t.signUp();
    const saved = await t.call('POST', '/api/sdk/admin/partner', { token: dev.token, body: { domains: ['https://partner.example.com'] } });
    expect(saved.code, saved.raw).toBe(0);
    partner = new TestPartner(saved.data.partner.corp_id, saved.data.secret);
    partner.corpToken = (await t.call('POST', '/api/sdk/corp_token', { body: partner.signed({}) })).data.corp_token;

    appId = (await t.call('POST', `${P}/dev/create`, { token: dev.token, body: { name: '订单中心', auth_type: 'api_key' } })).data.app_id;
    expect(
      (await t.call('POST', `${P}/dev/version/save`, { token: dev.token, body: { app_id: appId, version: '1.0.0', definition: orderApp(api.url) } }))
        .code,
    ).toBe(0);
    expect((await t.call('POST', `${P}/dev/version/publish`, { token: dev.token, body: { app_id: appId, version: '1.0.0' } })).code).toBe(0);

    // a company made by the partner, and an embedded user of it with an editor's page configuration
    const cfg = await t.call('POST', '/api/sdk/admin/page_cfg/save', {
      token: dev.token,
      body: { name: '嵌入编辑器', role: 'editor', screens: ['pipelines', 'editor', 'accounts'] },
    });
    expect(cfg.code, cfg.raw).toBe(0);
    const made = await t.call('POST', '/api/sdk/create_company', {
      body: partner.signed({ company_identification: 'acme', company_name: '顶点公司' }),
    });
    expect(made.code, made.raw).toBe(0);
    createdCompanyId = made.data.company_id;
    cfgId = cfg.data.cfg_id;
    const user = await t.call('POST', '/api/sdk/create_user', {
      body: partner.signed({ company_identification: 'acme', user_identify: 'u-1', user_name: '小王', cfg_id: cfg.data.cfg_id }),
    });
    expect(user.code, user.raw).toBe(0);
    const issued = await t.call('POST', '/api/sdk/user_token', {
      body: partner.signed({ company_identification: 'acme', user_identify: 'u-1', cfg_id: cfg.data.cfg_id }),
    });
    expect(issued.code, issued.raw).toBe(0);
    embedded = issued.data.user_token;
  });
  afterAll(async () => api.close());

  it('is listed to the created company: alllist, the editor’s app list, app(appId) and search', async () => {
    expect(await alllist(embedded)).toEqual([appId]);
    expect(await classList(embedded)).toContain(appId);
    expect(await appById(embedded)).toEqual([appId]);
    expect(await search(embedded, '订单中心')).toContain(appId);
  });

  it('takes an account of the created company and runs its pipeline against the loopback API', async () => {
    const account = await t.call('POST', `${P}/add_account`, {
      token: embedded,
      body: { app_id: appId, account_name: '顶点的订单账户', auth_data: { api_key: 'sk-acme-42' } },
    });
    expect(account.code, account.raw).toBe(0);
    const added = await t.call('POST', '/v1/api/dataprocess/add', {
      token: embedded,
      body: { title: '顶点下单', content: pipelineWith(account.data.account.accountId) },
    });
    expect(added.code, added.raw).toBe(0);
    const run = await t.call('POST', '/v1/api/dataprocess/run', {
      token: embedded,
      body: { process_id: added.data.process_id, data: { title: '顶点第一单' } },
    });
    expect(run.code, run.raw).toBe(0);
    const [request] = await api.waitFor(1);
    expect(request).toMatchObject({ method: 'POST', url: '/orders' });
    expect(request!.headers['x-api-key']).toBe('sk-acme-42');
    expect(JSON.parse(request!.body)).toEqual({ title: '顶点第一单' });
  });

  it('stays unknown to an unrelated company: no list, no app(), no search, no account, no pipeline', async () => {
    expect(await alllist(stranger.token)).toEqual([]);
    expect(await classList(stranger.token)).not.toContain(appId);
    expect(await appById(stranger.token)).toEqual([]);
    expect(await search(stranger.token, '订单中心')).not.toContain(appId);
    for (const res of [
      await t.call('POST', `${P}/add_account`, { token: stranger.token, body: { app_id: appId, auth_data: { api_key: 'k' } } }),
      await t.call('POST', '/v1/api/dataprocess/add', { token: stranger.token, body: { title: '偷用', content: pipelineWith() } }),
    ]) {
      expect(res.code).toBe(ERRORS.OPEN_APP_NOT_FOUND.code);
      expect(res.status).toBe(404);
    }
  });

  it('keeps the created company out of the developer’s own calls (it may use the app, not edit it)', async () => {
    const res = await t.call('GET', `${P}/dev/app`, { token: embedded, query: { app_id: appId } });
    expect(res.code).not.toBe(0);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('is offered by jjy/app: every app the company may use, or the page’s fixed list, open apps included', async () => {
    const all = await t.call('GET', '/api/openapi/sdk/jjy/app', { token: embedded, query: { page_id: cfgId } });
    expect(all.code, all.raw).toBe(0);
    const ids = all.data.list.map((a: { app_id: string }) => a.app_id);
    expect(ids).toContain(appId);
    expect(ids).toContain('2005');

    const fixed = await t.call('POST', '/api/sdk/admin/page_cfg/save', {
      token: dev.token,
      body: { name: '固定应用', role: 'editor', screens: ['editor'], app_ids: [appId, '2005'] },
    });
    expect(fixed.code, fixed.raw).toBe(0);
    const token = (
      await t.call('POST', '/api/sdk/user_token', {
        body: partner.signed({ company_identification: 'acme', user_identify: 'u-1', cfg_id: fixed.data.cfg_id }),
      })
    ).data.user_token as string;
    const offered = await t.call('GET', '/api/openapi/sdk/jjy/app', { token, query: { page_id: fixed.data.cfg_id } });
    expect(offered.data.list.map((a: { app_id: string }) => a.app_id).sort()).toEqual(['2005', appId].sort());
    expect(offered.data.total).toBe(2);
  });

  it('loads the links from the database at start, as a new process would', async () => {
    const links = new DbSdkCompanyLinks(t.db);
    expect(links.partnersOf(createdCompanyId)).toEqual([]);
    await links.load();
    expect(links.partnersOf(createdCompanyId)).toEqual([dev.company_id]);
    expect(links.partnersOf(stranger.company_id)).toEqual([]);
    expect(links.partnersOf(dev.company_id)).toEqual([]);
  });
});
